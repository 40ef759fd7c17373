import { describe, expect, it } from 'vitest';
import { dueDateOf, operationIds, owesPlatform } from '../bill/bill-owed.ts';
import {
  cycleAmount,
  monthEnded,
  overdueInCycle,
  remainingOf,
  scheduledCycleMonth,
  statusAfterWriteOff,
  yuan,
} from './write-off-model.ts';

const bill = (custId: string | null, kind: 'consumption' | 'profit', total: number) => ({ custId, kind, totals: { total } });

describe('write-off rules', () => {
  it('owes the platform for the enterprise’s own consumption bills above 0 only', () => {
    expect(owesPlatform(bill(null, 'consumption', 100))).toBe(true);
    expect(owesPlatform(bill(null, 'consumption', 0))).toBe(false);
    expect(owesPlatform(bill('S2001', 'consumption', 100))).toBe(false);
    expect(owesPlatform(bill(null, 'profit', 100))).toBe(false);
  });

  it('falls due on the last day of the month after the cycle', () => {
    expect(dueDateOf('2026-01')).toBe('2026-02-28');
    expect(dueDateOf('2028-01')).toBe('2028-02-29');
    expect(dueDateOf('2026-12')).toBe('2027-01-31');
  });

  it('moves 2 → 3 and 5 → 4 only once nothing is left', () => {
    expect(statusAfterWriteOff(2, 0)).toBe(3);
    expect(statusAfterWriteOff(5, 0)).toBe(4);
    expect(statusAfterWriteOff(2, 1)).toBe(2);
    expect(statusAfterWriteOff(5, 1)).toBe(5);
    expect(remainingOf({ totals: { total: 500 }, writtenOff: 200 })).toBe(300);
    expect(remainingOf({ totals: { total: 500 } })).toBe(500);
  });

  it('the cycle of a month: overdue before it, scheduled for the month before, only once the month ended', () => {
    expect(overdueInCycle('2026-09', '2026-10')).toBe(true);
    expect(overdueInCycle('2026-10', '2026-10')).toBe(false);
    expect(scheduledCycleMonth('2026-11-05')).toBe('2026-10');
    expect(scheduledCycleMonth('2026-01-05')).toBe('2025-12');
    expect(monthEnded('2026-10', '2026-11-01')).toBe(true);
    expect(monthEnded('2026-11', '2026-11-30')).toBe(false);
  });

  it('the cycle writes off what grants, pre-deposits and the unused credit line cover', () => {
    const funds = { grant: 100, withdrawable: 200, creditLine: 1000, creditUsed: 900 };
    expect(cycleAmount(1000, funds)).toBe(400);
    expect(cycleAmount(250, funds)).toBe(250);
    expect(cycleAmount(250, { grant: 0, withdrawable: 0, creditLine: 0, creditUsed: 0 })).toBe(0);
  });

  it('makes deterministic operation ids and shows fen as yuan', () => {
    expect(operationIds.cycle('2026-10', 'C1001_202609_MC_E')).toBe('cycle-2026-10-C1001_202609_MC_E');
    expect(operationIds.overdue('B')).toBe(operationIds.overdue('B'));
    expect(yuan(12345)).toBe('123.45');
    expect(yuan(5)).toBe('0.05');
  });
});
