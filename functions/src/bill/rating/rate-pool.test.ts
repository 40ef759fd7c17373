import { describe, expect, it } from 'vitest';
import { ratePool } from './rate-pool.ts';
import { GB, MB, card, digest, pack, plan, used } from './rating-fixtures.ts';

const flexible = plan({ goodsReleaseId: 'GR-FLEX', tariffType: 6 });
const member = (iccid: string, over: Parameters<typeof card>[1] = {}) => card('2026-04', { iccid, plan: flexible, ...over });

describe('ratePool', () => {
  it('flexible shared (6): the pool is the members’ quotas prorated by their pool days', () => {
    const rated = ratePool({
      poolId: 'P1',
      plan: flexible,
      members: [
        member('A', { usage: [used('2026-04-03', GB)] }),
        member('B', { inPool: { from: '2026-04-16' }, usage: [used('2026-04-20', 700 * MB)] }),
      ],
    });
    expect(rated.quotaBytes).toBe(GB + 512 * MB);
    expect(rated.usedBytes).toBe(GB + 700 * MB);
    expect(rated.poolLines.map(digest)).toEqual([['poolOverage', 188, 1880, 113]]);
    expect(rated.poolLines[0]).toMatchObject({ poolId: 'P1', cardCount: 2 });
    // B's first 15 days are outside the pool: its own half-month allowance, no usage then.
    expect(rated.cards[1]?.lines.map(digest)).toEqual([['planFee', 30, 3000, 180]]);
    expect(rated.cards[1]?.allowanceBytes).toBe(512 * MB);
  });
  it('fixed shared (18): the pool keeps the plan’s size whatever the members', () => {
    const fixed = plan({ goodsReleaseId: 'GR-FIXED', tariffType: 18, quotaBytes: 5 * GB });
    const members = ['A', 'B'].map((iccid) => card('2026-04', { iccid, plan: fixed, usage: [used('2026-04-05', 3 * GB)] }));
    const rated = ratePool({ poolId: 'P2', plan: fixed, members });
    expect(rated.quotaBytes).toBe(5 * GB);
    expect(rated.poolLines.map(digest)).toEqual([['poolOverage', 1024, 10240, 614]]);
  });
  it('packs of pooled members top up the pool', () => {
    const rated = ratePool({
      poolId: 'P3',
      plan: flexible,
      members: [member('A', { usage: [used('2026-04-03', GB + 100 * MB)], packs: [pack(8, '2026-04-10')] })],
    });
    expect(rated.quotaBytes).toBe(GB + 100 * MB);
    expect(rated.poolLines).toEqual([]);
  });
  it('blocked pools show the leaked volume without charging it', () => {
    const blocked = plan({ goodsReleaseId: 'GR-FLEX', tariffType: 6, useUpAction: 'blockUntilCycleEnd' });
    const rated = ratePool({
      poolId: 'P4',
      plan: blocked,
      members: [member('A', { plan: blocked, usage: [used('2026-04-03', GB + MB)] })],
    });
    expect(rated.poolLines.map(digest)).toEqual([['poolOverage', 0, 0, 0, 'overageBlockedUntilCycleEnd']]);
  });
});
