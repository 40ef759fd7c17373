import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { roleCodeEntity, roleDirectoryEntity, roleEntity } from '../shared/data/entities/role.entity.ts';
import { entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import { allOf, attributeContains } from '../shared/data/list-filter.ts';
import { isConditionFailure } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { RoleRecord } from './role-rules.ts';

/** Roles written before the counter existed count no accounts. */
const withCount = (role: RoleRecord | undefined): RoleRecord | undefined =>
  role && { ...role, accountCount: role.accountCount ?? 0 };

/** A transaction step that moves a custom role's account counter; the role must still exist. */
export const roleCounterStep = (table: string, tenant: string, roleId: string, delta: 1 | -1) =>
  entitySteps.update(table, roleEntity, { tenant, roleId }, { add: { accountCount: delta }, condition: 'exists' }).item;

/** Custom roles under their tenant, their code claims and the roleId → tenant directory. */
export function createRoleRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    async get(tenant: string, roleId: string): Promise<RoleRecord | undefined> {
      return withCount(await store.get(roleEntity, { tenant, roleId }));
    },

    /** The tenant of a custom role, for callers that know only its id. */
    async tenantOf(roleId: string): Promise<string | undefined> {
      return (await store.get(roleDirectoryEntity, { roleId }))?.tenant;
    },

    async getMany(refs: { tenant: string; roleId: string }[]): Promise<RoleRecord[]> {
      const unique = [...new Map(refs.map((r) => [`${r.tenant}|${r.roleId}`, roleEntity.key(r)])).values()];
      if (!unique.length) return [];
      return (await batchGetAll(db, table(), unique)).map((i) => withCount(roleEntity.parse(i))!);
    },

    async list(
      tenant: string,
      filters: { name?: string; roleType?: number },
      page: { cursor?: string; pageSize: number },
    ): Promise<Page<RoleRecord>> {
      const filter = allOf([
        filters.name && attributeContains('name', filters.name),
        filters.roleType && { expression: 'roleType = :rt', values: { ':rt': filters.roleType } },
      ]);
      const found = await store.page(
        roleEntity,
        { ...within(roleEntity, { tenant }), ...(filter ? { filter } : {}) },
        { ...page, maxReads: 1 },
      );
      return { ...found, items: found.items.map((r) => withCount(r)!) };
    },

    /** Creates a role, claiming its code in the tenant (a taken code → 409 naming `code`). */
    async create(tenant: string, role: RoleRecord): Promise<void> {
      const conflict = new AppError('CONFLICT', {}, 'code');
      await store.putUnique(
        roleEntity,
        { ...role, tenant },
        {
          onExists: conflict,
          claims: [
            { key: roleCodeEntity.key({ tenant, code: role.code }), attributes: { roleId: role.roleId }, onFail: conflict },
          ],
          also: [entitySteps.put(table(), roleDirectoryEntity, { roleId: role.roleId, tenant })],
        },
      );
    },

    /** Updates name, description, permissions and maybe the code (re-claimed in the same transaction). */
    async update(tenant: string, before: RoleRecord, set: Partial<RoleRecord>): Promise<void> {
      const key = { tenant, roleId: before.roleId };
      if (!set.code || set.code === before.code) {
        await store.update(roleEntity, key, { set, condition: 'exists' }, new AppError('NOT_FOUND'));
        return;
      }
      const conflict = new AppError('CONFLICT', {}, 'code');
      await store.transact([
        entitySteps.update(table(), roleEntity, key, { set, condition: 'exists' }, conflict),
        entitySteps.delete(table(), roleCodeEntity, { tenant, code: before.code }),
        entitySteps.put(table(), roleCodeEntity, { tenant, code: set.code, roleId: before.roleId }, 'absent', conflict),
      ]);
    },

    /** Deletes a role no account uses; otherwise 409 ROLE_IN_USE with the count. */
    async remove(tenant: string, role: RoleRecord): Promise<void> {
      const unused = {
        expression: 'attribute_exists(pk) AND (attribute_not_exists(accountCount) OR accountCount = :zero)',
        values: { ':zero': 0 },
      };
      try {
        await store.transact([
          entitySteps.delete(table(), roleEntity, { tenant, roleId: role.roleId }, unused),
          entitySteps.delete(table(), roleCodeEntity, { tenant, code: role.code }),
          entitySteps.delete(table(), roleDirectoryEntity, { roleId: role.roleId }),
        ]);
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const now = await this.get(tenant, role.roleId);
        if (!now) throw new AppError('NOT_FOUND');
        throw new AppError('ROLE_IN_USE', { count: now.accountCount });
      }
    },
  };
}

export type RoleRepository = ReturnType<typeof createRoleRepository>;
