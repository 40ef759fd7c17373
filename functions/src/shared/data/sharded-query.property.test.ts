/**
 * Write sharding of the card index (issue #19 item 2), property-tested: a card's shard is stable and
 * the shards share any set of ICCIDs evenly; and a sharded partition read through the one shared
 * reader — merged pages with cursors, or a walk shard after shard — gives exactly the items a single
 * partition holding them all gives, for any data, filter, page size, read budget and direction.
 * The DynamoDB stand-in below keeps Query's paging rules: Limit counts items evaluated before the
 * filter, LastEvaluatedKey whenever the limit stops a read, and ExclusiveStartKey resumes after a
 * sort-key position (it need not be an item of that partition).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DocumentClient } from '../aws/dynamodb.ts';
import { cardListKeys, cardListShard } from './keys.ts';
import type { PartitionQuery } from './operations.ts';
import {
  type ShardedPartition,
  mergeShardReads,
  proportionalShardLimit,
  shardWalkPage,
  shardedQueryAll,
  shardedQueryPage,
} from './sharded-query.ts';

type Item = Record<string, unknown>;

/** Query semantics over in-memory partitions (`gsi1pk` → items), filter `keep = :t` when asked; counts calls. */
function fakeTable(items: Item[]) {
  let calls = 0;
  const db = {
    async send(command: { input: PartitionQuery & { Limit?: number; ExclusiveStartKey?: Item } }) {
      calls += 1;
      const q = command.input;
      const pk = q.ExpressionAttributeValues?.[':pk'];
      const forward = q.ScanIndexForward !== false;
      const sorted = items
        .filter((i) => i.gsi1pk === pk)
        .sort((a, b) => (String(a.gsi1sk) < String(b.gsi1sk) ? -1 : 1) * (forward ? 1 : -1));
      const after = q.ExclusiveStartKey ? String(q.ExclusiveStartKey.gsi1sk) : undefined;
      const rest =
        after === undefined ? sorted : sorted.filter((i) => (forward ? String(i.gsi1sk) > after : String(i.gsi1sk) < after));
      const evaluated = q.Limit === undefined ? rest : rest.slice(0, q.Limit);
      const stopped = q.Limit !== undefined && rest.length >= q.Limit && q.Limit > 0;
      const last = evaluated[evaluated.length - 1];
      return {
        Items: q.FilterExpression ? evaluated.filter((i) => i.keep) : evaluated,
        ...(stopped && last ? { LastEvaluatedKey: { pk: last.pk, sk: last.sk, gsi1pk: last.gsi1pk, gsi1sk: last.gsi1sk } } : {}),
      };
    },
  };
  return { db: db as unknown as DocumentClient, calls: () => calls };
}

const BASE = 'CUST#E1#CARDS';
const partition = (shards: number): ShardedPartition => ({
  partition: { name: 'gsi1pk', value: BASE },
  shards: cardListKeys.enterpriseShards('E1', shards),
  sortKeyName: 'gsi1sk',
  cursorKey: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
});
const query = (filtered: boolean, forward: boolean): PartitionQuery => ({
  TableName: 'T',
  IndexName: 'byCustomerState',
  KeyConditionExpression: 'gsi1pk = :pk',
  ExpressionAttributeValues: { ':pk': BASE, ...(filtered ? { ':t': true } : {}) },
  ...(filtered ? { FilterExpression: 'keep = :t' } : {}),
  ...(forward ? {} : { ScanIndexForward: false }),
});

/** Cards with unique ICCIDs, a state each and a filter flag, stored under their shard (or the one key). */
const cardsArb = fc.uniqueArray(
  fc.record({ iccid: fc.stringMatching(/^8986[0-9]{6}$/), state: fc.constantFrom(60, 63, 64, 65), keep: fc.boolean() }),
  { selector: (c) => c.iccid, maxLength: 120 },
);
const stored = (cards: { iccid: string; state: number; keep: boolean }[], shards: number): Item[] =>
  cards.map((c) => ({
    pk: `CUST#E1#CARD#${c.iccid}`,
    sk: 'CARD',
    gsi1pk: cardListKeys.enterprise('E1', cardListShard(c.iccid, shards)),
    gsi1sk: cardListKeys.state(c.state, c.iccid),
    keep: c.keep,
  }));

/** The single partition's answer: every (kept) item in sort-key order. */
function truth(items: Item[], filtered: boolean, forward: boolean): string[] {
  const keys = items
    .filter((i) => !filtered || i.keep)
    .map((i) => String(i.gsi1sk))
    .sort();
  return forward ? keys : keys.reverse();
}

describe('card-list shards', () => {
  it('a card keeps its shard, within the count; one shard is the unsharded key', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^89[0-9]{17,18}$/), fc.integer({ min: 2, max: 32 }), (iccid, n) => {
        const shard = cardListShard(iccid, n)!;
        expect(shard).toBe(cardListShard(iccid, n));
        expect(Number.isInteger(shard) && shard >= 0 && shard < n).toBe(true);
        expect(cardListShard(iccid, 1)).toBeUndefined();
        expect(cardListKeys.enterprise('E1', shard)).toBe(`CUST#E1#CARDS#${shard}`);
      }),
    );
    expect(cardListKeys.enterpriseShards('E1', 1)).toEqual(['CUST#E1#CARDS']);
    expect(cardListKeys.enterpriseShards('E1', 3)).toEqual(['CUST#E1#CARDS#0', 'CUST#E1#CARDS#1', 'CUST#E1#CARDS#2']);
    // The secondary customer's index spreads over the same count: one key when 1, else one per shard.
    expect(cardListKeys.secondaryShards('E1', 'S1', 1)).toEqual(['CUST#E1#SUB#S1#CARDS']);
    expect(cardListKeys.secondaryShards('E1', 'S1', 2)).toEqual(['CUST#E1#SUB#S1#CARDS#0', 'CUST#E1#SUB#S1#CARDS#1']);
  });

  it('spreads sequential ICCIDs evenly: every shard within 10 % of its share', () => {
    const iccids = Array.from({ length: 64_000 }, (_, i) => `898600${String(1_000_000_000_000 + i)}`);
    for (const n of [2, 4, 8, 16, 32]) {
      const counts = new Array<number>(n).fill(0);
      for (const iccid of iccids) counts[cardListShard(iccid, n)!]! += 1;
      const share = iccids.length / n;
      for (const c of counts) expect(Math.abs(c - share) / share).toBeLessThan(0.1);
    }
  });

  it('spreads any set of ICCIDs within 25 % of the share over 4 shards', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.stringMatching(/^89[0-9]{18}$/), { minLength: 2000, maxLength: 2000 }), (iccids) => {
        const counts = [0, 0, 0, 0];
        for (const iccid of iccids) counts[cardListShard(iccid, 4)!]! += 1;
        for (const c of counts) expect(Math.abs(c - 500)).toBeLessThan(125);
      }),
      { numRuns: 20 },
    );
  });
});

describe('the sharded reader', () => {
  it('merged pages with cursors equal the single partition, in order, without gaps or repeats', async () => {
    await fc.assert(
      fc.asyncProperty(
        cardsArb,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 3 }),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        async (cards, shards, pageSize, maxReads, filtered, forward, proportional) => {
          const items = stored(cards, shards);
          const { db } = fakeTable(items);
          const got: string[] = [];
          let cursor: string | undefined;
          for (let pages = 0; ; pages++) {
            expect(pages).toBeLessThan(1000);
            const page = await shardedQueryPage(db, query(filtered, forward), partition(shards), {
              pageSize,
              maxReads,
              ...(cursor ? { cursor } : {}),
              ...(proportional ? { shardLimit: proportionalShardLimit } : {}),
            });
            expect(page.items.length).toBeLessThanOrEqual(pageSize);
            got.push(...page.items.map((i) => String(i.gsi1sk)));
            if (!page.cursor) break;
            cursor = page.cursor;
          }
          expect(got).toEqual(truth(items, filtered, forward));
        },
      ),
      { numRuns: 200 },
    );
  });

  it('fills an unfiltered first page in one round of one Query per shard', async () => {
    await fc.assert(
      fc.asyncProperty(
        cardsArb,
        fc.integer({ min: 2, max: 8 }),
        fc.integer({ min: 1, max: 20 }),
        async (cards, shards, pageSize) => {
          const items = stored(cards, shards);
          const { db, calls } = fakeTable(items);
          const page = await shardedQueryPage(db, query(false, true), partition(shards), { pageSize });
          expect(calls()).toBe(shards);
          expect(page.items.map((i) => String(i.gsi1sk))).toEqual(truth(items, false, true).slice(0, pageSize));
        },
      ),
    );
  });

  it('a large page asks each shard for its share: 500 rows of 4 shards read about 670 items in one round, not 2,000', async () => {
    const cards = Array.from({ length: 4000 }, (_, i) => ({ iccid: `8986${String(100000 + i)}`, state: 64, keep: true }));
    const items = stored(cards, 4);
    const { db, calls } = fakeTable(items);
    let returned = 0;
    const counting = {
      send: async (c: never) => {
        const res = (await db.send(c)) as { Items?: Item[] };
        returned += res.Items?.length ?? 0;
        return res;
      },
    } as unknown as DocumentClient;
    const page = await shardedQueryPage(counting, query(false, true), partition(4), {
      pageSize: 500,
      shardLimit: proportionalShardLimit,
    });
    expect(page.items.map((i) => String(i.gsi1sk))).toEqual(truth(items, false, true).slice(0, 500));
    expect(calls()).toBe(4);
    expect(returned).toBeLessThanOrEqual(4 * proportionalShardLimit(500, 4));
    expect(returned).toBeLessThan(700);
  });

  it('a walk shard after shard reads every item once; reading all merges them in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        cardsArb,
        fc.integer({ min: 1, max: 8 }),
        fc.integer({ min: 1, max: 15 }),
        fc.boolean(),
        async (cards, shards, pageSize, filtered) => {
          const items = stored(cards, shards);
          const { db, calls } = fakeTable(items);
          const got: string[] = [];
          let cursor: string | undefined;
          for (;;) {
            const page = await shardWalkPage(db, query(filtered, true), partition(shards), {
              pageSize,
              ...(cursor ? { cursor } : {}),
            });
            got.push(...page.items.map((i) => String(i.gsi1sk)));
            if (!page.cursor) break;
            cursor = page.cursor;
          }
          expect(got.sort()).toEqual(truth(items, filtered, true));
          // Nothing is read twice: one Query per page of each shard, plus the one that finds a shard's end.
          expect(calls()).toBeLessThanOrEqual(items.length / pageSize + 2 * shards + 2);
          const all = await shardedQueryAll(db, query(filtered, false), partition(shards));
          expect(all.map((i) => String(i.gsi1sk))).toEqual(truth(items, filtered, false));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('refuses a cursor of another partition or shard', async () => {
    const { db } = fakeTable(stored([{ iccid: '8986000001', state: 64, keep: true }], 4));
    const other = Buffer.from(JSON.stringify({ pk: 'a', sk: 'b', gsi1pk: 'CUST#E2#CARDS', gsi1sk: 'S#64#1' })).toString(
      'base64url',
    );
    await expect(shardedQueryPage(db, query(false, true), partition(4), { pageSize: 5, cursor: other })).rejects.toMatchObject({
      key: 'VALIDATION',
    });
    const walk = Buffer.from(
      JSON.stringify({ shard: 1, key: { pk: 'a', sk: 'b', gsi1pk: 'CUST#E1#CARDS#2', gsi1sk: 'S#64#1' } }),
    ).toString('base64url');
    await expect(shardWalkPage(db, query(false, true), partition(4), { pageSize: 5, cursor: walk })).rejects.toMatchObject({
      key: 'VALIDATION',
    });
    const beyond = Buffer.from(JSON.stringify({ shard: 4 })).toString('base64url');
    await expect(shardWalkPage(db, query(false, true), partition(4), { pageSize: 5, cursor: beyond })).rejects.toMatchObject({
      key: 'VALIDATION',
    });
  });

  it('merges one round: items past the earliest stop of an unfinished shard wait for the next read', () => {
    const item = (sk: string) => ({ gsi1sk: sk });
    const merged = mergeShardReads(
      [
        { items: [item('a'), item('d')], last: item('d') },
        { items: [item('b'), item('f')], last: item('f') },
        { items: [item('c')] },
      ],
      10,
      'gsi1sk',
      true,
    );
    expect(merged).toEqual({ items: [item('a'), item('b'), item('c'), item('d')], stop: item('d'), done: false });
    expect(mergeShardReads([{ items: [item('b')] }, { items: [item('a')] }], 1, 'gsi1sk', true)).toEqual({
      items: [item('a')],
      stop: item('a'),
      done: false,
    });
    expect(mergeShardReads([{ items: [item('b')] }, { items: [item('a')] }], 5, 'gsi1sk', false)).toEqual({
      items: [item('b'), item('a')],
      done: true,
    });
  });
});
