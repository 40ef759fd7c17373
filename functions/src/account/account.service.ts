import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { builtInRoles } from '../platform/permissions.ts';
import { actingEnterprise, isBuiltInRoleId, isPlatformType, manageableTypes } from '../role/role-rules.ts';
import type { RoleRepository } from '../role/role.repository.ts';
import type { IdentityProvider } from '../shared/auth/identity-provider.ts';
import type { Principal, RoleType } from '../shared/auth/principal.ts';
import { tenantKey } from '../shared/data/keys.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { AccountAdminRepository, AccountFilters, RoleRef } from './account-admin.repository.ts';
import { canManage, canSee, isSelf, roleTypeOf } from './account-rules.ts';
import type { AccountRecord, AccountRepository } from './account.repository.ts';
import { temporaryPassword } from './temporary-password.ts';

export interface AccountDeps {
  accounts: Pick<AccountRepository, 'get'>;
  admin: AccountAdminRepository;
  roles: Pick<RoleRepository, 'get' | 'getMany' | 'list'>;
  idp: Pick<IdentityProvider, 'createUser' | 'setPassword'>;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
}

interface ResolvedRole {
  roleId: string;
  roleType: RoleType;
  roleName: string;
  ref?: RoleRef;
}

const invalid = (field: string, reasonKey: 'oneOf' | 'required' | 'unknown' = 'oneOf') =>
  new AppError('VALIDATION', { reasonKey }, field);
const builtInName = (roleId: string, lang: Lang) => {
  const r = builtInRoles[roleId]!;
  return lang === 'en-US' ? r.name.en : r.name.zh;
};

/** The Account of docs/api.md. */
export function managedAccountView(a: AccountRecord, roleName: string) {
  return {
    loginName: a.loginName,
    displayName: a.displayName,
    roleId: a.roleId,
    roleName,
    roleType: roleTypeOf(a),
    channelCustId: a.channelCustId ?? null,
    custId: a.custId ?? null,
    customerName: a.customerName ?? null,
    email: a.email ?? '',
    phone: a.phone ?? '',
    status: a.status,
    isResetPassword: Boolean(a.isResetPassword),
    createdAt: a.createdAt,
    lastLoginAt: a.lastLoginAt ?? null,
  };
}

export function createAccountService(d: AccountDeps) {
  const audit = auditWriter(d);

  /** A role assignable in the tenant of `channelCustId` (built-in, or custom of that tenant); else 422 `roleId`. */
  async function resolveRole(roleId: string, channelCustId: string | null, lang: Lang): Promise<ResolvedRole> {
    if (isBuiltInRoleId(roleId)) return { roleId, roleType: builtInRoles[roleId]!.roleType, roleName: builtInName(roleId, lang) };
    const tenant = tenantKey(channelCustId);
    const role = await d.roles.get(tenant, roleId);
    if (!role) throw invalid('roleId');
    return { roleId, roleType: role.roleType, roleName: role.name, ref: { tenant, roleId } };
  }

  /** The role must be one the caller hands out and fit the account's place (platform / enterprise / secondary). */
  function checkFit(caller: Principal, role: ResolvedRole, channelCustId: string | null, custId: string | null) {
    if (!manageableTypes(caller).includes(role.roleType)) throw new AppError('FORBIDDEN');
    if (isPlatformType(role.roleType) && channelCustId) throw invalid('channelCustId', 'unknown');
    if (!isPlatformType(role.roleType) && !channelCustId) throw invalid('channelCustId', 'required');
    if ((role.roleType === 5000) !== Boolean(custId)) throw invalid('custId', custId ? 'unknown' : 'required');
  }

  /** The account if the caller may see it; another tenant's account is as absent as a missing one. */
  async function visible(caller: Principal, loginName: string): Promise<AccountRecord> {
    const account = await d.accounts.get(loginName);
    if (!account || !canSee(caller, account)) throw new AppError('NOT_FOUND');
    return account;
  }

  async function manageable(caller: Principal, loginName: string): Promise<AccountRecord> {
    const account = await visible(caller, loginName);
    if (!canManage(caller, account)) throw new AppError('FORBIDDEN');
    return account;
  }

  const nameOf = (a: AccountRecord, lang: Lang) =>
    isBuiltInRoleId(a.roleId) ? builtInName(a.roleId, lang) : typeof a.role?.name === 'string' ? a.role.name : a.roleId;

  return {
    async list(
      caller: Principal,
      q: AccountFilters & { channelCustId?: string; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      const channelCustId = actingEnterprise(caller, q.channelCustId);
      const tenant = tenantKey(channelCustId);
      const page = await d.admin.list(channelCustId, q, { cursor: q.cursor, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE });
      const custom = page.items.filter((a) => !isBuiltInRoleId(a.roleId)).map((a) => ({ tenant, roleId: a.roleId }));
      const names = new Map((await d.roles.getMany(custom)).map((r) => [r.roleId, r.name]));
      const items = page.items.map((a) =>
        managedAccountView(a, isBuiltInRoleId(a.roleId) ? builtInName(a.roleId, lang) : (names.get(a.roleId) ?? a.roleId)),
      );
      return { items, cursor: page.cursor };
    },

    async info(caller: Principal, loginName: string, lang: Lang) {
      const account = await visible(caller, loginName);
      return managedAccountView(account, nameOf(account, lang));
    },

    async save(
      caller: Principal,
      input: {
        loginName: string;
        displayName: string;
        roleId: string;
        channelCustId?: string;
        custId?: string;
        email?: string;
        phone?: string;
        password: string;
      },
      c: Client,
    ) {
      const channelCustId = actingEnterprise(caller, input.channelCustId);
      const custId = input.custId ?? null;
      const role = await resolveRole(input.roleId, channelCustId, c.lang);
      checkFit(caller, role, channelCustId, custId);
      const customerName = channelCustId ? await d.admin.customerName(channelCustId, custId) : null;
      if (customerName === undefined) throw invalid(custId ? 'custId' : 'channelCustId');
      const record: AccountRecord = {
        loginName: input.loginName,
        displayName: input.displayName,
        roleId: role.roleId,
        roleType: role.roleType,
        channelCustId,
        custId,
        customerName,
        status: 'active',
        isResetPassword: false,
        ...(input.email ? { email: input.email } : {}),
        ...(input.phone ? { phone: input.phone } : {}),
        createdAt: d.clock().toISOString(),
      };
      await d.admin.create(record, role.ref);
      try {
        await d.idp.createUser(record.loginName, input.password);
      } catch (error) {
        await d.admin.remove(record.loginName, role.ref);
        if (error instanceof Error && error.name === 'UsernameExistsException') throw new AppError('CONFLICT', {}, 'loginName');
        throw error;
      }
      await audit(caller, 'addAccount', c, record.loginName);
      return managedAccountView(record, role.roleName);
    },

    async update(
      caller: Principal,
      input: { loginName: string; displayName?: string; roleId?: string; email?: string; phone?: string },
      lang: Lang,
    ) {
      const account = await manageable(caller, input.loginName);
      const set: Partial<AccountRecord> = {};
      for (const f of ['displayName', 'email', 'phone'] as const) if (input[f] !== undefined) set[f] = input[f];
      const move: { from?: RoleRef; to?: RoleRef } = {};
      if (input.roleId && input.roleId !== account.roleId) {
        if (isSelf(caller, account)) throw new AppError('FORBIDDEN');
        const role = await resolveRole(input.roleId, account.channelCustId, lang);
        checkFit(caller, role, account.channelCustId, account.custId);
        Object.assign(set, { roleId: role.roleId, roleType: role.roleType });
        if (!isBuiltInRoleId(account.roleId)) move.from = { tenant: tenantKey(account.channelCustId), roleId: account.roleId };
        move.to = role.ref;
      }
      if (Object.keys(set).length) await d.admin.update(account.loginName, account.roleId, set, move);
      const after = (await d.accounts.get(account.loginName))!;
      return managedAccountView(after, nameOf(after, lang));
    },

    async freeze(caller: Principal, input: { loginName: string; action: 'freeze' | 'thaw'; reason: string }, c: Client) {
      const account = await manageable(caller, input.loginName);
      if (isSelf(caller, account)) throw new AppError('CANNOT_FREEZE_SELF', {}, 'loginName');
      const record = {
        loginName: account.loginName,
        action: input.action,
        reason: input.reason,
        by: caller.loginName,
        at: d.clock().toISOString(),
      };
      const [from, to] = input.action === 'freeze' ? (['active', 'frozen'] as const) : (['frozen', 'active'] as const);
      await d.admin.changeStatus(record, { from, to, channelCustId: account.channelCustId }, randomUUID());
      await audit(caller, input.action, c, `${account.loginName}: ${input.reason}`);
      return record;
    },

    async freezeList(caller: Principal, input: { loginName: string; cursor?: string; pageSize?: number }) {
      const account = await visible(caller, input.loginName);
      return d.admin.freezeList(account.loginName, { cursor: input.cursor, pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE });
    },

    async resetPassword(caller: Principal, loginName: string, c: Client) {
      const account = await manageable(caller, loginName);
      const password = temporaryPassword();
      await d.idp.setPassword(account.loginName, password);
      await d.admin.markReset(account.loginName);
      await audit(caller, 'resetPassword', c, account.loginName);
      return { temporaryPassword: password };
    },

    /** Roles the caller may assign: built-in types it manages plus custom roles of its (or the named) tenant. */
    async roleList(caller: Principal, channelCustId: string | undefined, lang: Lang) {
      const types = manageableTypes(caller);
      const tenant = tenantKey(actingEnterprise(caller, channelCustId));
      const custom = await d.roles.list(tenant, {}, { pageSize: 100 });
      return [
        ...types.map((t) => ({ roleId: String(t), name: builtInName(String(t), lang), roleType: t })),
        ...custom.items
          .filter((r) => types.includes(r.roleType))
          .map((r) => ({ roleId: r.roleId, name: r.name, roleType: r.roleType })),
      ];
    },
  };
}

export type AccountService = ReturnType<typeof createAccountService>;
