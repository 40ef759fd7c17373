import { describe, expect, it } from 'vitest';
import { billingCycle, cycleOfDay } from '../bill/rating/cycle.ts';
import {
  type PrepaidTerm,
  type StoredGroup,
  groupInMonth,
  groupToDate,
  recognitionSchedule,
  rollUp,
  scheduleOf,
  termEnd,
  termMonths,
} from './prepaid-model.ts';

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('recognition schedule', () => {
  it.each([
    [12_000, 1, [12_000]],
    [10_000, 3, [3333, 3333, 3334]],
    [100, 12, [8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 8, 12]],
    [7, 12, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 7]],
    [0, 3, [0, 0, 0]],
  ])('splits %i fen over %i months with the remainder in the last', (fee, months, parts) => {
    expect(recognitionSchedule(fee, months)).toEqual(parts);
    expect(sum(recognitionSchedule(fee, months))).toBe(fee);
  });

  it('sums exactly for every fee and term length', () => {
    for (const months of [1, 2, 3, 5, 6, 7, 12, 24])
      for (let fee = 0; fee < 500; fee += 7) {
        const parts = recognitionSchedule(fee, months);
        expect(parts).toHaveLength(months);
        expect(sum(parts)).toBe(fee);
        expect(parts.slice(0, -1).every((p) => p === parts[0])).toBe(true);
        expect(parts.at(-1)!).toBeGreaterThanOrEqual(parts[0]!);
      }
  });

  it('takes a term of less than one month as one month', () => {
    expect(recognitionSchedule(500, 0)).toEqual([500]);
  });

  it('names the months of a term by billing cycle, across a year end', () => {
    expect(termMonths('2026-11', 3)).toEqual(['2026-11', '2026-12', '2027-01']);
    expect(termMonths('2026-03', 1)).toEqual(['2026-03']);
  });

  it('ends a term the day before the same date months later, clamped to month ends', () => {
    expect(termEnd('2026-03-10', 12)).toBe('2027-03-09');
    expect(termEnd('2026-01-31', 1)).toBe('2026-02-27');
    expect(termEnd('2026-02-26', 3)).toBe('2026-05-25');
  });

  it('files a term beginning on a CUCC cycle start in the cycle named by its end month', () => {
    // Unicom cycle 2026-03 runs 2026-02-26 … 2026-03-25: a term bought on 26 Feb is in cycle 2026-03.
    const cycle = cycleOfDay('CUCC', '2026-02-26');
    expect(cycle.cycleMonth).toBe('2026-03');
    expect(billingCycle('CUCC', '2026-03').start).toBe('2026-02-26');
    const { groups, costs } = rollUp({ channelCustId: 'C1', cycle: cycle.cycleMonth, billId: 'B' }, [
      term({ termStart: '2026-02-26', fee: 9000, months: 3 }),
    ]);
    expect(groups[0]!.parts).toEqual({ r202603: 3000, r202604: 3000, r202605: 3000 });
    expect(costs.map((c) => c.month)).toEqual(['2026-03', '2026-04', '2026-05']);
  });
});

const term = (t: Partial<PrepaidTerm>): PrepaidTerm => ({
  custId: null,
  iccid: '8986000000000000001',
  goodsReleaseId: 'G1',
  elementId: 'Z1',
  termStart: '2026-03-10',
  fee: 12_000,
  months: 12,
  contractType: 'prepaidContract',
  ...t,
});

describe('roll-up deltas of a published bill', () => {
  const bill = { channelCustId: 'C1', cycle: '2026-03', billId: 'C1_202603_MC_E' };

  it('groups terms by payer, plan, zone and contract type, counting cards and fees', () => {
    const { groups, cards } = rollUp(bill, [
      term({ iccid: 'A', fee: 1000, months: 3 }),
      term({ iccid: 'B', fee: 1000, months: 3 }),
      term({ iccid: 'C', fee: 1000, months: 3, contractType: 'none' }),
      term({ iccid: 'D', fee: 2000, months: 3, custId: 'S1' }),
      term({ iccid: 'E', fee: 0, months: 3 }),
    ]);
    expect(groups.map((g) => [g.custId, g.contractType, g.cards, g.fee])).toEqual([
      [null, 'prepaidContract', 2, 2000],
      [null, 'none', 1, 1000],
      ['S1', 'prepaidContract', 1, 2000],
    ]);
    expect(groups[0]!.parts).toEqual({ r202603: 666, r202604: 666, r202605: 668 });
    expect(cards).toHaveLength(4);
    expect(cards[0]).toMatchObject({ iccid: 'A', termStart: '2026-03-10', termEnd: '2026-06-09', billId: bill.billId });
  });

  it('adds received in the first month, each part in its month, and the unconsumed balance at each month end', () => {
    const { costs } = rollUp(bill, [
      term({ fee: 10_000, months: 3 }),
      term({ iccid: 'B', fee: 1200, months: 12, goodsReleaseId: 'G2' }),
    ]);
    const own = costs.filter((c) => c.custId === null);
    expect(own[0]).toEqual({ custId: null, month: '2026-03', received: 11_200, recognised: 3333 + 100, unconsumed: 6667 + 1100 });
    expect(own.find((c) => c.month === '2026-05')).toMatchObject({ received: 0, recognised: 3334 + 100, unconsumed: 0 + 900 });
    expect(own.find((c) => c.month === '2027-02')).toMatchObject({ recognised: 100, unconsumed: 0 });
    // Over the whole term: everything received is recognised.
    expect(sum(own.map((c) => c.recognised))).toBe(sum(own.map((c) => c.received)));
  });

  it('keeps a payer’s months apart from the enterprise’s', () => {
    const { costs } = rollUp(bill, [term({ custId: 'S1', fee: 300, months: 1 })]);
    expect(costs).toEqual([{ custId: 'S1', month: '2026-03', received: 300, recognised: 300, unconsumed: 0 }]);
  });
});

describe('a stored group read back', () => {
  const g: StoredGroup = {
    channelCustId: 'C1',
    custId: null,
    cycle: '2026-03',
    goodsReleaseId: 'G1',
    elementId: 'Z1',
    contractType: 'none',
    months: 3,
    cards: 2,
    fee: 10_000,
    r202603: 3333,
    r202604: 3333,
    r202605: 3334,
  };

  it('lists its schedule with what is recognised to date and left', () => {
    expect(scheduleOf(g)).toEqual([
      { month: '2026-03', recognised: 3333, toDate: 3333, unconsumed: 6667 },
      { month: '2026-04', recognised: 3333, toDate: 6666, unconsumed: 3334 },
      { month: '2026-05', recognised: 3334, toDate: 10_000, unconsumed: 0 },
    ]);
  });

  it('answers its figures in a month and to date', () => {
    expect(groupInMonth(g, '2026-02')).toBeUndefined();
    expect(groupInMonth(g, '2026-03')).toEqual({ received: 10_000, recognised: 3333, recognisedToDate: 3333, unconsumed: 6667 });
    expect(groupInMonth(g, '2026-04')).toMatchObject({ received: 0, recognised: 3333, unconsumed: 3334 });
    expect(groupInMonth(g, '2026-06')).toBeUndefined();
    expect(groupToDate(g, '2026-04')).toEqual({ prepaid: 10_000, recognisedToDate: 6666, unconsumed: 3334 });
    expect(groupToDate(g, '2027-01')).toEqual({ prepaid: 10_000, recognisedToDate: 10_000, unconsumed: 0 });
  });
});
