import { type DynamoDBDocumentClient, GetCommand, QueryCommand, type QueryCommandInput } from '@aws-sdk/lib-dynamodb';
import { config } from '../platform/config.ts';
import type { Tenant } from '../shared/auth/tenant.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { type TableKey, batchGetAll } from '../shared/data/batch-get.ts';
import { keys } from '../shared/data/keys.ts';
import { decodeCursor, encodeCursor } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { CardFilter } from './card-filter.ts';
import {
  type CardQueryPlan,
  type CardSort,
  type IndexQueryPlan,
  cardMatches,
  cursorFits,
  cursorKeyOf,
  planCardQuery,
} from './card-query.ts';
import { type CardRow, toCardRow } from './card-row.ts';

/** Index items one `page` call reads at most, as a multiple of the page size (selective filters come back short). */
export const READ_BUDGET_FACTOR = 5;
/** The most ICCIDs `iccids` answers (spec §9: 10,000 cards selected at most). */
export const MAX_SELECTION = 10_000;

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
 * filled with one BatchGet per page.
 */
export function createCardListRepository(db: DynamoDBDocumentClient = documentClient(), table = () => config('tableName')) {
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

  const startKey = (plan: IndexQueryPlan, cursor: string | undefined) => {
    const key = decodeCursor(cursor, plan.keyAttributes, plan.partition);
    if (key && !cursorFits(plan, key)) throw new AppError('VALIDATION', { reasonKey: 'format' }, 'cursor');
    return key;
  };

  /** The point look-ups: the tenant's card by ICCID, or the tenant's cards holding an MSISDN. */
  async function pointLookup(plan: Extract<CardQueryPlan, { kind: 'iccid' | 'msisdn' }>, tenant: Tenant, filter: CardFilter) {
    let items: Record<string, unknown>[];
    if (plan.kind === 'iccid') {
      // The card key starts with the tenant, so another enterprise's card cannot be read.
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.card(tenant.channelCustId, plan.iccid) }));
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
      const own = (Items ?? []).filter(
        (d) => d.channelCustId === tenant.channelCustId && (!tenant.custId || d.custId === tenant.custId),
      );
      items = own.length
        ? await batchGetAll(
            db,
            table(),
            own.map((d) => keys.card(tenant.channelCustId, String(d.iccid))),
          )
        : [];
    }
    return items
      .filter((i) => cardMatches(i as unknown as Parameters<typeof cardMatches>[0], tenant, filter))
      .sort((a, b) => String(a.iccid).localeCompare(String(b.iccid)));
  }

  /** Fills planName and customerName of rows with one BatchGet (plans and secondary customers together). */
  async function withNames(rows: CardRow[], lang: Lang | undefined, known = new Map<string, string | null>()) {
    const planKey = (id: string) => `P#${id}`;
    const custKey = (c: string, s: string) => `C#${c}#${s}`;
    const wanted = new Map<string, TableKey>();
    for (const r of rows) {
      if (!known.has(planKey(r.goodsReleaseId))) wanted.set(planKey(r.goodsReleaseId), keys.basicPlan(r.goodsReleaseId));
      if (r.custId && !known.has(custKey(r.channelCustId, r.custId)))
        wanted.set(custKey(r.channelCustId, r.custId), keys.secondary(r.channelCustId, r.custId));
    }
    if (wanted.size) {
      const found = await batchGetAll(db, table(), [...wanted.values()], {
        ProjectionExpression: 'pk, sk, #n, nameZh',
        ExpressionAttributeNames: { '#n': 'name' },
      });
      for (const k of wanted.keys()) known.set(k, null);
      for (const item of found) {
        const sk = String(item.sk);
        const name =
          (lang === 'zh-CN' && typeof item.nameZh === 'string' && item.nameZh) || (item.name as string | undefined) || null;
        if (sk.startsWith('BASIC#')) known.set(planKey(sk.slice('BASIC#'.length)), name);
        else if (sk.startsWith('SUB#')) known.set(custKey(String(item.pk).slice('CUST#'.length), sk.slice('SUB#'.length)), name);
      }
    }
    return rows.map((r) => ({
      ...r,
      planName: known.get(planKey(r.goodsReleaseId)) ?? null,
      customerName: r.custId ? (known.get(custKey(r.channelCustId, r.custId)) ?? null) : null,
    }));
  }

  return {
    /**
     * One page of the tenant's matching cards. Reads at most READ_BUDGET_FACTOR × pageSize index
     * items; a page may come back short (even empty) with a cursor when the filters are selective.
     */
    async page(tenant: Tenant, filter: CardFilter, opts: PageOptions): Promise<{ items: CardRow[]; cursor: string | null }> {
      const plan = planCardQuery(tenant, filter, opts.sort ?? 'asc');
      if (plan.kind !== 'index') {
        const rows = (await pointLookup(plan, tenant, filter)).map(toCardRow);
        if (opts.sort === 'desc') rows.reverse();
        return { items: await withNames(rows, opts.lang), cursor: null };
      }
      let start = startKey(plan, opts.cursor);
      const budget = READ_BUDGET_FACTOR * opts.pageSize;
      let read = 0;
      const kept: Record<string, unknown>[] = [];
      let next: Record<string, unknown> | undefined;
      for (;;) {
        const need = opts.pageSize - kept.length;
        // Without a FilterExpression every item read is kept: ask for exactly what the page needs.
        const limit = plan.filterExpression ? Math.min(budget - read, opts.pageSize) : need;
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
      return { items: await withNames(kept.map(toCardRow), opts.lang), cursor: encodeCursor(next) };
    },

    /** Every matching card, a DynamoDB page at a time (names filled, cached across pages). */
    async *all(tenant: Tenant, filter: CardFilter, opts: { sort?: CardSort; lang?: Lang } = {}): AsyncGenerator<CardRow[]> {
      const plan = planCardQuery(tenant, filter, opts.sort ?? 'asc');
      const known = new Map<string, string | null>();
      if (plan.kind !== 'index') {
        const rows = (await pointLookup(plan, tenant, filter)).map(toCardRow);
        if (rows.length) yield await withNames(rows, opts.lang, known);
        return;
      }
      let start: Record<string, unknown> | undefined;
      do {
        const res = await db.send(new QueryCommand(queryInput(plan, { ExclusiveStartKey: start })));
        start = res.LastEvaluatedKey;
        const rows = (res.Items ?? []).map(toCardRow);
        if (rows.length) yield await withNames(rows, opts.lang, known);
      } while (start);
    },

    /** Every matching ICCID (ICCID projection only); more than `max` → 422 BATCH_TOO_MANY. */
    async iccids(tenant: Tenant, filter: CardFilter, max = MAX_SELECTION): Promise<string[]> {
      const plan = planCardQuery(tenant, filter, 'asc');
      if (plan.kind !== 'index') return (await pointLookup(plan, tenant, filter)).map((i) => String(i.iccid));
      const out: string[] = [];
      let start: Record<string, unknown> | undefined;
      do {
        const res = await db.send(
          new QueryCommand(
            queryInput(plan, {
              ExclusiveStartKey: start,
              ProjectionExpression: '#iccid',
              ExpressionAttributeNames: { ...plan.names, '#iccid': 'iccid' },
            }),
          ),
        );
        for (const i of res.Items ?? []) out.push(String(i.iccid));
        if (out.length > max) throw new AppError('BATCH_TOO_MANY');
        start = res.LastEvaluatedKey;
      } while (start);
      return out;
    },

    /** Whether a secondary customer exists under the enterprise. */
    async secondaryExists(channelCustId: string, custId: string): Promise<boolean> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table(), Key: keys.secondary(channelCustId, custId), ProjectionExpression: 'pk' }),
      );
      return Boolean(Item);
    },
  };
}

export type CardListRepository = ReturnType<typeof createCardListRepository>;
