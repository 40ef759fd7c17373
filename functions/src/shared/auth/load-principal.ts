import { type AccountRecord, type AccountRepository, createAccountRepository } from '../../account/account.repository.ts';
import { builtInRoles } from '../../platform/permissions.ts';
import { AppError } from '../http/error-catalogue.ts';
import type { Lang } from '../i18n/lang.ts';
import type { Principal } from './principal.ts';
import { type AccessClaims, verifyAccessToken } from './token-verifier.ts';

export interface PrincipalDeps {
  verify: (token: string) => Promise<AccessClaims | undefined>;
  accounts: Pick<AccountRepository, 'getForToken'>;
}

let defaultDeps: PrincipalDeps | undefined;
const deps = (): PrincipalDeps => {
  defaultDeps ??= { verify: verifyAccessToken, accounts: createAccountRepository() };
  return defaultDeps;
};

/** Builds the principal from an account record: role type and permissions come from the role. */
export function principalFromAccount(account: AccountRecord, lang: Lang, token: { jti: string; exp: number }): Principal {
  const role = builtInRoles[account.roleId];
  if (!role) throw new AppError('FORBIDDEN');
  return {
    loginName: account.loginName,
    displayName: account.displayName,
    roleId: account.roleId,
    roleType: role.roleType,
    roleName: lang === 'en-US' ? role.name.en : role.name.zh,
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
  return principalFromAccount(account, lang, claims);
}
