import { createBillRepository } from '../bill/bill.repository.ts';
import { config } from '../platform/config.ts';
import { BatchWriteCommand } from '../shared/aws/dynamodb-commands.ts';
import { type DocumentClient, documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { enterpriseEntity, secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { basicPlanEntity, retailPlanEntity } from '../shared/data/entities/plan.entity.ts';
import { saleOrderCardEntity, saleOrderEntity, saleOrderListEntity } from '../shared/data/entities/sale-order.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { ownerPointerPut } from '../shared/data/owner-directory.repository.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { chunks } from '../shared/util/map-limit.ts';
import { SALE_ORDER_MAX_CARDS, type SaleOrder } from './sale-order-model.ts';

/** The scopes whose lists show an order: the platform's, its enterprise's and, when it has one, its secondary customer's. */
export const saleOrderScopes = (o: Pick<SaleOrder, 'channelCustId' | 'custId'>): string[] => [
  scopeKeys.platform,
  ...scopeKeys.customers(o.channelCustId, o.custId),
];

/** A plan as an order is priced at: the basic plan (its price and operator) and, for a secondary customer, a retail plan. */
export interface OrderPlan {
  name: string;
  operator: string;
  status: string;
  releasePrice: number;
}
export interface OrderRetail {
  goodsReleaseId: string;
  retailPrice: number;
  custIds: string[];
  status: string;
}

/**
 * Sales orders: the order (`CUST#<c>#SO#<number>` / `SO`) with one membership per covered card in
 * its partition (`CARD#<iccid>`), a list copy per scope (`<scope>#SALEORDERS` / `<number>`) and an
 * owner pointer (a platform deep link names the number alone). Every change of the order updates
 * the order and its copies in one transaction.
 */
export function createSaleOrderRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const bills = createBillRepository(db, table);

  /** The order and its copies changed alike, in one transaction under one condition on the order. */
  function updateAll(order: SaleOrder, set: Partial<SaleOrder>, condition: Condition, onFail: AppError) {
    const t = table();
    return store.transact([
      entitySteps.update(t, saleOrderEntity, order, { set, condition }, onFail),
      ...saleOrderScopes(order).map((scope) =>
        entitySteps.update(t, saleOrderListEntity, { scope, salesOrderNumber: order.salesOrderNumber }, { set }),
      ),
    ]);
  }

  return {
    enterpriseExists: async (channelCustId: string) => Boolean(await store.get(enterpriseEntity, { channelCustId })),
    secondaryExists: async (channelCustId: string, custId: string) =>
      Boolean(await store.get(secondaryEntity, { channelCustId, custId })),
    async plan(goodsReleaseId: string): Promise<OrderPlan | undefined> {
      const item = (await store.get(basicPlanEntity, { goodsReleaseId })) as (OrderPlan & Record<string, unknown>) | undefined;
      return (
        item && {
          name: item.name,
          operator: String(item.operator),
          status: item.status,
          releasePrice: Number(item.releasePrice ?? 0),
        }
      );
    },
    async retail(channelCustId: string, retailId: string): Promise<OrderRetail | undefined> {
      const item = (await store.get(retailPlanEntity, { channelCustId, retailId })) as
        | (OrderRetail & Record<string, unknown>)
        | undefined;
      return (
        item && {
          goodsReleaseId: String(item.goodsReleaseId),
          retailPrice: Number(item.retailPrice),
          custIds: [...item.custIds],
          status: item.status,
        }
      );
    },

    /** Records a new order with its list copies and owner pointer; a number taken (by any enterprise) answers `onExists`. */
    create(order: SaleOrder, onExists: AppError): Promise<void> {
      const t = table();
      return store.putUnique(saleOrderEntity, order, {
        onExists,
        claims: [],
        also: [
          ...saleOrderScopes(order).map((scope) => entitySteps.put(t, saleOrderListEntity, { ...order, scope })),
          // Numbers are global (a platform deep link names only the number): another enterprise's order
          // with the same number fails this claim, and the service draws another number.
          {
            item: {
              Put: {
                ...ownerPointerPut(t, 'SALE_ORDER', order.salesOrderNumber, order.channelCustId).Put!,
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            onFail: onExists,
          },
        ],
      });
    },

    get: (channelCustId: string, salesOrderNumber: string) =>
      store.get(saleOrderEntity, { channelCustId, salesOrderNumber }, true),

    /** A page of a scope's orders, newest first, optionally of one type, reply or handle status. */
    async page(
      scope: string,
      o: { orderType?: number; replyStatus?: number; handleStatus?: number; cursor?: string; pageSize: number },
    ): Promise<Page<SaleOrder>> {
      const parts: string[] = [];
      const values: Record<string, unknown> = {};
      for (const field of ['orderType', 'replyStatus', 'handleStatus'] as const) {
        if (o[field] === undefined) continue;
        parts.push(`${field} = :${field}`);
        values[`:${field}`] = o[field];
      }
      const filter = parts.length ? { expression: parts.join(' AND '), values } : undefined;
      const found = await store.page(
        saleOrderListEntity,
        { ...within(saleOrderListEntity, { scope }), backwards: true, ...(filter ? { filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
      return found as Page<SaleOrder>;
    },

    /** The ICCIDs the order covers (bounded by the order's quantity). */
    async linked(order: SaleOrder): Promise<Set<string>> {
      const items = await store.all(
        saleOrderCardEntity,
        within(saleOrderCardEntity, { channelCustId: order.channelCustId, salesOrderNumber: order.salesOrderNumber }),
        SALE_ORDER_MAX_CARDS,
      );
      return new Set(items.map((i) => i.iccid));
    },

    /** The cards among `iccids` the enterprise holds, with the secondary customer each is allocated to. */
    async cards(channelCustId: string, iccids: string[]): Promise<Map<string, string | null>> {
      const found = await batchGetAll(
        db,
        table(),
        iccids.map((iccid) => cardEntity.key({ channelCustId, iccid })),
        { ProjectionExpression: 'iccid, custId' },
      );
      return new Map(found.map((i) => [String(i.iccid), typeof i.custId === 'string' ? i.custId : null]));
    },

    /** Links cards (memberships written first, so a retried request finds them), then marks the order handled. */
    async handle(order: SaleOrder, iccids: string[], total: number, at: string, by: string): Promise<void> {
      const t = table();
      for (const part of chunks(iccids, 25)) {
        let pending: unknown[] | undefined = part.map((iccid) => ({
          PutRequest: {
            Item: saleOrderCardEntity.record({
              channelCustId: order.channelCustId,
              salesOrderNumber: order.salesOrderNumber,
              iccid,
              attachedAt: at,
            }),
          },
        }));
        while (pending?.length) {
          const res: { UnprocessedItems?: Record<string, unknown[]> } = await db.send(
            new BatchWriteCommand({ RequestItems: { [t]: pending as never } }),
          );
          pending = res.UnprocessedItems?.[t];
        }
      }
      await updateAll(
        order,
        { handleStatus: 1, handledCards: total, handledAt: at, handledBy: by },
        { expression: 'attribute_exists(pk)' },
        new AppError('NOT_FOUND', {}, 'salesOrderNumber'),
      );
    },

    /** Records the reply once: the condition refuses a second one that raced this. */
    reply(order: SaleOrder, set: Pick<SaleOrder, 'replyStatus' | 'result' | 'replyRemark' | 'repliedAt' | 'repliedBy'>) {
      return updateAll(
        order,
        set,
        { expression: 'replyStatus = :unreplied', values: { ':unreplied': 0 } },
        new AppError('SALE_ORDER_REPLIED'),
      );
    },

    /** The names a person reads: enterprises, secondary customers, plans and retail plans. */
    names: (
      q: { enterprises: string[]; secondaries: [string, string][]; plans: string[]; retails: [string, string][] },
      lang: Lang,
    ) => bills.names(q, lang),
  };
}

export type SaleOrderRepository = ReturnType<typeof createSaleOrderRepository>;
