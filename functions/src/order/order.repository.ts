import { displayName } from '../customer/customer-names.repository.ts';
import { config } from '../platform/config.ts';
/**
 * Orders in the table (shared/data/entities/order.entity.ts): the order and its list copies, written
 * together; a pay-state change updates every copy in one transaction. `orderWrites` gives the
 * transaction items of a new order, so the card actions that order a pack or a renewal write the
 * order in the same transaction as the card change.
 */
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { enterpriseEntity, secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { orderEntity, orderListEntity } from '../shared/data/entities/order.entity.ts';
import { retailPlanEntity } from '../shared/data/entities/plan.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { isConditionFailure } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type OrderRecord, type PayState, familyOf } from './order-model.ts';

/** The scopes an order is listed under: the platform's, its enterprise's and its secondary customer's. */
export const orderScopes = (o: Pick<OrderRecord, 'channelCustId' | 'custId'>): string[] => [
  scopeKeys.platform,
  ...scopeKeys.customers(o.channelCustId, o.custId),
];

/** The transaction items that write a new order and its list copies (the order must not exist yet). */
export function orderWrites(table: string, o: OrderRecord) {
  const family = familyOf(o.orderType);
  return [
    entitySteps.put(table, orderEntity, o, 'absent').item,
    ...orderScopes(o).map((scope) => entitySteps.put(table, orderListEntity, { ...o, scope, family }).item),
  ];
}

export interface OrderQuery {
  scope: string;
  family: ReturnType<typeof familyOf>;
  range?: readonly [string, string];
  filter?: Condition;
  cursor?: string;
  pageSize: number;
}

export function createOrderRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    /** The transaction items of a new order, for a card action's own transaction. */
    writes: (o: OrderRecord) => orderWrites(table(), o),
    get: (channelCustId: string, orderId: string) => store.get(orderEntity, { channelCustId, orderId }, true),
    /** Writes the order unless one with its id exists; false when it does (a replayed create). */
    async create(o: OrderRecord): Promise<boolean> {
      try {
        await store.transact(orderWrites(table(), o).map((item) => ({ item })));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    /** Moves the order and its copies to a pay state, if it is still in `from`; false otherwise. */
    async setPayState(o: OrderRecord, from: PayState, to: PayState, by: string, at: string): Promise<boolean> {
      const set = { payState: to, payStateAt: at, payStateBy: by };
      const still = { expression: 'payState = :from', values: { ':from': from } };
      const family = familyOf(o.orderType);
      try {
        await store.transact([
          entitySteps.update(table(), orderEntity, o, { set, condition: still }),
          ...orderScopes(o).map((scope) =>
            entitySteps.update(
              table(),
              orderListEntity,
              { scope, family, createdAt: o.createdAt, orderId: o.orderId },
              { set, condition: 'exists' },
            ),
          ),
        ]);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    /** A page of a scope's orders of a family, newest first; `range` narrows to creation times. */
    list(q: OrderQuery): Promise<Page<OrderRecord>> {
      const pk = orderListEntity.prefix({ scope: q.scope, family: q.family }).pk;
      return store.page(
        orderListEntity,
        {
          pk,
          ...(q.range ? { sk: { between: q.range } } : {}),
          backwards: true,
          ...(q.filter ? { filter: q.filter } : {}),
        },
        { cursor: q.cursor, pageSize: q.pageSize, maxReads: 5 },
      ) as Promise<Page<OrderRecord>>;
    },
    enterpriseExists: async (channelCustId: string): Promise<boolean> => !!(await store.get(enterpriseEntity, { channelCustId })),
    /** A card of the enterprise (its secondary customer), or undefined when it has no such card. */
    async card(channelCustId: string, iccid: string): Promise<{ custId: string | null } | undefined> {
      const card = await store.get(cardEntity, { channelCustId, iccid });
      return card ? { custId: card.custId ?? null } : undefined;
    },
    /** The retail plan the enterprise sells a plan at to a secondary customer, if any (a small partition). */
    async retailFor(channelCustId: string, custId: string, goodsReleaseId: string) {
      const plans = await store.all(retailPlanEntity, within(retailPlanEntity, { channelCustId }));
      const found = plans.find(
        (r) => r.custIds.includes(custId) && (r as { goodsReleaseId?: string }).goodsReleaseId === goodsReleaseId,
      ) as (typeof plans)[number] & { retailPrice?: number };
      return found && typeof found.retailPrice === 'number' ? { retailId: found.retailId, retailPrice: found.retailPrice } : null;
    },
    /** Display names of enterprises and secondary customers in the reader's language (`<c>` and `<c>|<s>`). */
    async customerNames(owners: Pick<OrderRecord, 'channelCustId' | 'custId'>[], lang: Lang): Promise<Map<string, string>> {
      const keyList = [
        ...new Set(
          owners.flatMap((o) => [
            JSON.stringify(enterpriseEntity.key({ channelCustId: o.channelCustId })),
            ...(o.custId ? [JSON.stringify(secondaryEntity.key({ channelCustId: o.channelCustId, custId: o.custId }))] : []),
          ]),
        ),
      ].map((k) => JSON.parse(k) as { pk: string; sk: string });
      const items = keyList.length ? await batchGetAll(db, table(), keyList) : [];
      const out = new Map<string, string>();
      for (const i of items) {
        const name = displayName(i, lang);
        if (!name) continue;
        out.set(
          typeof i.custId === 'string' && i.sk !== 'PROFILE' ? `${i.channelCustId}|${i.custId}` : String(i.channelCustId),
          name,
        );
      }
      return out;
    },
  };
}

export type OrderRepository = ReturnType<typeof createOrderRepository>;
