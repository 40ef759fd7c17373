import { describe, expect, it } from 'vitest';
import { addCardStats, statDelta } from '../card/card-record.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import {
  PLATFORM_SHARDS,
  cardMonthSteps,
  customerCounters,
  ownerOfScope,
  platformFigures,
  shardOf,
  usageMonthDeltas,
  usageMonthUpdate,
} from '../shared/data/report-rollups.ts';

/** The attributes an Update step ADDs, as the item would hold them after it. */
const added = (update: {
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: Record<string, unknown>;
}) =>
  Object.fromEntries(
    Object.entries(update.ExpressionAttributeNames ?? {})
      .filter(([p]) => p.startsWith('#a'))
      .map(([p, name]) => [name, update.ExpressionAttributeValues?.[`:${p.slice(1)}`]]),
  );

describe('report card months as written', () => {
  it('adds one item per enterprise and one platform shard to a chunk whatever the number of secondary customers its cards belong to', () => {
    const stats = new Map<string, Record<string, number>>();
    for (let i = 0; i < 100; i++) {
      const card = {
        channelCustId: 'C1',
        custId: `S${i % 60}`,
        state: 62 as LifecycleState,
        operator: 'CMCC' as const,
        quotaBytes: 0,
      };
      addCardStats(stats, card, statDelta(card, -1, false), statDelta({ ...card, state: 64 }, 1, false));
    }
    const steps = cardMonthSteps('t', stats, '2026-11', 'JOB#1#CHUNK#7');
    expect(steps).toHaveLength(2);
    const update = steps[0]!.item.Update!;
    expect(update.Key).toEqual({ pk: 'RPT#CARDS#2026-11', sk: 'C1' });
    // The item after the ADD, read back per customer: the enterprise's own, and one secondary customer's.
    const item = added(update);
    expect(customerCounters(item, null)).toEqual({ s62: -100, s64: 100, in64: 100 });
    expect(customerCounters(item, 'S7')).toEqual({ s62: -2, s64: 2, in64: 2 });
    expect(customerCounters(item, 'S59')).toEqual({ s62: -1, s64: 1, in64: 1 });
    // The platform's shard of the chunk's key: the enterprise's own figures, secondary customers' left out.
    const shard = steps[1]!.item.Update!;
    expect(shard.Key).toEqual({ pk: `RPT#PLAT#2026-11#${shardOf('JOB#1#CHUNK#7')}`, sk: 'ROLLUP' });
    expect(platformFigures(added(shard))).toEqual({ cards: { s62: -100, s64: 100, in64: 100 }, usage: {} });
  });

  it('spreads writes over the platform shards by their key', () => {
    const counts = new Array(PLATFORM_SHARDS).fill(0);
    for (let i = 0; i < 3000; i++) counts[shardOf(`89860${String(i).padStart(14, '0')}`)]++;
    // Each shard takes close to a third of the cards (well under half: issue #19).
    for (const c of counts) expect(c).toBeGreaterThan(800);
    expect(shardOf('x')).toBe(shardOf('x'));
  });

  it("writes a usage file's customer months and each enterprise's share into its platform shard as u_ attributes", () => {
    const owner = (c: string, s: string | null) => ({ channelCustId: c, custId: s });
    const deltas = usageMonthDeltas([
      { owner: owner('C1', 'S1'), cycleMonth: '2026-12', goodsReleaseId: 'P1', operator: 'CUCC', delta: 100 },
      { owner: owner('C1', null), cycleMonth: '2026-12', goodsReleaseId: 'P2', operator: 'CMCC', delta: 50 },
      { owner: owner('C2', null), cycleMonth: '2026-12', goodsReleaseId: 'P1', operator: 'CMCC', delta: 7 },
    ]);
    const platform = deltas.filter((d) => d.key.shard !== undefined);
    const sum = (k: string) => platform.reduce((t, d) => t + (d.add[k] ?? 0), 0);
    expect([sum('u_total'), sum('u_p_P1'), sum('u_p_P2'), sum('u_o_CMCC'), sum('u_o_CUCC')]).toEqual([157, 107, 50, 57, 100]);
    expect(platform.map((d) => usageMonthUpdate('t', d).Update?.Key?.pk).sort()).toEqual(
      [...new Set(['C1', 'C2'].map((c) => `RPT#PLAT#2026-12#${shardOf(c)}`))].sort(),
    );
    expect(deltas.filter((d) => d.key.shard === undefined).map((d) => `${d.key.channelCustId}|${d.key.custId}`)).toEqual([
      'C1|null',
      'C1|S1',
      'C2|null',
    ]);
  });

  it('knows the customer of a counter scope, and none for the platform', () => {
    expect(ownerOfScope('CUST#C1')).toEqual({ channelCustId: 'C1', custId: null });
    expect(ownerOfScope('CUST#C1#SUB#S2')).toEqual({ channelCustId: 'C1', custId: 'S2' });
    expect(ownerOfScope('PLATFORM')).toBeNull();
  });
});
