import { config } from '../platform/config.ts';
import { roleCounterStep } from '../role/role.repository.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { accountEntity, freezeRecordEntity } from '../shared/data/entities/account.entity.ts';
import { enterpriseEntity, secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { tenantKey } from '../shared/data/keys.ts';
import { allOf, attributeIs } from '../shared/data/list-filter.ts';
import { type TransactStep, failedConditions, isCancelledTransaction } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { AccountRecord } from './account.repository.ts';

/** A custom role an account uses, whose account counter moves with the account. */
export interface RoleRef {
  tenant: string;
  roleId: string;
}

export type FreezeRecord = InferItem<typeof freezeRecordEntity>;

export interface AccountFilters {
  loginName?: string;
  roleType?: number;
  status?: string;
}

/** Account management writes and reads: tenant lists, creation, edits, freezes and their records. */
export function createAccountAdminRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  /** The transaction of an account write and its role counter moves: a failed condition of the account write is `onAccount`. */
  async function withRoles(account: TransactStep, roleSteps: TransactStep['item'][], onAccount: AppError): Promise<void> {
    try {
      await store.transact([account, ...roleSteps.map((item) => ({ item }))]);
    } catch (error) {
      if (!isCancelledTransaction(error)) throw error;
      if (failedConditions(error).includes(0)) throw onAccount;
      throw new AppError('VALIDATION', { reasonKey: 'oneOf' }, 'roleId');
    }
  }
  return {
    /** One Query per page on `byAlternateId` (`<tenant>#ACCOUNTS`); login name prefix on the sort key. */
    async list(
      channelCustId: string | null,
      filters: AccountFilters,
      page: { cursor?: string; pageSize: number },
    ): Promise<Page<AccountRecord>> {
      const filter = allOf([
        // Built-in role ids are their own type; custom roles store roleType on the account.
        filters.roleType && {
          expression: '(roleType = :rt OR roleId = :rts)',
          values: { ':rt': filters.roleType, ':rts': String(filters.roleType) },
        },
        filters.status && attributeIs('status', filters.status),
      ]);
      // Every account of the tenant is listed once approved; the status only picks the listed key shape.
      const tenant = within(accountEntity, { channelCustId, status: 'active' }, 'accountsOfTenant');
      return store.page(
        accountEntity,
        {
          ...tenant,
          ...(filters.loginName ? { sk: { beginsWith: filters.loginName } } : {}),
          ...(filter ? { filter } : {}),
        },
        { ...page, maxReads: 1 },
      );
    },

    /** The display name of an enterprise or one of its secondary customers; undefined when it does not exist. */
    async customerName(channelCustId: string, custId?: string | null): Promise<string | undefined> {
      const item = custId
        ? await store.get(secondaryEntity, { channelCustId, custId })
        : await store.get(enterpriseEntity, { channelCustId });
      return item ? String(item.name ?? '') : undefined;
    },

    /** Creates the account record (login name unique → 409) and counts it on its custom role (gone → 422 roleId). */
    async create(account: AccountRecord, role?: RoleRef): Promise<void> {
      await withRoles(
        entitySteps.put(table(), accountEntity, account, 'absent'),
        role ? [roleCounterStep(table(), role.tenant, role.roleId, 1)] : [],
        new AppError('CONFLICT', {}, 'loginName'),
      );
    },

    /** Undoes `create` when the directory refuses the user. */
    async remove(loginName: string, role?: RoleRef): Promise<void> {
      await store.transact([
        entitySteps.delete(table(), accountEntity, { loginName }),
        ...(role ? [{ item: roleCounterStep(table(), role.tenant, role.roleId, -1) }] : []),
      ]);
    },

    /** Edits an account whose role is still `expectedRoleId`; a role change moves the role counters in the same transaction. */
    async update(loginName: string, expectedRoleId: string, set: Partial<AccountRecord>, move: { from?: RoleRef; to?: RoleRef }) {
      const sameRole = {
        expression: 'attribute_exists(pk) AND roleId = :expectedRole',
        values: { ':expectedRole': expectedRoleId },
      };
      await withRoles(
        entitySteps.update(table(), accountEntity, { loginName }, { set, condition: sameRole }),
        [
          ...(move.from ? [roleCounterStep(table(), move.from.tenant, move.from.roleId, -1)] : []),
          ...(move.to ? [roleCounterStep(table(), move.to.tenant, move.to.roleId, 1)] : []),
        ],
        new AppError('CONFLICT', {}, 'roleId'),
      );
    },

    /** Moves the account (of `channelCustId`) from one status to another and keeps the freeze record, atomically. */
    async changeStatus(
      record: FreezeRecord,
      move: { from: AccountRecord['status']; to: AccountRecord['status']; channelCustId: string | null },
      id: string,
    ) {
      const from = { expression: '#status = :from', names: { '#status': 'status' }, values: { ':from': move.from } };
      const status = new AppError('ACCOUNT_STATUS', {}, 'action');
      await store.transact([
        entitySteps.update(
          table(),
          accountEntity,
          { loginName: record.loginName },
          { set: { status: move.to }, current: { channelCustId: move.channelCustId }, condition: from },
          status,
        ),
        entitySteps.put(table(), freezeRecordEntity, { ...record, id }, undefined, status),
      ]);
    },

    /** Freeze records of an account, newest first. */
    freezeList: (loginName: string, page: { cursor?: string; pageSize: number }): Promise<Page<FreezeRecord>> =>
      store.page(freezeRecordEntity, { ...within(freezeRecordEntity, { loginName }), backwards: true }, { ...page, maxReads: 1 }),

    /** After an administrator's reset: the account must change its password at next sign-in. */
    async markReset(loginName: string): Promise<void> {
      await store.update(accountEntity, { loginName }, { set: { isResetPassword: true }, condition: 'exists' });
    },
  };
}

export type AccountAdminRepository = ReturnType<typeof createAccountAdminRepository>;
