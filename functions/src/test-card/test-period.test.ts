import { describe, expect, it } from 'vitest';
import { checkTestAndStockPeriod } from '../card/lifecycle-rules.ts';
import { TEST_AND_STOCK_MAX_MONTHS, addMonths, testPeriod, usageOfMonths } from './test-period.ts';

describe('test period', () => {
  it('takes its limit from the lifecycle rule (test + stock ≤ 12 months)', () => {
    expect(TEST_AND_STOCK_MAX_MONTHS).toBe(12);
    expect(checkTestAndStockPeriod(TEST_AND_STOCK_MAX_MONTHS, 0).ok).toBe(true);
    expect(checkTestAndStockPeriod(TEST_AND_STOCK_MAX_MONTHS + 1, 0).ok).toBe(false);
  });

  it('adds calendar months, clamping to the last day of short months', () => {
    expect(addMonths('2026-01-31T08:00:00.000Z', 1).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addMonths('2023-02-28T00:00:00.000Z', 12).toISOString()).toBe('2024-02-28T00:00:00.000Z');
    expect(addMonths('2025-11-23T10:00:00.000Z', 12).toISOString()).toBe('2026-11-23T10:00:00.000Z');
  });

  it('counts the days left until start + 12 months, a started day as a whole one', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    const p = testPeriod({ createdAt: '2026-01-01T00:00:00.000Z', stateChangedAt: '2026-06-01T10:00:00.000Z' }, now);
    expect(p.startedAt).toBe('2026-06-01T10:00:00.000Z');
    expect(p.deadline).toBe('2027-06-01T10:00:00.000Z');
    expect(p.elapsedDays).toBe(175);
    expect(p.remainingDays).toBe(190);
    expect(p.expired).toBe(false);
    const almost = testPeriod({ createdAt: '2025-11-23T10:00:01.000Z' }, now);
    expect(almost.remainingDays).toBe(1);
    expect(almost.expired).toBe(false);
  });

  it('starts at creation without a state change and reports 0 days once expired', () => {
    const now = new Date('2026-11-23T10:00:00.000Z');
    const p = testPeriod({ createdAt: '2025-11-23T10:00:00.000Z', stateChangedAt: null }, now);
    expect(p.startedAt).toBe('2025-11-23T10:00:00.000Z');
    expect(p.remainingDays).toBe(0);
    expect(p.expired).toBe(true);
    expect(testPeriod({ createdAt: '2024-01-01T00:00:00.000Z' }, now).remainingDays).toBe(0);
  });
});

describe('usage of months', () => {
  it('sums day attributes per month, oldest first, ignoring other attributes', () => {
    const u = usageOfMonths([
      { month: '2026-11', d01: 100, d02: 50, msisdn: '1440' },
      { month: '2026-10', d31: 7, total: 999 },
    ]);
    expect(u.months).toEqual([
      { month: '2026-10', bytes: 7 },
      { month: '2026-11', bytes: 150 },
    ]);
    expect(u.total).toBe(157);
  });
});
