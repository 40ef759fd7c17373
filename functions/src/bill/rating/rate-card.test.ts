import { describe, expect, it } from 'vitest';
import { rateCard } from './rate-card.ts';
import { GB, MB, card, digest, pack, plan, used } from './rating-fixtures.ts';
import { STATE } from './rating-types.ts';

const lines = (input: Parameters<typeof rateCard>[0]) => rateCard(input).lines.map(digest);

describe('rateCard per tariff type', () => {
  it('monthly single (0): the whole price for a whole cycle, overage by the MB', () => {
    expect(lines(card('2026-01', { usage: [used('2026-01-03', 500 * MB)] }))).toEqual([['planFee', 31, 3000, 180]]);
    expect(lines(card('2026-01', { usage: [used('2026-01-03', GB + 1)] }))).toEqual([
      ['planFee', 31, 3000, 180],
      ['overage', 1, 10, 1],
    ]);
  });
  it('prepaid single (1): a whole term in the cycle it is bought, nothing in the others', () => {
    const prepaid = plan({ tariffType: 1, releasePrice: 12000 });
    expect(lines(card('2026-01', { plan: prepaid, termStarts: ['2026-01-10'] }))).toEqual([['planFee', 1, 12000, 720]]);
    expect(lines(card('2026-01', { plan: prepaid, termStarts: ['2025-12-10'] }))).toEqual([['planFee', 0, 0, 0, 'prepaidTerm']]);
  });
  it('prepaid shared (2) and flexible shared (6) out of a pool are rated as single cards', () => {
    for (const tariffType of [2, 6]) {
      const rated = rateCard(
        card('2026-04', { plan: plan({ tariffType }), termStarts: ['2026-04-01'], usage: [used('2026-04-02', GB + 3 * MB)] }),
      );
      expect(rated.lines.map(digest)).toEqual([
        ['planFee', tariffType === 2 ? 1 : 30, 3000, 180],
        ['overage', 3, 30, 2],
      ]);
      expect(rated.pool.pooledDays).toBe(0);
    }
  });
  it('fixed shared (18) out of its pool has no allowance of its own: the quota is the pool size', () => {
    const fixed = plan({ tariffType: 18, quotaBytes: 5 * GB });
    expect(lines(card('2026-04', { plan: fixed, usage: [used('2026-04-02', 3 * MB)] }))).toEqual([
      ['planFee', 30, 3000, 180],
      ['overage', 3, 30, 2],
    ]);
  });
  it('test (10): the test price once when the test begins, usage shown and not billed', () => {
    const test = plan({ tariffType: 10, testPrice: 500, quotaBytes: MB });
    const input = card('2026-01', {
      plan: test,
      initialState: STATE.test,
      termStarts: ['2026-01-05'],
      usage: [used('2026-01-06', 50 * MB)],
    });
    expect(lines(input)).toEqual([
      ['testFee', 1, 500, 30],
      ['unbilledUsage', 50 * MB, 0, 0, 'testPeriod'],
    ]);
  });
  it('event (8), add-on (9), excess (11) packs add volume; value-added (14) only a fee', () => {
    const usage = [used('2026-01-20', GB + 150 * MB)];
    const packs = [pack(8, '2026-01-10'), pack(9, '2026-01-11'), pack(11, '2026-01-12'), pack(14, '2026-01-13')];
    expect(lines(card('2026-01', { usage, packs }))).toEqual([
      ['planFee', 31, 3000, 180],
      ['pack', 1, 500, 30],
      ['pack', 1, 500, 30],
      ['pack', 1, 500, 30],
      ['pack', 1, 500, 30],
    ]);
    expect(rateCard(card('2026-01', { usage, packs })).allowanceBytes).toBe(GB + 300 * MB);
  });
  it('an add-on pack lasts its cycles and is charged only once', () => {
    const addOn = pack(9, '2026-01-11', {}, { validCycles: 2 });
    const february = rateCard(card('2026-02', { packs: [addOn] }));
    expect(february.lines.map(digest)).toEqual([['planFee', 28, 3000, 180]]);
    expect(february.allowanceBytes).toBe(GB + 100 * MB);
    expect(rateCard(card('2026-03', { packs: [addOn] })).allowanceBytes).toBe(GB);
  });
  it("a secondary customer's card pays the retail price and tax rate", () => {
    const rated = rateCard(
      card('2026-01', { retail: { retailId: 'RT-1', retailPrice: 4000, taxRate: 13 }, usage: [used('2026-01-02', GB + 2 * MB)] }),
    );
    expect(rated.lines.map(digest)).toEqual([
      ['planFee', 31, 4000, 520],
      ['overage', 2, 20, 3],
    ]);
    expect(rated.lines.every((l) => l.retailId === 'RT-1')).toBe(true);
  });
});

describe('rateCard out-of-plan actions', () => {
  const usage = [used('2026-01-02', GB + 5 * MB)];
  it('overdraw charges whole blocks of the grade', () => {
    expect(lines(card('2026-01', { plan: plan({ outOfPlanGrade: 10 }), usage }))[1]).toEqual(['overage', 10, 100, 6]);
  });
  it('nextStatus and blockUntilCycleEnd show the leaked volume and charge nothing', () => {
    expect(lines(card('2026-01', { plan: plan({ useUpAction: 'nextStatus' }), usage }))[1]).toEqual([
      'overage',
      0,
      0,
      0,
      'overageStoppedNextStatus',
    ]);
    const blocked = rateCard(card('2026-01', { plan: plan({ useUpAction: 'blockUntilCycleEnd' }), usage })).lines[1];
    expect(blocked).toMatchObject({ amount: 0, bytes: 5 * MB, reason: 'overageBlockedUntilCycleEnd' });
  });
});

describe('rateCard proration', () => {
  it('bills the days on the plan and active, quota prorated the same way', () => {
    const rated = rateCard(card('2026-04', { onPlan: { from: '2026-04-16' }, usage: [used('2026-04-20', 600 * MB)] }));
    expect(rated.lines.map(digest)).toEqual([
      ['planFee', 15, 1500, 90],
      ['overage', 88, 880, 53],
    ]);
    expect(rated.allowanceBytes).toBe(512 * MB);
  });
  it('does not bill silent, test or deactivated days and says why', () => {
    const stock = card('2026-04', { initialState: STATE.stock, usage: [used('2026-04-02', MB)] });
    expect(lines(stock)).toEqual([
      ['planFee', 0, 0, 0, 'silentPeriod'],
      ['unbilledUsage', MB, 0, 0, 'silentPeriod'],
    ]);
    expect(lines(card('2026-04', { initialState: 65 }))).toEqual([['planFee', 0, 0, 0, 'notActive']]);
  });
});
