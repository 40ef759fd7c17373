import { createCardShards, enterpriseCardsQuery } from '../card/card-shards.ts';
import { displayName } from '../customer/customer-names.repository.ts';
import type { OrderRecord } from '../order/order-model.ts';
import type { BasicPlan, RetailPlan } from '../plan/plan-model.ts';
import { config } from '../platform/config.ts';
import { UpdateCommand } from '../shared/aws/dynamodb-commands.ts';
/**
 * Bills and bill runs in the table (shared/data/entities/bill.entity.ts), and what the run reads:
 * an enterprise's cards in index order from a cursor, their usage months, the plans and the
 * enterprise's retail plans.
 */
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import {
  billCardsEntity,
  billEntity,
  billListEntity,
  billRunChunkEntity,
  billRunEntity,
  lateUsageEntity,
} from '../shared/data/entities/bill.entity.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { customerDirectoryEntity, enterpriseEntity, secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { orderListEntity } from '../shared/data/entities/order.entity.ts';
import { basicPlanEntity, retailPlanEntity } from '../shared/data/entities/plan.entity.ts';
import { poolEntity } from '../shared/data/entities/pool.entity.ts';
import { cardStatsEntity, cardUsageMonthEntity } from '../shared/data/entities/usage.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { type TransactStep, isConditionFailure } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { chunks, mapLimit } from '../shared/util/map-limit.ts';
import type { CardLines } from './bill-model.ts';
import { type BillOperation, operationSteps } from './bill-owed.ts';
import type { BilledCard } from './bill-run-rating.ts';

export type BillRun = InferItem<typeof billRunEntity>;
export type BillRunChunk = InferItem<typeof billRunChunkEntity>;
export type Bill = InferItem<typeof billEntity>;
export type BillSummary = InferItem<typeof billListEntity>;
export interface RunRef {
  channelCustId: string;
  cycle: string;
  calendar: BillRun['calendar'];
}

const CARD_INDEX_KEY = ['pk', 'sk', 'gsi1pk', 'gsi1sk'] as const;
const BILLED_FIELDS = [
  'iccid',
  'operator',
  'state',
  'custId',
  'goodsReleaseId',
  'poolId',
  'activatedAt',
  'createdAt',
  'stateLog',
];

/** BatchGet calls of card usage in flight while a chunk reads (each ≤ 100 keys). */
const USAGE_READS_IN_FLIGHT = 8;

/** The scopes a bill is listed under: the platform's, and its payer's (the enterprise or the secondary customer). */
export const billScopes = (b: Pick<Bill, 'channelCustId' | 'custId'>): string[] => [
  scopeKeys.platform,
  scopeKeys.customer(b.channelCustId, b.custId),
];

const summaryOf = ({ lines: _l, profitLines: _p, cardPages: _c, ...summary }: Bill): BillSummary => summary;

export function createBillRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const shards = createCardShards(db, table);

  return {
    /** Every enterprise of the platform (its customer directory). */
    enterprises: async (): Promise<string[]> =>
      (await store.all(customerDirectoryEntity, within(customerDirectoryEntity, {}))).map((c) => String(c.channelCustId)),
    enterpriseExists: async (channelCustId: string): Promise<boolean> => !!(await store.get(enterpriseEntity, { channelCustId })),
    getRun: (ref: RunRef) => store.get(billRunEntity, ref, true),
    /** Creates the run unless one exists for this enterprise, cycle and calendar; answers the one that stands. */
    async createRun(run: BillRun): Promise<{ run: BillRun; created: boolean }> {
      try {
        await store.put(billRunEntity, run, 'absent');
        return { run, created: true };
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        return { run: (await store.get(billRunEntity, run, true))!, created: false };
      }
    },
    updateRun: (ref: RunRef, set: Partial<BillRun>) => store.update(billRunEntity, ref, { set }),
    /** Restarts a failed run: it plans again; chunks already written are kept and skipped. */
    restartRun: (ref: RunRef, startedBy: string) =>
      store.update(billRunEntity, ref, { set: { status: 'processing', startedBy }, remove: ['failureCause', 'finishedAt'] }),
    chunk: (ref: RunRef, index: number) => store.get(billRunChunkEntity, { ...ref, index }, true),
    /** Every chunk marker of a run, in chunk order (one consistent Query of the run's partition). */
    chunks: (ref: RunRef) => store.all(billRunChunkEntity, { ...within(billRunChunkEntity, ref), consistent: true }),
    /** Writes a chunk's marker once; false when a replay finds it written. */
    async putChunk(ref: RunRef, index: number, chunk: BillRunChunk): Promise<boolean> {
      try {
        await store.put(billRunChunkEntity, { ...ref, index, ...chunk }, 'absent');
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * Up to `limit` cards of the enterprise from `cursor`, in index order (a Query is charged by the
     * items read, not the attributes returned, so the whole card is read).
     */
    async cards(
      channelCustId: string,
      cursor: string | null,
      limit: number,
    ): Promise<{ cards: BilledCard[]; cursor: string | null }> {
      // A spread card index is read a shard after another: a bill run needs every card, in no order.
      const q = enterpriseCardsQuery({ channelCustId }, await shards.count(channelCustId));
      const page = await store.page(cardEntity, q, {
        cursor: cursor ?? undefined,
        pageSize: limit,
        maxReads: Math.ceil(limit / 100) + 5,
        anyOrder: true,
      });
      return { cards: page.items, cursor: page.cursor };
    },
    /** Cards of the enterprise by ICCID (absent ones are left out). */
    async cardsByIccid(channelCustId: string, iccids: string[]): Promise<BilledCard[]> {
      const items = await batchGetAll(
        db,
        table(),
        iccids.map((iccid) => cardEntity.key({ channelCustId, iccid })),
      );
      return items.map((i) => cardEntity.parse(i));
    },
    runStatus: async (ref: RunRef) => (await store.get(billRunEntity, ref, true))?.status,
    /** Keeps each day's billed bytes unless recorded already (the first change's), and counts the change. */
    async recordBilled(ref: RunRef & { iccid: string }, billed: Record<`b${string}`, number>): Promise<void> {
      const names = Object.keys(billed);
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: lateUsageEntity.key(ref),
          UpdateExpression: `SET channelCustId = :c, iccid = :i, calendar = :cal, #cycle = :cy, ${names
            .map((_, i) => `#b${i} = if_not_exists(#b${i}, :b${i})`)
            .join(', ')} ADD v :one`,
          ExpressionAttributeNames: { '#cycle': 'cycle', ...Object.fromEntries(names.map((n, i) => [`#b${i}`, n])) },
          ExpressionAttributeValues: {
            ':c': ref.channelCustId,
            ':i': ref.iccid,
            ':cal': ref.calendar,
            ':cy': ref.cycle,
            ':one': 1,
            ...Object.fromEntries(names.map((n, i) => [`:b${i}`, billed[n as `b${string}`]])),
          },
        }),
      );
    },
    /** Late-usage records of the enterprise and calendar for cycles before `cycle` (at most `max`). */
    lateUsage: (channelCustId: string, calendar: RunRef['calendar'], cycle: string, max: number) =>
      store.all(
        lateUsageEntity,
        { pk: lateUsageEntity.prefix({ channelCustId, calendar }).pk, sk: { lessOrEqual: `${cycle}#` } },
        max,
      ),
    /** Clears a late-usage record once billed, unless it changed since it was read. */
    async clearLateUsage(r: { channelCustId: string; calendar: RunRef['calendar']; cycle: string; iccid: string; v: number }) {
      try {
        await store.delete(lateUsageEntity, r, { expression: 'v = :v', values: { ':v': r.v } });
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    },
    /**
     * The names a bill shows, in one BatchGet: enterprises and secondary customers (their display name
     * in the reader's language), basic plans, retail plans and data pools. Unknown ids are absent from the maps.
     */
    async names(
      q: {
        enterprises: string[];
        secondaries: [string, string][];
        plans: string[];
        retails: [string, string][];
        pools?: [string, string][];
      },
      lang: Lang,
    ) {
      const keyList = [
        ...new Set([
          ...q.enterprises.map((channelCustId) => JSON.stringify(enterpriseEntity.key({ channelCustId }))),
          ...q.secondaries.map(([channelCustId, custId]) => JSON.stringify(secondaryEntity.key({ channelCustId, custId }))),
          ...q.plans.map((goodsReleaseId) => JSON.stringify(basicPlanEntity.key({ goodsReleaseId }))),
          ...q.retails.map(([channelCustId, retailId]) => JSON.stringify(retailPlanEntity.key({ channelCustId, retailId }))),
          ...(q.pools ?? []).map(([channelCustId, poolId]) => JSON.stringify(poolEntity.key({ channelCustId, poolId }))),
        ]),
      ].map((k) => JSON.parse(k) as { pk: string; sk: string });
      const items = keyList.length ? await batchGetAll(db, table(), keyList) : [];
      const out = {
        customers: new Map<string, string>(),
        plans: new Map<string, string>(),
        retails: new Map<string, string>(),
        pools: new Map<string, string>(),
      };
      for (const i of items) {
        const customer = displayName(i, lang);
        if (i.sk === 'PROFILE' && customer) out.customers.set(String(i.channelCustId), customer);
        else if (
          typeof i.custId === 'string' &&
          customer &&
          String(i.sk).startsWith(secondaryEntity.prefix({ channelCustId: String(i.channelCustId) }).skPrefix)
        )
          out.customers.set(`${i.channelCustId}|${i.custId}`, customer);
        else if (typeof i.retailId === 'string') out.retails.set(i.retailId, String(i.retailName));
        else if (
          typeof i.poolId === 'string' &&
          String(i.sk).startsWith(poolEntity.prefix({ channelCustId: String(i.channelCustId) }).skPrefix)
        )
          out.pools.set(i.poolId, String(i.name));
        else if (typeof i.goodsReleaseId === 'string') out.plans.set(i.goodsReleaseId, String(i.name));
      }
      return out;
    },
    /**
     * The enterprise's one-off fees and card purchases ordered in `[from, to)` (UTC instants): one
     * range Query per order list, whose sort key is the order time.
     */
    async cycleOrders(channelCustId: string, range: readonly [string, string]): Promise<OrderRecord[]> {
      const scope = scopeKeys.enterprise(channelCustId);
      const read = (family: 'ORDERS' | 'CARDORDERS', orderType: OrderRecord['orderType']) =>
        store.all(orderListEntity, {
          pk: orderListEntity.prefix({ scope, family }).pk,
          sk: { between: range },
          filter: { expression: 'orderType = :type', values: { ':type': orderType } },
        });
      const [oneoff, cards] = await Promise.all([read('ORDERS', 'oneoff'), read('CARDORDERS', 'card')]);
      return [...oneoff, ...cards];
    },
    /** The enterprise's card count (its counters): an upper bound of the cards a run reads. */
    cardCount: async (channelCustId: string): Promise<number> =>
      Number((await store.get(cardStatsEntity, { scope: scopeKeys.enterprise(channelCustId) }))?.total ?? 0),
    /** The usage months of the cards (one item per card and month, absent when the card had no usage). */
    async usage(channelCustId: string, iccids: string[], months: string[]) {
      const keyList = iccids.flatMap((iccid) => months.map((month) => cardUsageMonthEntity.key({ channelCustId, iccid, month })));
      // BatchGets of 100 keys, several in flight: a chunk's reads overlap instead of queueing.
      const parts = await mapLimit(chunks(keyList, 100), USAGE_READS_IN_FLIGHT, (part) => batchGetAll(db, table(), part));
      return parts.flat() as (Record<string, unknown> & { pk: string; sk: string })[];
    },
    async plans(ids: string[]): Promise<Map<string, BasicPlan>> {
      const items = await batchGetAll(
        db,
        table(),
        [...new Set(ids)].map((goodsReleaseId) => basicPlanEntity.key({ goodsReleaseId })),
      );
      return new Map(items.map((i) => [String(i.goodsReleaseId), i as unknown as BasicPlan]));
    },
    retails: async (channelCustId: string): Promise<RetailPlan[]> =>
      (await store.all(retailPlanEntity, within(retailPlanEntity, { channelCustId }))) as unknown as RetailPlan[],

    /** Writes a chunk's card lines of one bill (a replayed chunk writes the same item again). */
    putCardLines: (channelCustId: string, billId: string, index: number, cards: CardLines[]) =>
      store.put(billCardsEntity, { channelCustId, billId, index, cards }),
    cardLines: (channelCustId: string, billId: string, index: number) =>
      store.get(billCardsEntity, { channelCustId, billId, index }),

    getBill: (channelCustId: string, billId: string) => store.get(billEntity, { channelCustId, billId }),
    /**
     * Writes a bill and its list copies, unless it exists (a replayed finish, or a re-run of a cycle
     * already billed): a bill once written changes only by publishing or write-off, never by a re-run.
     */
    async putBill(bill: Bill): Promise<boolean> {
      const summary = summaryOf(bill);
      try {
        await store.transact([
          entitySteps.put(table(), billEntity, bill, 'absent'),
          ...billScopes(bill).map((scope) => entitySteps.put(table(), billListEntity, { ...summary, scope })),
        ]);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    /**
     * The steps changing a bill and its list copies (`set`), the bill's own change conditioned on
     * `condition` (the list copies only on existing): publishing, a write-off, an overdue mark.
     */
    billSteps(
      bill: Pick<Bill, 'channelCustId' | 'custId' | 'cycle' | 'billId'>,
      set: Partial<Bill>,
      condition: Condition,
      remove: readonly (keyof Bill & keyof BillSummary)[] = [],
    ) {
      return [
        entitySteps.update(table(), billEntity, bill, { set, condition, remove }),
        ...billScopes(bill).map((scope) =>
          entitySteps.update(
            table(),
            billListEntity,
            { scope, cycle: bill.cycle, billId: bill.billId },
            { set, condition: 'exists', remove },
          ),
        ),
      ];
    },
    /** The steps publishing a bill (`set`: its publication, status and what it owes) and recording the operation. */
    publishSteps(bill: Bill, set: Partial<Bill>, op: BillOperation): TransactStep[] {
      const unpublished = { expression: 'publishStatus = :zero', values: { ':zero': 0 } };
      return [...this.billSteps(bill, set, unpublished), ...operationSteps(table(), op)];
    },
    /** Writes `steps` in one transaction; false when a condition failed (nothing written). */
    async transact(steps: TransactStep[]): Promise<boolean> {
      try {
        await store.transact(steps);
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },
    /** A page of a scope's bills, newest cycle first; `cycle` narrows to one cycle. */
    listBills(
      scope: string,
      o: { cycle?: string; filter?: Condition; cursor?: string; pageSize: number },
    ): Promise<Page<BillSummary>> {
      const q = within(billListEntity, o.cycle ? { scope, cycle: o.cycle } : { scope });
      return store.page(
        billListEntity,
        { ...q, backwards: true, ...(o.filter ? { filter: o.filter } : {}) },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: 5 },
      );
    },
  };
}

export type BillRepository = ReturnType<typeof createBillRepository>;
