import { type Card, type Operator, addInto, cardItems, cardScopes, statDelta } from '@cmp/functions/card/card-record';
import type { LifecycleState } from '@cmp/functions/card/lifecycle';
/**
 * Bulk card loader for the scale benchmark (`npm run bench -- --scale N`): writes N demo cards
 * exactly as the product stores them (`cardItems`: card item, ICCID directory item, IMSI, IMEI, MSISDN and activation entries) with many
 * BatchWrite calls in flight, while the roll-up counters are summed in memory (`cardScopes` ×
 * `statDelta`, as the seed does) and added once per scope at the end, with the cards' report months
 * (report-months.ts: per enterprise and month, and the platform's month shards) and the roll-ups of a
 * year of their usage (usage-months.ts), so the reports read the same shape and figures at scale.
 */
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { BatchWriteCommand, UpdateCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { cardUsageMonthEntity } from '@cmp/functions/shared/data/entities/usage.entity';
import { keys } from '@cmp/functions/shared/data/keys';
import { daysInMonth } from '@cmp/functions/shared/time/calendar';
import { usageRollupUpdates } from '@cmp/functions/usage/usage-rollup';
import { dailyUsage, streamDemoCards } from './demo-data.ts';
import { createReportMonths } from './report-months.ts';
import { createUsageMonths, usageDays } from './usage-months.ts';

/**
 * A card's usage month item with the demo's daily usage (`dNN` bytes) on the days it used data (from its
 * activation while active: `usageDays`, as the year of usage), or undefined when it used nothing.
 */
function usageMonthItem(card: Card, month: string): Record<string, unknown> | undefined {
  const days: Record<string, number> = {};
  const used = usageDays(card);
  if (!used) return undefined;
  for (let d = 1; d <= daysInMonth(month); d++) {
    const day = `${month}-${String(d).padStart(2, '0')}`;
    if (day < used.from || (used.until !== null && day >= used.until)) continue;
    const bytes = dailyUsage(used.card, d, new Date(`${day}T00:00:00Z`).getUTCDay());
    if (bytes > 0) days[`d${day.slice(8)}`] = bytes;
  }
  if (!Object.keys(days).length) return undefined;
  return { ...cardUsageMonthEntity.key({ channelCustId: card.channelCustId, iccid: card.iccid, month }), ...days };
}

/** Adds one card's counter deltas to every scope it counts in (platform, enterprise, secondary customer). */
export function countCard(counters: Map<string, Record<string, number>>, card: Card): void {
  for (const scope of cardScopes(card)) {
    const s = counters.get(scope) ?? {};
    addInto(s, statDelta(card, 1, true));
    counters.set(scope, s);
  }
}

/** The card-stats counters of a set of cards, by scope. */
export function cardCounters(cards: Iterable<Card>): Map<string, Record<string, number>> {
  const counters = new Map<string, Record<string, number>>();
  for (const card of cards) countCard(counters, card);
  return counters;
}

export interface BulkLoadOptions {
  cards: number;
  now: Date;
  /** BatchWrite calls in flight (25 items each). */
  concurrency?: number;
  /** Called about every `progressEvery` cards written. */
  onProgress?: (written: number, seconds: number) => void;
  progressEvery?: number;
  /**
   * A calendar month ('YYYY-MM') of daily usage to write for every activated card (one card usage month
   * item each, as the usage pipeline stores it): the bill run's input.
   */
  usageMonth?: string;
  /** Writes the cards' report months as the seed does (report-months.ts; default true): the reports read them. */
  reportMonths?: boolean;
  /**
   * Writes the roll-ups of a year of the cards' usage (usage-months.ts; default true): the scope usage months
   * and years and the usage report's months, as ingestion would have for those days. Not the per-card items.
   */
  usageYear?: boolean;
  /** Enterprises whose card index is spread (their `cardShards`, set before loading): each card carries the count. */
  cardShards?: Readonly<Record<string, number>>;
}

export interface BulkLoadResult {
  cards: number;
  items: number;
  batchWrites: number;
  /** Items DynamoDB handed back as unprocessed and that were written again. */
  retriedItems: number;
  /** Of `items`, the report month items (per enterprise and month, and the platform's month shards). */
  reportItems: number;
  /** Of `items`, the usage roll-up items of the year of usage (scope months and years, usage report months). */
  usageItems: number;
  /** Card-days of usage in those roll-ups. */
  usageCardDays: number;
  seconds: number;
  counters: Map<string, Record<string, number>>;
}

/**
 * Writes `o.cards` demo cards (4 items each, 5 when activated) and adds their counters (one ADD update per scope), so
 * the counters stay true on a table that already holds other cards (not these: loading the same N twice
 * overwrites the items but adds the counters twice). Deterministic: the same N, the same cards.
 */
export async function bulkLoadCards(db: DocumentClient, tableName: string, o: BulkLoadOptions): Promise<BulkLoadResult> {
  const t0 = performance.now();
  const concurrency = o.concurrency ?? 24;
  const progressEvery = o.progressEvery ?? 100_000;
  const counters = new Map<string, Record<string, number>>();
  const months = o.reportMonths === false ? null : createReportMonths();
  const year = o.usageYear === false ? null : createUsageMonths(o.now);
  const source = streamDemoCards(o.cards, o.now);
  let written = 0;
  let items = 0;
  let batchWrites = 0;
  let retriedItems = 0;
  let nextProgress = progressEvery;

  /** Up to 3 cards (at most 21 items: one BatchWrite holds at most 25) taken from the shared stream. */
  const take = (): { items: Record<string, unknown>[]; cards: number } => {
    const part: Record<string, unknown>[] = [];
    let cards = 0;
    // A card is its item, its directory entry, its IMSI, IMEI and MSISDN entries, its activation entry
    // when activated (and a usage month item): at most 7 items.
    for (let k = 0; k < 3; k++) {
      const n = source.next();
      if (n.done) break;
      const listShards = o.cardShards?.[n.value.channelCustId];
      const { card, directory, entries, activation } = cardItems(
        listShards && listShards > 1 ? { ...n.value, listShards } : n.value,
      );
      countCard(counters, n.value);
      months?.add(n.value);
      year?.add(n.value);
      part.push(card, directory, ...entries, ...(activation ? [activation] : []));
      const usage = o.usageMonth ? usageMonthItem(n.value, o.usageMonth) : undefined;
      if (usage) part.push(usage);
      cards += 1;
    }
    return { items: part, cards };
  };

  const worker = async () => {
    for (let next = take(); next.items.length; next = take()) {
      const part = next.items;
      let pending: unknown[] | undefined = part.map((Item) => ({ PutRequest: { Item } }));
      let attempt = 0;
      while (pending?.length) {
        if (attempt > 0) {
          retriedItems += pending.length;
          await new Promise((r) => setTimeout(r, Math.min(1000, 20 * 2 ** attempt)));
        }
        batchWrites += 1;
        const res: { UnprocessedItems?: Record<string, unknown[]> } = await db.send(
          new BatchWriteCommand({ RequestItems: { [tableName]: pending as never } }),
        );
        pending = res.UnprocessedItems?.[tableName];
        attempt += 1;
      }
      items += part.length;
      written += next.cards;
      if (o.onProgress && written >= nextProgress) {
        nextProgress += progressEvery;
        o.onProgress(written, (performance.now() - t0) / 1000);
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));

  for (const [scope, s] of counters) {
    const names = Object.keys(s);
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: keys.cardStats(scope),
        UpdateExpression: `ADD ${names.map((_, i) => `#k${i} :v${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(names.map((n, i) => [`#k${i}`, n])),
        ExpressionAttributeValues: Object.fromEntries(names.map((n, i) => [`:v${i}`, s[n]])),
      }),
    );
    items += 1;
  }
  // The report months (per enterprise and month, the platform's shards): ADDed too, as the counters.
  const reportItems = months?.items() ?? [];
  for (const item of reportItems) {
    const { pk, sk, ...rest } = item;
    const names = Object.keys(rest);
    const add = names.filter((n) => typeof rest[n] === 'number' && n !== 'shard');
    const set = names.filter((n) => !add.includes(n));
    const name = (n: string) => `#k${names.indexOf(n)}`;
    const value = (n: string) => `:v${names.indexOf(n)}`;
    await db.send(
      new UpdateCommand({
        TableName: tableName,
        Key: { pk, sk },
        UpdateExpression: [
          set.length ? `SET ${set.map((n) => `${name(n)} = ${value(n)}`).join(', ')}` : '',
          add.length ? `ADD ${add.map((n) => `${name(n)} ${value(n)}`).join(', ')}` : '',
        ].join(' '),
        ExpressionAttributeNames: Object.fromEntries(names.map((n) => [name(n), n])),
        ExpressionAttributeValues: Object.fromEntries(names.map((n) => [value(n), rest[n]])),
      }),
    );
    items += 1;
  }
  // The year of usage: every roll-up ingestion would have added for it, as its transactions write them (ADD).
  const usageUpdates = year ? usageRollupUpdates(tableName, year.rollups()) : [];
  for (const { Update } of usageUpdates) {
    await db.send(new UpdateCommand(Update as never));
    items += 1;
  }
  return {
    cards: written,
    items,
    batchWrites,
    retriedItems,
    reportItems: reportItems.length,
    usageItems: usageUpdates.length,
    usageCardDays: year?.cardDays() ?? 0,
    seconds: (performance.now() - t0) / 1000,
    counters,
  };
}
