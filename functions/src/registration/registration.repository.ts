import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { roleCounterStep } from '../role/role.repository.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { altKeys, keys, skPrefix, tenantKey } from '../shared/data/keys.ts';
import { type TransactStep, queryPage, transactSteps } from '../shared/data/operations.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';
import { setExpression } from '../shared/data/update-expressions.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import {
  type RegistrationRecord,
  type RegistrationStatus,
  type approval,
  pendingOnly,
  type rejection,
} from './registration-rules.ts';

export interface RegistrationListQuery {
  status?: RegistrationStatus;
  /** Part of the company or login name (filters the page). */
  keyword?: string;
  cursor?: string;
  pageSize?: number;
}

const PARTITION = keys.registration('').pk;
const strip = ({ pk: _p, sk: _s, gsi2pk: _g, gsi2sk: _h, ...rest }: Record<string, unknown>) =>
  rest as unknown as RegistrationRecord;

/** Registration requests and their decisions; a decision moves the applicant's account in the same transaction. */
export function createRegistrationRepository(db = documentClient(), table = () => config('tableName')) {
  /** Sets `set` on an item whose status is still pending; `onFail` when it is not. */
  const decide = (Key: Record<string, string>, set: Record<string, unknown>, onFail: AppError): TransactStep => {
    const u = setExpression(set);
    return {
      item: {
        Update: {
          TableName: table(),
          Key,
          UpdateExpression: u.UpdateExpression,
          ConditionExpression: '#st = :pending',
          ExpressionAttributeNames: { ...u.ExpressionAttributeNames, '#st': 'status' },
          ExpressionAttributeValues: { ...u.ExpressionAttributeValues, ':pending': 'pending' },
        },
      },
      onFail,
    };
  };
  const raced = new AppError('CONFLICT', {}, 'id');

  async function get(id: string): Promise<RegistrationRecord | undefined> {
    const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.registration(id), ConsistentRead: true }));
    return Item ? strip(Item) : undefined;
  }

  /** Runs a decision; when the registration was decided meanwhile, answers as if it had been decided before. */
  async function run(id: string, steps: TransactStep[]): Promise<void> {
    try {
      await transactSteps(db, steps);
    } catch (error) {
      if (error === raced) pendingOnly(await get(id));
      throw error;
    }
  }

  return {
    get,

    /**
     * One Query per page, newest first (ids sort by submission time): one status on `byAlternateId`
     * (`PLATFORM#REGISTRATIONS#<status>`), or every status from the registration partition.
     */
    async list(q: RegistrationListQuery): Promise<Page<RegistrationRecord>> {
      const byStatus = q.status ? altKeys.registrationOfStatus(q.status, '').gsi2pk : undefined;
      const values: Record<string, unknown> = byStatus
        ? { ':pk': byStatus }
        : { ':pk': PARTITION, ':prefix': skPrefix.registration };
      if (q.keyword) values[':kw'] = q.keyword;
      return queryPage(
        db,
        {
          TableName: table(),
          ...(byStatus
            ? { IndexName: 'byAlternateId', KeyConditionExpression: 'gsi2pk = :pk' }
            : { KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)' }),
          ...(q.keyword ? { FilterExpression: 'contains(companyName, :kw) OR contains(loginName, :kw)' } : {}),
          ExpressionAttributeValues: values,
          ScanIndexForward: false,
        },
        {
          cursor: q.cursor,
          pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE,
          maxReads: 1,
          ...(byStatus
            ? { cursorKey: ['pk', 'sk', 'gsi2pk', 'gsi2sk'], partition: { name: 'gsi2pk', value: byStatus } }
            : { partition: { name: 'pk', value: PARTITION } }),
        },
        strip,
      );
    },

    /**
     * Approves in one transaction: the registration and the account must both still be pending,
     * the enterprise must exist (or is created by `enterpriseSteps`), and a custom role counts the account.
     */
    async approve(
      r: RegistrationRecord,
      a: ReturnType<typeof approval>,
      enterpriseSteps: TransactStep[],
      customRoleId?: string,
    ): Promise<void> {
      const { channelCustId } = a.account;
      const tenant = tenantKey(channelCustId);
      const steps: TransactStep[] = [
        decide(keys.registration(r.id), { ...a.registration, ...altKeys.registrationOfStatus('approved', r.id) }, raced),
        decide(
          keys.account(a.loginName),
          { ...a.account, ...altKeys.accountOfTenant(tenant, a.loginName) },
          new AppError('ACCOUNT_STATUS', {}, 'id'),
        ),
        ...(enterpriseSteps.length
          ? enterpriseSteps
          : [
              {
                item: {
                  ConditionCheck: {
                    TableName: table(),
                    Key: keys.enterprise(channelCustId),
                    ConditionExpression: 'attribute_exists(pk)',
                  },
                },
                onFail: new AppError('NOT_FOUND', {}, 'channelCustId'),
              },
            ]),
        ...(customRoleId
          ? [
              {
                item: roleCounterStep(table(), tenant, customRoleId, 1),
                onFail: new AppError('REGISTRATION_ROLE', {}, 'roleId'),
              },
            ]
          : []),
      ];
      await run(r.id, steps);
    },

    /** Rejects in one transaction: the registration records the reason, the account stays unable to sign in. */
    async reject(r: RegistrationRecord, x: ReturnType<typeof rejection>): Promise<void> {
      await run(r.id, [
        decide(keys.registration(r.id), { ...x.registration, ...altKeys.registrationOfStatus('rejected', r.id) }, raced),
        decide(keys.account(x.loginName), x.account, new AppError('ACCOUNT_STATUS', {}, 'id')),
      ]);
    },
  };
}

export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>;
