import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { keys, skPrefix } from '../shared/data/keys.ts';
import { isConditionFailure, putUnique, queryPage, transactSteps, updateOrFail } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { setExpression } from '../shared/data/update-expressions.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { RoleRecord } from './role-rules.ts';

const strip = (item: Record<string, unknown> | undefined): RoleRecord | undefined => {
  if (!item) return undefined;
  const { pk: _p, sk: _s, ...rest } = item;
  return { accountCount: 0, ...rest } as RoleRecord;
};

/** A transaction step that moves a custom role's account counter; the role must still exist. */
export function roleCounterStep(table: string, tenant: string, roleId: string, delta: 1 | -1) {
  return {
    Update: {
      TableName: table,
      Key: keys.role(tenant, roleId),
      UpdateExpression: 'ADD accountCount :d',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':d': delta },
    },
  };
}

/** Custom roles under their tenant, their code claims and the roleId → tenant directory. */
export function createRoleRepository(db = documentClient(), table = () => config('tableName')) {
  return {
    async get(tenant: string, roleId: string): Promise<RoleRecord | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.role(tenant, roleId) }));
      return strip(Item);
    },

    /** The tenant of a custom role, for callers that know only its id. */
    async tenantOf(roleId: string): Promise<string | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.roleDirectory(roleId) }));
      return Item?.tenant as string | undefined;
    },

    async getMany(refs: { tenant: string; roleId: string }[]): Promise<RoleRecord[]> {
      const unique = [...new Map(refs.map((r) => [`${r.tenant}|${r.roleId}`, keys.role(r.tenant, r.roleId)])).values()];
      if (!unique.length) return [];
      return (await batchGetAll(db, table(), unique)).map((i) => strip(i)!);
    },

    async list(
      tenant: string,
      filters: { name?: string; roleType?: number },
      page: { cursor?: string; pageSize: number },
    ): Promise<Page<RoleRecord>> {
      const pk = keys.role(tenant, '').pk;
      const conditions: string[] = [];
      const names: Record<string, string> = {};
      const values: Record<string, unknown> = { ':pk': pk, ':sk': skPrefix.role };
      if (filters.name) {
        conditions.push('contains(#name, :name)');
        names['#name'] = 'name';
        values[':name'] = filters.name;
      }
      if (filters.roleType) {
        conditions.push('roleType = :rt');
        values[':rt'] = filters.roleType;
      }
      return queryPage(
        db,
        {
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ...(conditions.length ? { FilterExpression: conditions.join(' AND ') } : {}),
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: values,
        },
        { ...page, maxReads: 1, partition: { name: 'pk', value: pk } },
        (i) => strip(i)!,
      );
    },

    /** Creates a role, claiming its code in the tenant (a taken code → 409 naming `code`). */
    async create(tenant: string, role: RoleRecord): Promise<void> {
      const conflict = new AppError('CONFLICT', {}, 'code');
      await putUnique(db, table(), {
        item: { ...keys.role(tenant, role.roleId), ...role },
        onExists: conflict,
        claims: [{ key: keys.roleCode(tenant, role.code), attributes: { roleId: role.roleId }, onFail: conflict }],
        also: [{ Put: { TableName: table(), Item: { ...keys.roleDirectory(role.roleId), tenant } } }],
      });
    },

    /** Updates name, description, permissions and maybe the code (re-claimed in the same transaction). */
    async update(tenant: string, before: RoleRecord, set: Partial<RoleRecord>): Promise<void> {
      const update = {
        TableName: table(),
        Key: keys.role(tenant, before.roleId),
        ConditionExpression: 'attribute_exists(pk)',
        ...setExpression(set),
      };
      if (!set.code || set.code === before.code) {
        await updateOrFail(db, update, new AppError('NOT_FOUND'));
        return;
      }
      const conflict = new AppError('CONFLICT', {}, 'code');
      await transactSteps(db, [
        { item: { Update: update }, onFail: conflict },
        { item: { Delete: { TableName: table(), Key: keys.roleCode(tenant, before.code) } } },
        {
          item: {
            Put: {
              TableName: table(),
              Item: { ...keys.roleCode(tenant, set.code), roleId: before.roleId },
              ConditionExpression: 'attribute_not_exists(pk)',
            },
          },
          onFail: conflict,
        },
      ]);
    },

    /** Deletes a role no account uses; otherwise 409 ROLE_IN_USE with the count. */
    async remove(tenant: string, role: RoleRecord): Promise<void> {
      try {
        await transactSteps(db, [
          {
            item: {
              Delete: {
                TableName: table(),
                Key: keys.role(tenant, role.roleId),
                ConditionExpression: 'attribute_exists(pk) AND (attribute_not_exists(accountCount) OR accountCount = :zero)',
                ExpressionAttributeValues: { ':zero': 0 },
              },
            },
          },
          { item: { Delete: { TableName: table(), Key: keys.roleCode(tenant, role.code) } } },
          { item: { Delete: { TableName: table(), Key: keys.roleDirectory(role.roleId) } } },
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
