/**
 * The sharded daily counter keeps the limit exact: whatever the limit, the shard count, the shards the
 * callers pick and the order in which their concurrent reads and conditional writes interleave (the
 * fast-check scheduler), the calls admitted are min(calls, limit), never more, and none is refused while
 * the day is under its limit.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type UsageShardStore,
  countShardedCall,
  memoryUsageShards,
  rebalancedShares,
  usageShares,
  usedOf,
} from './usage-shards.ts';

/** The store with every read and write scheduled by fast-check (any interleaving), and counted. */
function scheduled(s: fc.Scheduler, shards: number) {
  const mem = memoryUsageShards(shards);
  const ops = { writes: 0, reads: 0 };
  const store: UsageShardStore = {
    tryAdd: s.scheduleFunction(async (shard: number, share: number) => {
      ops.writes++;
      return mem.store.tryAdd(shard, share);
    }),
    readAll: s.scheduleFunction(async () => {
      ops.reads++;
      return mem.store.readAll();
    }),
  };
  return { mem, store, ops };
}

/** `count` concurrent calls; each refusal is checked against the day's total when it is answered. */
async function callTogether(
  s: fc.Scheduler,
  store: UsageShardStore,
  mem: ReturnType<typeof memoryUsageShards>,
  count: number,
  limit: number,
  picks: number[],
  shards: number,
): Promise<number> {
  const refusedUnder: number[] = [];
  const answers = Array.from({ length: count }, (_, i) =>
    countShardedCall(store, limit, (n) => (picks[i % picks.length] ?? 0) % n, shards).then((ok) => {
      if (!ok && usedOf(mem.items) < limit) refusedUnder.push(usedOf(mem.items));
      return ok;
    }),
  );
  await s.waitAll();
  expect(refusedUnder).toEqual([]);
  return (await Promise.all(answers)).filter(Boolean).length;
}

describe('the sharded daily counter', () => {
  it('splits the limit exactly over the shards', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000 }), fc.integer({ min: 1, max: 16 }), (limit, shards) => {
        const shares = usageShares(limit, shards);
        expect(shares).toHaveLength(shards);
        expect(shares.reduce((a, b) => a + b, 0)).toBe(limit);
        expect(Math.max(...shares) - Math.min(...shares)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('admits exactly min(calls, limit) of concurrent calls in waves, in any interleaving', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 40 }),
        fc.integer({ min: 1, max: 9 }),
        fc.array(fc.integer({ min: 0, max: 25 }), { minLength: 1, maxLength: 4 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
        fc.scheduler(),
        async (limit, shards, waves, picks, s) => {
          const { mem, store } = scheduled(s, shards);
          let admitted = 0;
          let calls = 0;
          for (const wave of waves) {
            admitted += await callTogether(s, store, mem, wave, limit, picks, shards);
            calls += wave;
            expect(admitted).toBe(Math.min(calls, limit));
          }
          expect(usedOf(mem.items)).toBe(admitted);
          const shares = usageShares(limit, shards);
          mem.items.forEach((item, i) => expect(item.calls).toBeLessThanOrEqual(shares[i]!));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('keeps the limit exact across a limit change during the day', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 1, max: 9 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 20 }),
        fc.scheduler(),
        async (before, after, shards, first, second, picks, s) => {
          const { mem, store } = scheduled(s, shards);
          const early = await callTogether(s, store, mem, first, before, picks, shards);
          mem.changeLimit(after);
          const late = await callTogether(s, store, mem, second, after, picks.toReversed(), shards);
          expect(early).toBe(Math.min(first, before));
          expect(late).toBe(Math.min(second, Math.max(0, after - early)));
          expect(usedOf(mem.items)).toBe(early + late);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('costs one conditional write and no read per call while the picked shard has room', async () => {
    const mem = memoryUsageShards();
    const ops = { writes: 0, reads: 0 };
    const store: UsageShardStore = {
      tryAdd: (shard, share) => {
        ops.writes++;
        return mem.store.tryAdd(shard, share);
      },
      readAll: () => {
        ops.reads++;
        return mem.store.readAll();
      },
    };
    for (let i = 0; i < 1_000; i++) expect(await countShardedCall(store, 1_000_000, () => i % 8)).toBe(true);
    expect(ops).toEqual({ writes: 1_000, reads: 0 });
    expect(mem.items.map((s) => s.calls)).toEqual(Array(8).fill(125));
  });

  it('refuses a call over the limit with one write and one read', async () => {
    const { mem, store, ops } = (() => {
      const m = memoryUsageShards();
      const o = { writes: 0, reads: 0 };
      return {
        mem: m,
        ops: o,
        store: {
          tryAdd: (shard: number, share: number) => {
            o.writes++;
            return m.store.tryAdd(shard, share);
          },
          readAll: () => {
            o.reads++;
            return m.store.readAll();
          },
        } satisfies UsageShardStore,
      };
    })();
    for (let i = 0; i < 20; i++) await countShardedCall(store, 20, () => 0);
    expect(usedOf(mem.items)).toBe(20);
    ops.writes = 0;
    ops.reads = 0;
    expect(await countShardedCall(store, 20, () => 5)).toBe(false);
    expect(ops).toEqual({ writes: 1, reads: 1 });
  });

  it('re-divides what is left of a changed limit over the shards, keeping their counts', () => {
    const seen = [{ calls: 3 }, { calls: 0 }, { calls: 2 }, { calls: 0 }];
    expect(rebalancedShares(seen, 9, 4)).toEqual([4, 1, 3, 1]);
    expect(rebalancedShares(seen, 10, 4)).toEqual([5, 1, 3, 1]);
    expect(rebalancedShares(seen, 4, 4)).toEqual([3, 0, 2, 0]);
  });
});
