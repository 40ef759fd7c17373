import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { customerDirectoryEntity, enterpriseEntity, secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { type EntityQuery, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import { allOf, attributeContains, attributeIs } from '../shared/data/list-filter.ts';
import { type TransactItem, type TransactStep, uniqueSteps } from '../shared/data/operations.ts';
import { DEFAULT_PAGE_SIZE, type Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { type CustomerRecord, codeClaim, customerKey, directoryItem } from './customer-record.ts';

export interface CustomerListQuery {
  name?: string;
  status?: number;
  cursor?: string;
  pageSize?: number;
}

/** Customers: profiles, secondary customers, the platform directory of enterprises and code claims. */
export function createCustomerRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const transact = (steps: TransactStep[]) => store.transact(steps);

  const put = (Item: Record<string, unknown>, ConditionExpression?: string): TransactItem => ({
    Put: { TableName: table(), Item, ...(ConditionExpression ? { ConditionExpression } : {}) },
  });
  const claimFails = () => new AppError('CONFLICT', {}, 'code');

  /** A page of customers (name and status filter the page). */
  function page(
    e: typeof customerDirectoryEntity | typeof secondaryEntity,
    list: EntityQuery<never>,
    q: CustomerListQuery,
  ): Promise<Page<CustomerRecord>> {
    const filter = allOf([
      q.name && attributeContains('name', q.name),
      q.status !== undefined && attributeIs('status', q.status),
    ]);
    return store.page(
      e,
      { ...list, ...(filter ? { filter } : {}) },
      { cursor: q.cursor, pageSize: q.pageSize ?? DEFAULT_PAGE_SIZE, maxReads: 1 },
    );
  }

  function creationSteps(r: CustomerRecord): TransactStep[] {
    const { pk, sk, ...claim } = codeClaim(r, r.code as string);
    return uniqueSteps(table(), {
      item: { ...r, ...customerKey(r) },
      onExists: new AppError('CONFLICT'),
      claims: [{ key: { pk, sk }, attributes: claim, onFail: claimFails() }],
      also: r.custId
        ? [entitySteps.check(table(), enterpriseEntity, r, 'exists', new AppError('NOT_FOUND', {}, 'channelCustId'))]
        : [{ item: put(directoryItem(r)), onFail: new AppError('CONFLICT') }],
    });
  }

  return {
    async get(channelCustId: string, custId: string | null): Promise<CustomerRecord | undefined> {
      return custId
        ? store.get(secondaryEntity, { channelCustId, custId }, true)
        : store.get(enterpriseEntity, { channelCustId }, true);
    },

    /** Enterprises, from the platform directory. */
    listEnterprises: (q: CustomerListQuery) => page(customerDirectoryEntity, within(customerDirectoryEntity, {}), q),

    /** One enterprise's secondary customers. */
    listSecondaries: (channelCustId: string, q: CustomerListQuery) =>
      page(secondaryEntity, within(secondaryEntity, { channelCustId }), q),

    /** Writes a new customer with its code claim (409 `code` if taken) and, for an enterprise, its directory item. */
    create: (r: CustomerRecord): Promise<void> => transact(creationSteps(r)),

    /** The writes of `create`, for a caller that creates a customer inside a larger transaction. */
    creationSteps: (r: CustomerRecord): TransactStep[] => creationSteps(r),

    /** Replaces a customer's item (and directory copy); a changed code moves its claim. */
    async update(before: CustomerRecord, after: CustomerRecord): Promise<void> {
      // The card index's shard count is the platform's own route (card-shards.ts): a profile save that
      // read the item before the count was set must not put the old count back (409: read it again).
      const shards = before.cardShards;
      const profile: TransactItem = {
        Put: {
          TableName: table(),
          Item: { ...after, ...customerKey(after) },
          ...(shards === undefined
            ? { ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(cardShards)' }
            : {
                ConditionExpression: 'attribute_exists(pk) AND cardShards = :shards',
                ExpressionAttributeValues: { ':shards': shards },
              }),
        },
      };
      const items = [{ item: profile, onFail: new AppError('CONFLICT') }];
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
