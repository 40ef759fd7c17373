import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { keys, skPrefix } from '../shared/data/keys.ts';
import { type TransactItem, type TransactStep, queryPage, transactSteps, uniqueSteps } from '../shared/data/operations.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { type CustomerRecord, codeClaim, customerKey, directoryItem } from './customer-record.ts';

export interface CustomerListQuery {
  name?: string;
  status?: number;
  cursor?: string;
  pageSize?: number;
}

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest as CustomerRecord;

/** Customers: profiles, secondary customers, the platform directory of enterprises and code claims. */
export function createCustomerRepository(db = documentClient(), table = () => config('tableName')) {
  const transact = (steps: TransactStep[]) => transactSteps(db, steps);

  const put = (Item: Record<string, unknown>, ConditionExpression?: string): TransactItem => ({
    Put: { TableName: table(), Item, ...(ConditionExpression ? { ConditionExpression } : {}) },
  });
  const claimFails = () => new AppError('CONFLICT', {}, 'code');

  async function page(pk: string, prefix: string, q: CustomerListQuery): Promise<Page<CustomerRecord>> {
    const filters: string[] = [];
    const names: Record<string, string> = {};
    const values: Record<string, unknown> = { ':pk': pk, ':prefix': prefix };
    if (q.name) {
      filters.push('contains(#name, :name)');
      names['#name'] = 'name';
      values[':name'] = q.name;
    }
    if (q.status !== undefined) {
      filters.push('#status = :status');
      names['#status'] = 'status';
      values[':status'] = q.status;
    }
    return queryPage(
      db,
      {
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...(filters.length ? { FilterExpression: filters.join(' AND '), ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
      },
      {
        cursor: q.cursor,
        pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE,
        maxReads: 1,
        cursorKey: ['pk', 'sk'],
        partition: { name: 'pk', value: pk },
      },
      strip,
    );
  }

  function creationSteps(r: CustomerRecord): TransactStep[] {
    const { pk, sk, ...claim } = codeClaim(r, r.code as string);
    const parent = keys.enterprise(r.channelCustId);
    return uniqueSteps(table(), {
      item: { ...r, ...customerKey(r) },
      onExists: new AppError('CONFLICT'),
      claims: [{ key: { pk, sk }, attributes: claim, onFail: claimFails() }],
      also: r.custId
        ? [
            {
              item: { ConditionCheck: { TableName: table(), Key: parent, ConditionExpression: 'attribute_exists(pk)' } },
              onFail: new AppError('NOT_FOUND', {}, 'channelCustId'),
            },
          ]
        : [{ item: put(directoryItem(r)), onFail: new AppError('CONFLICT') }],
    });
  }

  return {
    async get(channelCustId: string, custId: string | null): Promise<CustomerRecord | undefined> {
      const Key = customerKey({ channelCustId, custId });
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key, ConsistentRead: true }));
      return Item ? strip(Item) : undefined;
    },

    /** Enterprises, from the platform directory. */
    listEnterprises: (q: CustomerListQuery) => page(keys.customerDirectory('').pk, skPrefix.customer, q),

    /** One enterprise's secondary customers. */
    listSecondaries: (channelCustId: string, q: CustomerListQuery) =>
      page(keys.enterprise(channelCustId).pk, skPrefix.secondary, q),

    /** Writes a new customer with its code claim (409 `code` if taken) and, for an enterprise, its directory item. */
    create: (r: CustomerRecord): Promise<void> => transact(creationSteps(r)),

    /** The writes of `create`, for a caller that creates a customer inside a larger transaction. */
    creationSteps: (r: CustomerRecord): TransactStep[] => creationSteps(r),

    /** Replaces a customer's item (and directory copy); a changed code moves its claim. */
    async update(before: CustomerRecord, after: CustomerRecord): Promise<void> {
      const items = [
        { item: put({ ...after, ...customerKey(after) }, 'attribute_exists(pk)'), onFail: new AppError('NOT_FOUND') },
      ];
      if (!after.custId) items.push({ item: put(directoryItem(after)), onFail: new AppError('CONFLICT') });
      if (after.code !== before.code) {
        items.push({ item: put(codeClaim(after, after.code as string), 'attribute_not_exists(pk)'), onFail: claimFails() });
        if (before.code) {
          const old = codeClaim(before, before.code);
          items.push({
            item: { Delete: { TableName: table(), Key: { pk: old.pk, sk: old.sk } } },
            onFail: new AppError('CONFLICT'),
          });
        }
      }
      await transact(items);
    },
  };
}

export type CustomerRepository = ReturnType<typeof createCustomerRepository>;
