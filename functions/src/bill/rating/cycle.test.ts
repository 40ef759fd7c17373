import { describe, expect, it } from 'vitest';
import { billingCycle, cycleDays, cycleOfDay, cycleOfInstant, nextDay } from './cycle.ts';

const span = (c: { start: string; end: string; days: number }) => [c.start, c.end, c.days];

describe('billingCycle', () => {
  it('is the calendar month for CMCC and CTCC, whatever its length', () => {
    expect(span(billingCycle('CMCC', '2026-02'))).toEqual(['2026-02-01', '2026-02-28', 28]);
    expect(span(billingCycle('CTCC', '2028-02'))).toEqual(['2028-02-01', '2028-02-29', 29]);
    expect(span(billingCycle('CMCC', '2026-04'))).toEqual(['2026-04-01', '2026-04-30', 30]);
    expect(span(billingCycle('CMCC', '2026-01'))).toEqual(['2026-01-01', '2026-01-31', 31]);
  });
  it('runs from the 26th to the 25th for CUCC, named by the month it ends in', () => {
    expect(span(billingCycle('CUCC', '2026-03'))).toEqual(['2026-02-26', '2026-03-25', 28]);
    expect(span(billingCycle('CUCC', '2028-03'))).toEqual(['2028-02-26', '2028-03-25', 29]);
    expect(span(billingCycle('CUCC', '2026-05'))).toEqual(['2026-04-26', '2026-05-25', 30]);
    expect(span(billingCycle('CUCC', '2026-01'))).toEqual(['2025-12-26', '2026-01-25', 31]);
  });
});

describe('cycleOfDay and cycleOfInstant', () => {
  it('puts the 26th and later into the next Unicom cycle', () => {
    expect(cycleOfDay('CUCC', '2026-02-25').cycleMonth).toBe('2026-02');
    expect(cycleOfDay('CUCC', '2026-02-26').cycleMonth).toBe('2026-03');
    expect(cycleOfDay('CUCC', '2026-12-31').cycleMonth).toBe('2027-01');
    expect(cycleOfDay('CMCC', '2026-12-31').cycleMonth).toBe('2026-12');
  });
  it('reads an instant in Asia/Shanghai', () => {
    expect(cycleOfInstant('CMCC', new Date('2026-01-31T15:59:59Z')).cycleMonth).toBe('2026-01');
    expect(cycleOfInstant('CMCC', new Date('2026-01-31T16:00:00Z')).cycleMonth).toBe('2026-02');
    expect(cycleOfInstant('CUCC', new Date('2026-03-25T16:30:00Z')).cycleMonth).toBe('2026-04');
  });
});

describe('cycleDays', () => {
  it('lists every day once, across month and year ends', () => {
    const days = cycleDays(billingCycle('CUCC', '2026-01'));
    expect(days).toHaveLength(31);
    expect(days.slice(5, 8)).toEqual(['2025-12-31', '2026-01-01', '2026-01-02']);
    expect(days.at(-1)).toBe('2026-01-25');
    expect(nextDay('2028-02-28')).toBe('2028-02-29');
  });
});
