/**
 * Content and rights in the table (shared/data/entities/content.entity.ts): the platform's providers,
 * products and sync runs (one partition each), and per enterprise its orders, users and monthly
 * bills. An order, its user's roll-up, its month's bill and its owner pointers are one transaction.
 */
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import {
  contentBillEntity,
  contentOrderEntity,
  contentProductEntity,
  contentProviderEntity,
  contentSyncRunEntity,
  contentUserEntity,
} from '../shared/data/entities/content.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { isConditionFailure } from '../shared/data/operations.ts';
import { ownerPointer, ownerPointerPut } from '../shared/data/owner-directory.repository.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { ContentProduct } from './content-model.ts';

export type ContentProvider = InferItem<typeof contentProviderEntity>;
export type ContentSyncRun = InferItem<typeof contentSyncRunEntity>;
export type ContentOrder = InferItem<typeof contentOrderEntity>;
export type ContentUser = InferItem<typeof contentUserEntity>;
export type ContentBill = InferItem<typeof contentBillEntity>;

const atVersion = (version: number): Condition => ({ expression: 'version = :v', values: { ':v': version } });

export function createContentRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    providers: () => store.all(contentProviderEntity, within(contentProviderEntity, {}), 1000),
    provider: (providerId: string) => store.get(contentProviderEntity, { providerId }),
    putProvider: (p: ContentProvider) => store.put(contentProviderEntity, p),

    products: () => store.all(contentProductEntity, within(contentProductEntity, {}), 5000),
    product: (productId: string) => store.get(contentProductEntity, { productId }),
    /** Writes a product the sync merged: a new one absent-only, a changed one at the version it read. */
    async putProduct(after: ContentProduct, before: ContentProduct | null): Promise<boolean> {
      try {
        await store.put(contentProductEntity, after, before ? atVersion(before.version) : 'absent');
        return true;
      } catch (error) {
        // Another run wrote it first: that run's write stands, this one is not repeated.
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /** Claims a run id; answers the stored run when it was claimed before. */
    async claimRun(run: ContentSyncRun): Promise<{ created: boolean; stored: ContentSyncRun }> {
      try {
        await store.put(contentSyncRunEntity, run, 'absent');
        return { created: true, stored: run };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return { created: false, stored: (await store.get(contentSyncRunEntity, run, true)) ?? run };
      }
    },
    putRun: (run: ContentSyncRun) => store.put(contentSyncRunEntity, run),
    runs: (o: { cursor?: string; pageSize: number }): Promise<Page<ContentSyncRun>> =>
      store.page(contentSyncRunEntity, { ...within(contentSyncRunEntity, {}), backwards: true }, { ...o, maxReads: 3 }),

    /**
     * Places an order: the order (absent-only), its user's roll-up and its month's bill (counted up),
     * and the owner pointers of the order, the bill and a vehicle (a VIN stays its first enterprise's).
     * `rightsEndAt` is the user's latest end of rights with this order (the service reads the user first).
     */
    async placeOrder(o: ContentOrder, billId: string, rightsEndAt: string): Promise<void> {
      const T = table();
      const user = { channelCustId: o.channelCustId, targetKind: o.targetKind, target: o.target };
      await store.transact([
        entitySteps.put(T, contentOrderEntity, o, 'absent'),
        {
          item: {
            Update: {
              TableName: T,
              Key: contentUserEntity.key(user),
              UpdateExpression:
                'SET channelCustId = :c, custId = :cust, targetKind = :k, target = :t, lastOrderAt = :at, ' +
                'firstOrderAt = if_not_exists(firstOrderAt, :at), rightsEndAt = :end ADD orderCount :one, amount :amount',
              ExpressionAttributeValues: {
                ':c': o.channelCustId,
                ':cust': o.custId,
                ':k': o.targetKind,
                ':t': o.target,
                ':at': o.createdAt,
                ':end': rightsEndAt,
                ':one': 1,
                ':amount': o.amount,
              },
            },
          },
        },
        entitySteps.update(T, contentBillEntity, o, {
          set: { billId, channelCustId: o.channelCustId, month: o.month, updatedAt: o.createdAt },
          add: { amount: o.amount, orderCount: 1 },
        }),
        { item: ownerPointerPut(T, 'CONTENT_ORDER', o.orderId, o.channelCustId) },
        { item: ownerPointerPut(T, 'CONTENT_BILL', billId, o.channelCustId) },
        ...(o.targetKind === 'vin'
          ? [
              {
                item: {
                  Put: {
                    TableName: T,
                    Item: ownerPointer('CONTENT_VIN', o.target, o.channelCustId),
                    ConditionExpression: 'attribute_not_exists(pk) OR channelCustId = :c',
                    ExpressionAttributeValues: { ':c': o.channelCustId },
                  },
                },
                onFail: new AppError('CONTENT_VIN_TAKEN', {}, 'target'),
              },
            ]
          : []),
      ]);
    },

    order: (channelCustId: string, orderId: string) => store.get(contentOrderEntity, { channelCustId, orderId }),
    /** A page of an enterprise's orders, newest first (one month's with `month`). */
    orders(channelCustId: string, o: { month?: string; filter?: Condition; cursor?: string; pageSize: number }) {
      const q = within(contentOrderEntity, { channelCustId });
      return store.page(
        contentOrderEntity,
        {
          ...q,
          ...(o.month ? { sk: { beginsWith: `CO${o.month.replace('-', '')}` } } : {}),
          backwards: true,
          ...(o.filter ? { filter: o.filter } : {}),
        },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
    },

    user: (channelCustId: string, targetKind: 'iccid' | 'vin', target: string) =>
      store.get(contentUserEntity, { channelCustId, targetKind, target }),
    users(channelCustId: string, o: { filter?: Condition; cursor?: string; pageSize: number }): Promise<Page<ContentUser>> {
      return store.page(
        contentUserEntity,
        { ...within(contentUserEntity, { channelCustId }), ...(o.filter ? { filter: o.filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
    },

    bill: (channelCustId: string, month: string) => store.get(contentBillEntity, { channelCustId, month }),
    bills(channelCustId: string, o: { filter?: Condition; cursor?: string; pageSize: number }): Promise<Page<ContentBill>> {
      return store.page(
        contentBillEntity,
        { ...within(contentBillEntity, { channelCustId }), backwards: true, ...(o.filter ? { filter: o.filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
    },
  };
}

export type ContentRepository = ReturnType<typeof createContentRepository>;
