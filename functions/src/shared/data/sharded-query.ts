/**
 * The one reader of an index partition spread over several partition keys (write sharding): each
 * read Queries every shard at once (Limit = the room left on the page) and merges their items in
 * sort-key order (a k-way merge). Items are complete up to the earliest point any shard stopped at,
 * so the page is cut there or at its last row; that sort-key position, under the unsharded partition
 * key, is the cursor, and every shard resumes after it (the sort keys are unique across shards).
 * One shard is exactly `queryPage` / `queryAll` (same calls, same cursor).
 */
import { QueryCommand } from '../aws/dynamodb-commands.ts';
import type { DocumentClient } from '../aws/dynamodb.ts';
import { AppError } from '../http/error-catalogue.ts';
import { type PartitionQuery, queryAll, queryPage } from './operations.ts';
import { type Page, decodeCursor, encodeCursor } from './page-cursor.ts';

type Item = Record<string, unknown>;

/** A partition spread over `shards` (each replaces the Query's `:pk`); cursors name `partition.value`. */
export interface ShardedPartition {
  partition: { name: string; value: string };
  shards: readonly string[];
  sortKeyName: string;
  /** The key attributes of a cursor (table key + index key). */
  cursorKey: readonly string[];
}

/** What one shard's Query gave: its items, and its LastEvaluatedKey when it may hold more. */
export interface ShardRead {
  items: Item[];
  last?: Item;
}

/**
 * Merges one read of every shard: the items up to the earliest `last` of the shards not read to their
 * end (past it a shard may hold unread items), in order, at most `room`. `stop` is where the next read
 * starts after (the last item taken when the page is full, else that earliest `last`); `done` when
 * every shard was read to its end and every item taken.
 */
export function mergeShardReads(
  reads: readonly ShardRead[],
  room: number,
  sortKeyName: string,
  forward: boolean,
): { items: Item[]; stop?: Item; done: boolean } {
  const key = (i: Item) => String(i[sortKeyName]);
  const before = (a: string, b: string) => (forward ? a < b : a > b);
  let bound: Item | undefined;
  for (const r of reads) if (r.last && (!bound || before(key(r.last), key(bound)))) bound = r.last;
  const candidates = reads
    .flatMap((r) => r.items)
    .filter((i) => !bound || !before(key(bound), key(i)))
    .sort((a, b) => (before(key(a), key(b)) ? -1 : before(key(b), key(a)) ? 1 : 0));
  const items = candidates.slice(0, Math.max(0, room));
  if (items.length < candidates.length) return { items, stop: items[items.length - 1] ?? bound, done: false };
  if (bound) return { items, stop: bound, done: false };
  return { items, done: true };
}

/**
 * A shard's Limit for a large page (exports): its share of the room with a margin, so a page of 500
 * over 4 shards reads about 670 items, not 2,000; a short round is refilled by the next. The default,
 * the whole room from every shard, fills a screen's page in one round whatever the spread.
 */
export const proportionalShardLimit = (room: number, shards: number): number =>
  Math.min(room, Math.ceil((room * 1.25) / shards) + 8);

/** The Query of one shard: its partition key value, resuming after `start` (a position under the unsharded key). */
const shardQuery = (query: PartitionQuery, s: ShardedPartition, pk: string, start: Item | undefined) => ({
  ...query,
  ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':pk': pk },
  ...(start ? { ExclusiveStartKey: { ...start, [s.partition.name]: pk } } : {}),
});

/**
 * One page of a sharded partition: up to `maxReads` rounds of parallel Queries (one per shard), each
 * asking every shard for the room left. A filtered page may come back short with a cursor.
 */
export async function shardedQueryPage<T = Item>(
  db: DocumentClient,
  query: PartitionQuery,
  s: ShardedPartition,
  page: { cursor?: string; pageSize: number; maxReads?: number; shardLimit?: (room: number, shards: number) => number },
  map: (item: Item) => T = (i) => i as T,
): Promise<Page<T>> {
  if (s.shards.length <= 1)
    return queryPage(
      db,
      { ...query, ExpressionAttributeValues: { ...query.ExpressionAttributeValues, ':pk': s.shards[0] ?? s.partition.value } },
      { ...page, cursorKey: s.cursorKey, partition: s.partition },
      map,
    );
  let start: Item | undefined = decodeCursor(page.cursor, s.cursorKey, s.partition);
  const forward = query.ScanIndexForward !== false;
  const items: T[] = [];
  for (let round = 0; round < (page.maxReads ?? 5); round++) {
    const room = page.pageSize - items.length;
    const reads = await Promise.all(
      s.shards.map(async (pk): Promise<ShardRead> => {
        const limit = page.shardLimit ? page.shardLimit(room, s.shards.length) : room;
        const res = await db.send(new QueryCommand({ ...shardQuery(query, s, pk, start), Limit: limit }));
        return { items: res.Items ?? [], ...(res.LastEvaluatedKey ? { last: res.LastEvaluatedKey } : {}) };
      }),
    );
    const merged = mergeShardReads(reads, room, s.sortKeyName, forward);
    items.push(...merged.items.map(map));
    if (merged.done || !merged.stop) return { items, cursor: null };
    const stop = merged.stop;
    start = Object.fromEntries(s.cursorKey.map((a) => [a, a === s.partition.name ? s.partition.value : String(stop[a])]));
    if (items.length >= page.pageSize) break;
  }
  return { items, cursor: encodeCursor(start) };
}

/**
 * One page of a sharded partition for a worker that reads every item and needs no order across shards
 * (a bill run, a sweep): the shards one after the other, so nothing is read twice. Its cursor names the
 * shard and the position in it.
 */
export async function shardWalkPage<T = Item>(
  db: DocumentClient,
  query: PartitionQuery,
  s: ShardedPartition,
  page: { cursor?: string; pageSize: number; maxReads?: number },
  map: (item: Item) => T = (i) => i as T,
): Promise<Page<T>> {
  let { shard, start } = decodeWalk(page.cursor, s);
  const items: T[] = [];
  for (let reads = 0; reads < (page.maxReads ?? 5); reads++) {
    const pk = s.shards[shard]!;
    const res = await db.send(new QueryCommand({ ...shardQuery(query, s, pk, start), Limit: page.pageSize - items.length }));
    items.push(...(res.Items ?? []).map(map));
    start = res.LastEvaluatedKey;
    if (!start) {
      shard += 1;
      if (shard >= s.shards.length) return { items, cursor: null };
    }
    if (items.length >= page.pageSize) break;
  }
  return { items, cursor: Buffer.from(JSON.stringify({ shard, ...(start ? { key: start } : {}) })).toString('base64url') };
}

/** A walk's cursor: the shard to read and, when inside it, the key its Query resumes after (exactly the cursor key, in that shard). */
function decodeWalk(cursor: string | undefined, s: ShardedPartition): { shard: number; start?: Item } {
  if (!cursor) return { shard: 0 };
  try {
    const c = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { shard?: unknown; key?: unknown };
    const shard = c.shard;
    if (typeof shard === 'number' && Number.isInteger(shard) && shard >= 0 && shard < s.shards.length) {
      if (c.key === undefined) return { shard };
      const key = c.key as Record<string, unknown>;
      const names = Object.keys(key).sort();
      if (
        names.join() === [...s.cursorKey].sort().join() &&
        names.every((n) => typeof key[n] === 'string') &&
        key[s.partition.name] === s.shards[shard]
      )
        return { shard, start: key };
    }
  } catch {
    // fall through
  }
  throw new AppError('VALIDATION', { reasonKey: 'format' }, 'cursor');
}

/** Every item of a sharded partition, in sort-key order (each shard read whole, then merged). */
export async function shardedQueryAll(db: DocumentClient, query: PartitionQuery, s: ShardedPartition, max?: number) {
  const parts = await Promise.all(s.shards.map((pk) => queryAll(db, shardQuery(query, s, pk, undefined), max)));
  if (parts.length === 1) return parts[0]!;
  const forward = query.ScanIndexForward !== false;
  const key = (i: Item) => String(i[s.sortKeyName]);
  const merged = parts.flat().sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  if (!forward) merged.reverse();
  return max === undefined ? merged : merged.slice(0, max);
}

/** Every page of a sharded partition, `pageSize` items at a time (exports, selections). */
export async function* shardedQueryPages(
  db: DocumentClient,
  query: PartitionQuery,
  s: ShardedPartition,
  pageSize: number,
): AsyncGenerator<Item[]> {
  let cursor: string | undefined;
  do {
    const page = await shardedQueryPage(db, query, s, {
      ...(cursor ? { cursor } : {}),
      pageSize,
      maxReads: 1,
      shardLimit: proportionalShardLimit,
    });
    if (page.items.length) yield page.items;
    cursor = page.cursor ?? undefined;
  } while (cursor);
}
