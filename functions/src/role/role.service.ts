import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { permissionTree } from '../platform/permission-tree.ts';
import { builtInRoles } from '../platform/permissions.ts';
import type { Principal, RoleType } from '../shared/auth/principal.ts';
import { isPlatformRole } from '../shared/auth/principal.ts';
import { tenantKey } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import {
  type RoleRecord,
  actingEnterprise,
  checkPermissions,
  isBuiltInRoleId,
  manageableTypes,
  roleTenant,
} from './role-rules.ts';
import type { RoleRepository } from './role.repository.ts';

export interface RoleDeps {
  roles: RoleRepository;
  /** Whether an enterprise exists (channel role types belong to one). */
  enterpriseExists: (channelCustId: string) => Promise<boolean>;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
}

export interface RoleInput {
  roleId?: string;
  code: string;
  name: string;
  roleType: RoleType;
  channelCustId?: string;
  description?: string;
  permissions: string[];
}

const builtInView = (roleId: string, lang: Lang) => {
  const r = builtInRoles[roleId]!;
  return {
    roleId,
    code: roleId,
    name: lang === 'en-US' ? r.name.en : r.name.zh,
    roleType: r.roleType,
    channelCustId: null,
    description: '',
    permissions: [...r.permissions],
    builtIn: true,
    accountCount: null,
  };
};
const customView = (r: RoleRecord) => ({ ...r, builtIn: false });

/** Custom roles: a role type plus a subset of its permissions, kept under the platform or an enterprise. */
export function createRoleService(d: RoleDeps) {
  const audit = auditWriter(d);

  /** Where a custom role lives, if the caller may see it: platform roles look it up, others use their own tenant. */
  async function locate(caller: Principal, roleId: string): Promise<{ tenant: string; role: RoleRecord }> {
    const tenant = isPlatformRole(caller) ? await d.roles.tenantOf(roleId) : tenantKey(caller.channelCustId);
    const role = tenant ? await d.roles.get(tenant, roleId) : undefined;
    if (!tenant || !role) throw new AppError('NOT_FOUND');
    return { tenant, role };
  }

  return {
    async list(
      caller: Principal,
      q: { channelCustId?: string; name?: string; roleType?: RoleType; cursor?: string; pageSize?: number },
      lang: Lang,
    ) {
      const enterprise = actingEnterprise(caller, q.channelCustId);
      const page = await d.roles.list(tenantKey(enterprise), q, { cursor: q.cursor, pageSize: q.pageSize ?? 20 });
      // Built-in roles lead the first page; they are data of the code, not of the table.
      const builtIns = q.cursor
        ? []
        : manageableTypes(caller)
            .filter((t) => !enterprise || !(t === 1000 || t === 2000))
            .map((t) => builtInView(String(t), lang))
            .filter((r) => (!q.roleType || r.roleType === q.roleType) && (!q.name || r.name.includes(q.name)));
      return { items: [...builtIns, ...page.items.map(customView)], cursor: page.cursor };
    },

    async detail(caller: Principal, roleId: string, lang: Lang) {
      if (isBuiltInRoleId(roleId)) return builtInView(roleId, lang);
      return customView((await locate(caller, roleId)).role);
    },

    async saveOrUpdate(caller: Principal, input: RoleInput, c: Client) {
      if (!manageableTypes(caller).includes(input.roleType)) throw new AppError('FORBIDDEN');
      const enterprise = actingEnterprise(caller, input.channelCustId);
      const tenant = roleTenant(input.roleType, enterprise);
      if (enterprise && !(await d.enterpriseExists(enterprise)))
        throw new AppError('VALIDATION', { reasonKey: 'oneOf' }, 'channelCustId');
      const permissions = checkPermissions(input.roleType, input.permissions, caller.permissions);
      const now = d.clock().toISOString();
      const fields = { code: input.code, name: input.name, description: input.description ?? '', permissions, updatedAt: now };
      if (input.roleId) {
        if (isBuiltInRoleId(input.roleId)) throw new AppError('FORBIDDEN');
        const before = await d.roles.get(tenant, input.roleId);
        if (!before) throw new AppError('NOT_FOUND');
        if (before.roleType !== input.roleType) throw new AppError('VALIDATION', { reasonKey: 'oneOf' }, 'roleType');
        await d.roles.update(tenant, before, fields);
        await audit(caller, 'updateRole', c, `${before.roleId} ${input.code}`);
        return customView({ ...before, ...fields });
      }
      const role: RoleRecord = {
        roleId: `R-${randomUUID().slice(0, 8)}`,
        roleType: input.roleType,
        channelCustId: enterprise,
        accountCount: 0,
        createdAt: now,
        ...fields,
      };
      await d.roles.create(tenant, role);
      await audit(caller, 'addRole', c, `${role.roleId} ${role.code}`);
      return customView(role);
    },

    async remove(caller: Principal, roleId: string, c: Client) {
      if (isBuiltInRoleId(roleId)) throw new AppError('FORBIDDEN');
      const { tenant, role } = await locate(caller, roleId);
      if (!manageableTypes(caller).includes(role.roleType)) throw new AppError('FORBIDDEN');
      await d.roles.remove(tenant, role);
      await audit(caller, 'deleteRole', c, `${role.roleId} ${role.code}`);
      return null;
    },

    typeDropdown(caller: Principal, lang: Lang) {
      return manageableTypes(caller).map((t) => ({ roleType: t, name: builtInView(String(t), lang).name }));
    },

    menuTree: () => permissionTree(),
  };
}
