import { config } from '../platform/config.ts';
import type { Tenant } from '../shared/auth/tenant.ts';
import { GetCommand, QueryCommand, type QueryCommandInput } from '../shared/aws/dynamodb-commands.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { containerCache } from '../shared/container-cache.ts';
import { type TableKey, batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity, enterpriseCardPartitions, subCustomerCardPartitions } from '../shared/data/entities/card.entity.ts';
import { secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { labelEntity } from '../shared/data/entities/label.entity.ts';
import { poolEntity } from '../shared/data/entities/pool.entity.ts';
import { saleOrderEntity } from '../shared/data/entities/sale-order.entity.ts';
import { cardStatsEntity } from '../shared/data/entities/usage.entity.ts';
import { cardActivationKeys, cardIccidKeys, cardMsisdnKeys, scopeKeys } from '../shared/data/keys.ts';
import { decodeCursor, encodeCursor } from '../shared/data/page-cursor.ts';
import {
  type ShardedPartition,
  proportionalShardLimit,
  shardedQueryPage,
  shardedQueryPages,
} from '../shared/data/sharded-query.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { CardFilter } from './card-filter.ts';
import { createMemberFilterReads } from './card-members.repository.ts';
import { createCardNames } from './card-names.ts';
import {
  type CardQueryPlan,
  type CardSort,
  type IndexQueryPlan,
  type PointQueryPlan,
  type SubStateRoute,
  cardMatches,
  cursorFits,
  cursorKeyOf,
  isPointPlan,
  planCardQuery,
  routeOfCursor,
  subStateRoute,
} from './card-query.ts';
import { type CardRow, toCardRow } from './card-row.ts';
import { createCardShards } from './card-shards.ts';

/** Index items one `page` call reads at most, as a multiple of the page size (selective filters come back short). */
export const READ_BUDGET_FACTOR = 5;
/** The most ICCIDs `iccids` answers (spec §9: 10,000 cards selected at most). */
export const MAX_SELECTION = 10_000;
/** Rows per merged read of a sharded enterprise's cards for exports and selections. */
const SHARDED_EXPORT_PAGE = 500;
/** Directory entries one export or selection step reads (then one BatchGet per 100 of their cards). */
const DIRECTORY_STEP = 500;
/** The largest page a screen asks for (docs/api.md `pageSize` 10..100); larger pages are exports'. */
const MAX_SCREEN_PAGE = 100;
/**
 * What a secondary customer's list keeps per container for a minute: that the customer exists under
 * its enterprise (only a found one: the 404 of an unknown id is read every time), and which index its
 * state-filtered list reads (`subStateRoute` of the counters: a choice of the cheaper read, never of
 * the rows).
 */
const SECONDARY_CACHE_MS = 60_000;
const secondaries = containerCache<true>(SECONDARY_CACHE_MS);
const subRoutes = containerCache<SubStateRoute>(SECONDARY_CACHE_MS);

export interface PageOptions {
  cursor?: string;
  pageSize: number;
  sort?: CardSort;
  /** Language of `customerName` (a secondary customer may have a Chinese name). */
  lang?: Lang;
}

/**
 * Reads of the card list: a page of a tenant's cards matching a filter, every matching card (for
 * exports) and every matching ICCID (for selection). Queries only; plan and customer names are
 * filled from the container's names, with one BatchGet for those not kept (card-names.ts).
 */
export function createCardListRepository(
  db: DocumentClient = documentClient(),
  table = () => config('tableName'),
  shards = createCardShards(db, table),
) {
  const queryInput = (plan: IndexQueryPlan, extra: Partial<QueryCommandInput> = {}): QueryCommandInput => ({
    TableName: table(),
    IndexName: plan.indexName,
    KeyConditionExpression: plan.keyCondition,
    ...(plan.filterExpression ? { FilterExpression: plan.filterExpression } : {}),
    ExpressionAttributeNames: plan.names,
    ExpressionAttributeValues: plan.values,
    ScanIndexForward: plan.scanIndexForward,
    ...extra,
  });

  const byMembers = createMemberFilterReads(db, table);
  const withNames = createCardNames(db, table);

  /**
   * The plan, with a secondary customer's state-filtered list routed to the index that reads fewer
   * items: the cursor's route when paging on, else the counters' choice (one BatchGet of two items).
   */
  async function planFor(tenant: Tenant, filter: CardFilter, sort: CardSort, cursor?: string): Promise<CardQueryPlan> {
    return spread(tenant, await planOf(tenant, filter, sort, cursor));
  }

  /**
   * An index plan of an enterprise whose card index is spread: every shard's partition of the
   * enterprise's index, or of the secondary customer's (spread over the same count).
   */
  async function spread(tenant: Tenant, plan: CardQueryPlan): Promise<CardQueryPlan> {
    if (plan.kind !== 'index') return plan;
    const n = await shards.count(tenant.channelCustId);
    if (n <= 1) return plan;
    if (plan.directory === 'iccid') return { ...plan, shards: cardIccidKeys.enterpriseShards(tenant.channelCustId, n) };
    if (plan.directory === 'msisdn') return { ...plan, shards: cardMsisdnKeys.enterpriseShards(tenant.channelCustId, n) };
    if (plan.directory === 'activation') return { ...plan, shards: cardActivationKeys.enterpriseShards(tenant.channelCustId, n) };
    if (plan.indexName === 'byCustomerState') return { ...plan, shards: enterpriseCardPartitions(tenant.channelCustId, n) };
    return tenant.custId ? { ...plan, shards: subCustomerCardPartitions(tenant.channelCustId, tenant.custId, n) } : plan;
  }

  /**
   * The cards of directory entries (a `directory` plan's items), in their order: read under the tenant's
   * own key (another enterprise's card cannot be read), then every filter in memory.
   */
  async function cardsOfEntries(entries: Record<string, unknown>[], tenant: Tenant, filter: CardFilter) {
    const iccids = entries.filter((e) => e.channelCustId === tenant.channelCustId).map((e) => String(e.iccid));
    const found = iccids.length
      ? await batchGetAll(
          db,
          table(),
          iccids.map((iccid) => cardEntity.key({ channelCustId: tenant.channelCustId, iccid })),
        )
      : [];
    const byIccid = new Map(found.map((c) => [String(c.iccid), c]));
    return iccids
      .map((i) => byIccid.get(i))
      .filter(
        (c): c is Record<string, unknown> =>
          c !== undefined && cardMatches(c as unknown as Parameters<typeof cardMatches>[0], tenant, filter),
      );
  }
  /** A page's items as cards: a directory plan's entries become their matching cards. */
  const asCards = (plan: IndexQueryPlan, items: Record<string, unknown>[], tenant: Tenant, filter: CardFilter) =>
    plan.directory ? cardsOfEntries(items, tenant, filter) : Promise.resolve(items);
  /**
   * Whether a directory plan's entries alone answer the filter: the ICCID directory's or the MSISDN
   * entries' with nothing but their range and the scope (neither entry changes with the card). An
   * activation entry is checked on its card.
   */
  const rangeOnly = (plan: IndexQueryPlan, filter: CardFilter) =>
    (plan.directory === 'iccid' || plan.directory === 'msisdn') &&
    Object.keys(filter).every((k) =>
      [
        ...(plan.directory === 'iccid' ? ['iccidFrom', 'iccidTo'] : ['msisdnFrom', 'msisdnTo']),
        'channelCustId',
        'custId',
      ].includes(k),
    );

  /** The sharded reader's view of a plan whose enterprise index is spread, else undefined. */
  const shardedOf = (plan: IndexQueryPlan): ShardedPartition | undefined =>
    plan.shards && plan.shards.length > 1
      ? { partition: plan.partition, shards: plan.shards, sortKeyName: plan.sortKeyName, cursorKey: plan.keyAttributes }
      : undefined;

  async function planOf(tenant: Tenant, filter: CardFilter, sort: CardSort, cursor?: string): Promise<CardQueryPlan> {
    if (
      !tenant.custId ||
      filter.state === undefined ||
      filter.iccid ||
      filter.msisdn ||
      filter.imsi ||
      filter.imei ||
      filter.labelId ||
      filter.poolId ||
      filter.salesOrderNumber
    )
      return planCardQuery(tenant, filter, sort);
    const fromCursor = cursor ? routeOfCursor(cursor) : undefined;
    if (fromCursor) return planCardQuery(tenant, filter, sort, fromCursor);
    const custId = tenant.custId;
    const state = filter.state;
    const route = await subRoutes.through(`${tenant.channelCustId}|${custId}|${state}`, async () => {
      const entKey = cardStatsEntity.key({ scope: scopeKeys.enterprise(tenant.channelCustId) });
      const subKey = cardStatsEntity.key({ scope: scopeKeys.secondary(tenant.channelCustId, custId) });
      const stats = await batchGetAll(db, table(), [entKey, subKey]);
      const ent = stats.find((s) => s.pk === entKey.pk);
      const sub = stats.find((s) => s.pk === subKey.pk);
      return subStateRoute(Number(ent?.[`s${state}`] ?? 0), Number(sub?.total ?? 0));
    });
    return planCardQuery(tenant, filter, sort, route);
  }

  const startKey = (plan: IndexQueryPlan, cursor: string | undefined) => {
    const key = decodeCursor(cursor, plan.keyAttributes, plan.partition);
    if (key && !cursorFits(plan, key)) throw new AppError('VALIDATION', { reasonKey: 'format' }, 'cursor');
    return key;
  };

  /** The point look-ups: the tenant's card by ICCID, or the tenant's cards holding an MSISDN, an IMSI or an IMEI. */
  async function pointLookup(plan: PointQueryPlan, tenant: Tenant, filter: CardFilter) {
    let items: Record<string, unknown>[];
    if (plan.kind === 'iccid') {
      // The card key starts with the tenant, so another enterprise's card cannot be read.
      const { Item } = await db.send(
        new GetCommand({ TableName: table(), Key: cardEntity.key({ channelCustId: tenant.channelCustId, iccid: plan.iccid }) }),
      );
      items = Item ? [Item] : [];
    } else {
      const { Items } = await db.send(
        new QueryCommand({
          TableName: table(),
          IndexName: 'byAlternateId',
          KeyConditionExpression: 'gsi2pk = :pk',
          ExpressionAttributeValues: { ':pk': plan.gsi2pk },
        }),
      );
      // An IMSI or IMEI entry names no secondary customer: `cardMatches` checks it on the card read below.
      const own = (Items ?? []).filter(
        (d) =>
          d.channelCustId === tenant.channelCustId && (plan.kind === 'altId' || !tenant.custId || d.custId === tenant.custId),
      );
      items = own.length
        ? await batchGetAll(
            db,
            table(),
            own.map((d) => cardEntity.key({ channelCustId: tenant.channelCustId, iccid: String(d.iccid) })),
          )
        : [];
    }
    return items
      .filter((i) => cardMatches(i as unknown as Parameters<typeof cardMatches>[0], tenant, filter))
      .sort((a, b) => String(a.iccid).localeCompare(String(b.iccid)));
  }

  return {
    /**
     * One page of the tenant's matching cards. Reads at most READ_BUDGET_FACTOR × pageSize index
     * items; a page may come back short (even empty) with a cursor when the filters are selective.
     */
    async page(tenant: Tenant, filter: CardFilter, opts: PageOptions): Promise<{ items: CardRow[]; cursor: string | null }> {
      const plan = await planFor(tenant, filter, opts.sort ?? 'asc', opts.cursor);
      if (isPointPlan(plan)) {
        const rows = (await pointLookup(plan, tenant, filter)).map(toCardRow);
        if (opts.sort === 'desc') rows.reverse();
        return { items: await withNames(rows, opts.lang), cursor: null };
      }
      const budget = READ_BUDGET_FACTOR * opts.pageSize;
      if (plan.kind === 'members') {
        const { cards, next } = await byMembers.page(plan, tenant, filter, {
          cursor: opts.cursor,
          pageSize: opts.pageSize,
          budget,
        });
        return { items: await withNames(cards.map(toCardRow), opts.lang), cursor: encodeCursor(next) };
      }
      let start = startKey(plan, opts.cursor);
      const sharded = shardedOf(plan);
      if (sharded) {
        // A screen's page (≤ 100 rows) reads up to a page from every shard, in as many rounds as the read
        // budget allows (at least one); an export's page (500) each shard's share, refilled in rounds.
        const large = opts.pageSize > MAX_SCREEN_PAGE;
        const page = await shardedQueryPage(db, queryInput(plan), sharded, {
          ...(opts.cursor ? { cursor: opts.cursor } : {}),
          pageSize: opts.pageSize,
          maxReads: large ? READ_BUDGET_FACTOR : Math.max(1, Math.floor(READ_BUDGET_FACTOR / sharded.shards.length)),
          ...(large ? { shardLimit: proportionalShardLimit } : {}),
        });
        const cards = await asCards(plan, page.items, tenant, filter);
        return { items: await withNames(cards.map(toCardRow), opts.lang), cursor: page.cursor };
      }
      let read = 0;
      const kept: Record<string, unknown>[] = [];
      let next: Record<string, unknown> | undefined;
      for (;;) {
        const need = opts.pageSize - kept.length;
        // Without a FilterExpression every item read is kept: ask for exactly what the page needs. With
        // one, read what is left of the budget at once: one call fills the page of any filter matching
        // at least one card in READ_BUDGET_FACTOR (more items read, fewer round trips).
        const limit = plan.filterExpression ? budget - read : need;
        const res = await db.send(new QueryCommand(queryInput(plan, { Limit: limit, ExclusiveStartKey: start })));
        read += res.ScannedCount ?? limit;
        const items = res.Items ?? [];
        next = res.LastEvaluatedKey;
        if (items.length > need) {
          kept.push(...items.slice(0, need));
          next = cursorKeyOf(plan, kept[kept.length - 1]!);
          break;
        }
        kept.push(...items);
        if (!next || kept.length >= opts.pageSize || read >= budget) break;
        start = next as Record<string, string>;
      }
      const cards = await asCards(plan, kept, tenant, filter);
      return { items: await withNames(cards.map(toCardRow), opts.lang), cursor: encodeCursor(next) };
    },

    /** Every matching card, a DynamoDB page at a time (names filled, kept across pages). */
    async *all(tenant: Tenant, filter: CardFilter, opts: { sort?: CardSort; lang?: Lang } = {}): AsyncGenerator<CardRow[]> {
      const plan = await planFor(tenant, filter, opts.sort ?? 'asc');
      if (isPointPlan(plan)) {
        const rows = (await pointLookup(plan, tenant, filter)).map(toCardRow);
        if (rows.length) yield await withNames(rows, opts.lang);
        return;
      }
      if (plan.kind === 'members') {
        for await (const cards of byMembers.all(plan, tenant, filter)) yield await withNames(cards.map(toCardRow), opts.lang);
        return;
      }
      const sharded = shardedOf(plan);
      if (sharded) {
        for await (const items of shardedQueryPages(db, queryInput(plan), sharded, SHARDED_EXPORT_PAGE)) {
          const cards = await asCards(plan, items, tenant, filter);
          if (cards.length) yield await withNames(cards.map(toCardRow), opts.lang);
        }
        return;
      }
      let start: Record<string, unknown> | undefined;
      do {
        // A directory plan's pages are cut to what one step of BatchGets reads.
        const res = await db.send(
          new QueryCommand(queryInput(plan, { ExclusiveStartKey: start, ...(plan.directory ? { Limit: DIRECTORY_STEP } : {}) })),
        );
        start = res.LastEvaluatedKey;
        const rows = (await asCards(plan, res.Items ?? [], tenant, filter)).map(toCardRow);
        if (rows.length) yield await withNames(rows, opts.lang);
      } while (start);
    },

    /** Every matching ICCID (ICCID projection only); more than `max` → 422 BATCH_TOO_MANY. */
    async iccids(tenant: Tenant, filter: CardFilter, max = MAX_SELECTION): Promise<string[]> {
      const plan = await planFor(tenant, filter, 'asc');
      if (isPointPlan(plan)) return (await pointLookup(plan, tenant, filter)).map((i) => String(i.iccid));
      const out: string[] = [];
      if (plan.kind === 'members') {
        for await (const cards of byMembers.all(plan, tenant, filter, { onlyMatchFields: true })) {
          for (const c of cards) out.push(String(c.iccid));
          if (out.length > max) throw new AppError('BATCH_TOO_MANY');
        }
        return out;
      }
      const sharded = shardedOf(plan);
      if (sharded) {
        // The merge needs each item's keys: the whole item is read (a Query is charged by items read anyway).
        for await (const items of shardedQueryPages(db, queryInput(plan), sharded, SHARDED_EXPORT_PAGE)) {
          const matching = plan.directory && !rangeOnly(plan, filter) ? await cardsOfEntries(items, tenant, filter) : items;
          for (const i of matching) out.push(String(i.iccid));
          if (out.length > max) throw new AppError('BATCH_TOO_MANY');
        }
        return out;
      }
      // A directory plan's entries answer a bare ICCID range themselves; with other filters, the cards decide.
      const hydrate = plan.directory && !rangeOnly(plan, filter);
      let start: Record<string, unknown> | undefined;
      do {
        const res = await db.send(
          new QueryCommand(
            queryInput(plan, {
              ExclusiveStartKey: start,
              ...(hydrate
                ? { Limit: DIRECTORY_STEP }
                : { ProjectionExpression: '#iccid', ExpressionAttributeNames: { ...plan.names, '#iccid': 'iccid' } }),
            }),
          ),
        );
        const matching = hydrate ? await cardsOfEntries(res.Items ?? [], tenant, filter) : (res.Items ?? []);
        for (const i of matching) out.push(String(i.iccid));
        if (out.length > max) throw new AppError('BATCH_TOO_MANY');
        start = res.LastEvaluatedKey;
      } while (start);
      return out;
    },

    /**
     * The first of the filter's named things (label, pool, ICCID) that the tenant does not hold, if
     * any: one BatchGet under the tenant's own keys, so another tenant's ids are simply absent.
     */
    async missingFilterTarget(
      tenant: Tenant,
      filter: CardFilter,
    ): Promise<'labelId' | 'poolId' | 'iccid' | 'salesOrderNumber' | undefined> {
      const named = [
        ['labelId', filter.labelId && labelEntity.key({ channelCustId: tenant.channelCustId, labelId: filter.labelId })],
        ['poolId', filter.poolId && poolEntity.key({ channelCustId: tenant.channelCustId, poolId: filter.poolId })],
        [
          'salesOrderNumber',
          filter.salesOrderNumber &&
            saleOrderEntity.key({ channelCustId: tenant.channelCustId, salesOrderNumber: filter.salesOrderNumber }),
        ],
        ['iccid', filter.iccid && cardEntity.key({ channelCustId: tenant.channelCustId, iccid: filter.iccid })],
      ] as const;
      const wanted = named.filter((n): n is (typeof named)[number] & [string, TableKey] => Boolean(n[1]));
      if (!wanted.length) return undefined;
      const found = await batchGetAll(
        db,
        table(),
        wanted.map(([, key]) => key),
        { ProjectionExpression: 'pk, sk, custId' },
      );
      const held = (key: TableKey) =>
        found.find(
          (i) =>
            i.pk === key.pk &&
            i.sk === key.sk &&
            // A secondary customer holds its own cards and the sales orders placed for it.
            ((key.sk !== 'CARD' && key.sk !== 'SO') || !tenant.custId || i.custId === tenant.custId),
        );
      return wanted.find(([, key]) => !held(key))?.[0];
    },

    /** Whether a secondary customer exists under the enterprise (a found one kept a minute: SECONDARY_CACHE_MS). */
    async secondaryExists(channelCustId: string, custId: string): Promise<boolean> {
      const key = `${channelCustId}|${custId}`;
      if (secondaries.get(key)) return true;
      const { Item } = await db.send(
        new GetCommand({ TableName: table(), Key: secondaryEntity.key({ channelCustId, custId }), ProjectionExpression: 'pk' }),
      );
      if (Item) secondaries.set(key, true);
      return Boolean(Item);
    },
  };
}

export type CardListRepository = ReturnType<typeof createCardListRepository>;
