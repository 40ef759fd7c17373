import { builtInRoles } from '../platform/permissions.ts';
import { type RoleGrant, grantOf, isBuiltInRoleId, isPlatformType } from '../role/role-rules.ts';
import { createRoleRepository } from '../role/role.repository.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { type AccessClaims, verifyAccessToken } from '../shared/auth/token-verifier.ts';
import { containerCache } from '../shared/container-cache.ts';
import { tenantKey } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type AccountRecord, type AccountRepository, createAccountRepository } from './account.repository.ts';

export interface PrincipalDeps {
  verify: (token: string) => Promise<AccessClaims | undefined>;
  accounts: Pick<AccountRepository, 'getForToken'>;
  /** A custom role's grant, read under the account's tenant; only called for non-built-in role ids. */
  customRole?: (tenant: string, roleId: string) => Promise<RoleGrant | undefined>;
}

/**
 * Custom roles are cached per container for at most ROLE_CACHE_MS: a change to a role's
 * permissions reaches every signed-in account within 30 s, without a read per request.
 */
export const ROLE_CACHE_MS = 30_000;
const roleCache = containerCache<RoleGrant | undefined>(ROLE_CACHE_MS);

export function cachedRoleLoader(
  read: (tenant: string, roleId: string) => Promise<RoleGrant | undefined>,
  now: () => number = Date.now,
) {
  return (tenant: string, roleId: string): Promise<RoleGrant | undefined> =>
    roleCache.through(`${tenant}|${roleId}`, () => read(tenant, roleId), now());
}

let defaultDeps: PrincipalDeps | undefined;
const deps = (): PrincipalDeps => {
  if (defaultDeps) return defaultDeps;
  const roles = createRoleRepository();
  defaultDeps = {
    verify: verifyAccessToken,
    accounts: createAccountRepository(),
    customRole: cachedRoleLoader(async (tenant, roleId) => {
      const role = await roles.get(tenant, roleId);
      return role && grantOf(role);
    }),
  };
  return defaultDeps;
};

/**
 * Builds the principal from an account record: role type and permissions come from the role, a
 * built-in one by id or the custom role's grant (given, or attached to the record by the repository).
 */
export function principalFromAccount(
  account: AccountRecord,
  lang: Lang,
  token: { jti: string; exp: number },
  grant: RoleGrant | undefined = account.role,
): Principal {
  const builtIn = builtInRoles[account.roleId];
  const role = builtIn ?? grant;
  if (!role) throw new AppError('FORBIDDEN');
  // A custom role of a platform type belongs to platform accounts, of a channel type to enterprise accounts.
  if (!builtIn && isPlatformType(role.roleType) === Boolean(account.channelCustId)) throw new AppError('FORBIDDEN');
  const name = typeof role.name === 'string' ? role.name : lang === 'en-US' ? role.name.en : role.name.zh;
  return {
    loginName: account.loginName,
    displayName: account.displayName,
    roleId: account.roleId,
    roleType: role.roleType,
    roleName: name,
    channelCustId: account.channelCustId ?? null,
    custId: account.custId ?? null,
    customerName: account.customerName ?? null,
    permissions: new Set(role.permissions),
    isResetPassword: Boolean(account.isResetPassword),
    tokenId: token.jti,
    tokenExp: token.exp,
  };
}

/**
 * The principal of a request's `Authorization` header. A missing, invalid, expired or revoked token
 * is a login expiry (20003); a frozen account is refused even with a valid token.
 */
export async function loadPrincipal(
  authorization: string | undefined,
  lang: Lang,
  d: PrincipalDeps = deps(),
): Promise<Principal> {
  const token = authorization?.replace(/^Bearer\s+/i, '').trim();
  if (!token) throw new AppError('LOGIN_EXPIRED');
  const claims = await d.verify(token);
  if (!claims) throw new AppError('LOGIN_EXPIRED');
  const { account, revoked } = await d.accounts.getForToken(claims.username, claims.jti);
  if (!account || revoked) throw new AppError('LOGIN_EXPIRED');
  if (account.status === 'frozen') throw new AppError('ACCOUNT_FROZEN');
  if (isBuiltInRoleId(account.roleId)) return principalFromAccount(account, lang, claims);
  // A custom role lives under the account's own tenant, so an enterprise role cannot reach another tenant's account.
  const grant = await d.customRole?.(tenantKey(account.channelCustId), account.roleId);
  return principalFromAccount(account, lang, claims, grant);
}
