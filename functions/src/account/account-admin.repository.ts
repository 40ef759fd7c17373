import { GetCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { roleCounterStep } from '../role/role.repository.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { altKeys, keys, skPrefix, tenantKey } from '../shared/data/keys.ts';
import { failedConditions, isCancelledTransaction, queryPage } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { setExpression } from '../shared/data/update-expressions.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { AccountRecord } from './account.repository.ts';

/** A custom role an account uses, whose account counter moves with the account. */
export interface RoleRef {
  tenant: string;
  roleId: string;
}

export interface FreezeRecord {
  loginName: string;
  action: 'freeze' | 'thaw';
  reason: string;
  by: string;
  at: string;
}

export interface AccountFilters {
  loginName?: string;
  roleType?: number;
  status?: string;
}

const strip = (item: Record<string, unknown>) => {
  const { pk: _pk, sk: _sk, gsi2pk: _g, gsi2sk: _s, id: _i, ...rest } = item;
  return rest;
};

/** Account management writes and reads: tenant lists, creation, edits, freezes and their records. */
export function createAccountAdminRepository(db = documentClient(), table = () => config('tableName')) {
  return {
    /** One Query per page on `byAlternateId` (`<tenant>#ACCOUNTS`); login name prefix on the sort key. */
    async list(
      tenant: string,
      filters: AccountFilters,
      page: { cursor?: string; pageSize: number },
    ): Promise<Page<AccountRecord>> {
      const gsi2pk = altKeys.accountOfTenant(tenant, '').gsi2pk;
      const values: Record<string, unknown> = { ':pk': gsi2pk };
      const names: Record<string, string> = {};
      const filter: string[] = [];
      let keyCondition = 'gsi2pk = :pk';
      if (filters.loginName) {
        keyCondition += ' AND begins_with(gsi2sk, :prefix)';
        values[':prefix'] = filters.loginName;
      }
      if (filters.roleType) {
        // Built-in role ids are their own type; custom roles store roleType on the account.
        filter.push('(roleType = :rt OR roleId = :rts)');
        Object.assign(values, { ':rt': filters.roleType, ':rts': String(filters.roleType) });
      }
      if (filters.status) {
        filter.push('#status = :status');
        names['#status'] = 'status';
        values[':status'] = filters.status;
      }
      return queryPage(
        db,
        {
          TableName: table(),
          IndexName: 'byAlternateId',
          KeyConditionExpression: keyCondition,
          ...(filter.length ? { FilterExpression: filter.join(' AND ') } : {}),
          ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
          ExpressionAttributeValues: values,
        },
        {
          cursor: page.cursor,
          pageSize: page.pageSize,
          maxReads: 1,
          cursorKey: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
          partition: { name: 'gsi2pk', value: gsi2pk },
        },
        (i) => strip(i) as unknown as AccountRecord,
      );
    },

    /** The display name of an enterprise or one of its secondary customers; undefined when it does not exist. */
    async customerName(channelCustId: string, custId?: string | null): Promise<string | undefined> {
      const Key = custId ? keys.secondary(channelCustId, custId) : keys.enterprise(channelCustId);
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key }));
      return Item ? String(Item.name ?? '') : undefined;
    },

    /** Creates the account record (login name unique → 409) and counts it on its custom role (gone → 422 roleId). */
    async create(account: AccountRecord, role?: RoleRef): Promise<void> {
      const tenant = tenantKey(account.channelCustId);
      const put = {
        Put: {
          TableName: table(),
          Item: { ...keys.account(account.loginName), ...altKeys.accountOfTenant(tenant, account.loginName), ...account },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      };
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [put, ...(role ? [roleCounterStep(table(), role.tenant, role.roleId, 1)] : [])],
          }),
        );
      } catch (error) {
        if (!isCancelledTransaction(error)) throw error;
        if (failedConditions(error).includes(0)) throw new AppError('CONFLICT', {}, 'loginName');
        throw new AppError('VALIDATION', { reasonKey: 'oneOf' }, 'roleId');
      }
    },

    /** Undoes `create` when the directory refuses the user. */
    async remove(loginName: string, role?: RoleRef): Promise<void> {
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Delete: { TableName: table(), Key: keys.account(loginName) } },
            ...(role ? [roleCounterStep(table(), role.tenant, role.roleId, -1)] : []),
          ],
        }),
      );
    },

    /** Edits an account whose role is still `expectedRoleId`; a role change moves the role counters in the same transaction. */
    async update(
      loginName: string,
      expectedRoleId: string,
      set: Record<string, unknown>,
      move: { from?: RoleRef; to?: RoleRef },
    ) {
      const update = {
        TableName: table(),
        Key: keys.account(loginName),
        ...setExpression(set),
        ConditionExpression: 'attribute_exists(pk) AND roleId = :expectedRole',
      };
      update.ExpressionAttributeValues = { ...update.ExpressionAttributeValues, ':expectedRole': expectedRoleId };
      const steps = [
        ...(move.from ? [roleCounterStep(table(), move.from.tenant, move.from.roleId, -1)] : []),
        ...(move.to ? [roleCounterStep(table(), move.to.tenant, move.to.roleId, 1)] : []),
      ];
      try {
        await db.send(new TransactWriteCommand({ TransactItems: [{ Update: update }, ...steps] }));
      } catch (error) {
        if (!isCancelledTransaction(error)) throw error;
        if (failedConditions(error).includes(0)) throw new AppError('CONFLICT', {}, 'roleId');
        throw new AppError('VALIDATION', { reasonKey: 'oneOf' }, 'roleId');
      }
    },

    /** Moves the account from one status to another and keeps the freeze record, atomically. */
    async changeStatus(record: FreezeRecord, from: AccountRecord['status'], to: AccountRecord['status'], id: string) {
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              {
                Update: {
                  TableName: table(),
                  Key: keys.account(record.loginName),
                  UpdateExpression: 'SET #status = :to',
                  ConditionExpression: '#status = :from',
                  ExpressionAttributeNames: { '#status': 'status' },
                  ExpressionAttributeValues: { ':to': to, ':from': from },
                },
              },
              { Put: { TableName: table(), Item: { ...keys.freezeRecord(record.loginName, record.at, id), ...record } } },
            ],
          }),
        );
      } catch (error) {
        if (isCancelledTransaction(error)) throw new AppError('ACCOUNT_STATUS', {}, 'action');
        throw error;
      }
    },

    /** Freeze records of an account, newest first. */
    async freezeList(loginName: string, page: { cursor?: string; pageSize: number }): Promise<Page<FreezeRecord>> {
      const pk = keys.account(loginName).pk;
      return queryPage(
        db,
        {
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
          ExpressionAttributeValues: { ':pk': pk, ':sk': skPrefix.freezeRecord },
          ScanIndexForward: false,
        },
        {
          cursor: page.cursor,
          pageSize: page.pageSize,
          maxReads: 1,
          cursorKey: ['pk', 'sk'],
          partition: { name: 'pk', value: pk },
        },
        (i) => strip(i) as unknown as FreezeRecord,
      );
    },

    /** After an administrator's reset: the account must change its password at next sign-in. */
    async markReset(loginName: string): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.account(loginName),
          UpdateExpression: 'SET isResetPassword = :t',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':t': true },
        }),
      );
    },
  };
}

export type AccountAdminRepository = ReturnType<typeof createAccountAdminRepository>;
