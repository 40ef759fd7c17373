/** The custom-role aggregate: a role under its tenant, its code claim and the roleId → tenant directory. */
import type { RoleType } from '../../auth/principal.ts';
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';

export const roleEntity = /* @__PURE__ */ entity({
  name: 'custom role',
  attributes: {
    roleId: attr<string>(),
    code: attr<string>(),
    name: attr<string>(),
    roleType: attr<RoleType>(),
    channelCustId: attr<string | null>(),
    description: attr<string>(),
    permissions: attr<string[]>(),
    /** Accounts using the role, moved in the same transaction as the account: a role in use cannot be deleted. */
    accountCount: attr<number>(),
    createdAt: attr<string>(),
    updatedAt: attr<string>(),
  },
  key: ({ tenant, roleId }: { tenant: string; roleId: string }) => keys.role(tenant, roleId),
});

export const roleCodeEntity = /* @__PURE__ */ entity({
  name: 'role code claim',
  attributes: { roleId: attr<string>() },
  key: ({ tenant, code }: { tenant: string; code: string }) => keys.roleCode(tenant, code),
});

export const roleDirectoryEntity = /* @__PURE__ */ entity({
  name: 'role directory',
  attributes: { tenant: attr<string>() },
  key: ({ roleId }: { roleId: string }) => keys.roleDirectory(roleId),
});
