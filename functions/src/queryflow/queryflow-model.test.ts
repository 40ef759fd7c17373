import { describe, expect, it } from 'vitest';
import { groupRows, usageUpTo } from '../cust-operation/cust-operation-model.ts';
import { checkPeriod, dailyUsage, monthsOf } from './queryflow-model.ts';

describe('traffic detail query period', () => {
  it('covers the days up to today, newest first, with 0 for days without usage', () => {
    const days = checkPeriod('2026-10-30', '2026-11-28', '2026-11-02');
    expect(days).toEqual(['2026-10-30', '2026-10-31', '2026-11-01', '2026-11-02']);
    const { items, totalBytes } = dailyUsage(
      days,
      new Map([
        ['2026-10-31', 5],
        ['2026-11-02', 7],
      ]),
    );
    expect(items.map((i) => i.bytes)).toEqual([7, 0, 5, 0]);
    expect(items[0]!.day).toBe('2026-11-02');
    expect(totalBytes).toBe(12);
    expect(monthsOf('2026-10-30', '2026-11-28')).toEqual({ from: '2026-10', to: '2026-11' });
  });
  it('refuses a reversed, a future and a too long period with their errors', () => {
    expect(() => checkPeriod('2026-11-02', '2026-11-01', '2026-11-27')).toThrow(
      expect.objectContaining({ key: 'QUICK_PERIOD_REVERSED' }),
    );
    expect(() => checkPeriod('2026-11-28', '2026-11-29', '2026-11-27')).toThrow(
      expect.objectContaining({ key: 'QUICK_DAY_IN_FUTURE' }),
    );
    expect(() => checkPeriod('2026-08-01', '2026-11-27', '2026-11-27')).toThrow(
      expect.objectContaining({ key: 'QUICK_PERIOD_TOO_LONG', params: { max: 92 } }),
    );
  });
});

describe('pool usage per customer, plan and zone', () => {
  const card = (iccid: string, custId: string | null, plan: string, zone: string, day: number, month: number) => ({
    iccid,
    msisdn: null,
    custId,
    goodsReleaseId: plan,
    poolId: `P-${zone}`,
    poolName: `Pool ${zone}`,
    elementId: zone,
    elementName: `Zone ${zone}`,
    quotaBytes: 100,
    dayBytes: day,
    monthBytes: month,
  });
  it('sums the cards of each customer, plan and zone, the enterprise holding unallocated cards', () => {
    const rows = groupRows(
      [card('1', null, 'G1', 'Z1', 1, 10), card('2', null, 'G1', 'Z1', 2, 20), card('3', 'S1', 'G1', 'Z1', 4, 40)],
      { account: (c) => (c ? 'East' : 'Acme'), plan: () => 'Plan 1' },
      '2026-11-26',
    );
    expect(rows.map((r) => [r.accountName, r.cardCount, r.dayBytes, r.monthBytes, r.quotaBytes])).toEqual([
      ['Acme', 2, 3, 30, 200],
      ['East', 1, 4, 40, 100],
    ]);
    expect(rows[0]!.pools).toEqual(['Pool Z1']);
  });
  it("reads a day's usage and its month up to that day from a card month item", () => {
    expect(usageUpTo({ d01: 1, d02: 2, d03: 4 }, '2026-11-02')).toEqual({ dayBytes: 2, monthBytes: 3 });
    expect(usageUpTo(undefined, '2026-11-02')).toEqual({ dayBytes: 0, monthBytes: 0 });
  });
});
