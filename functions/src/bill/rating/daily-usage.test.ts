import { describe, expect, it } from 'vitest';
import { billingCycle } from './cycle.ts';
import { cycleMonths, usageOfCycle } from './daily-usage.ts';

describe('daily usage of a cycle', () => {
  it('names the calendar months a cycle touches', () => {
    expect(cycleMonths(billingCycle('CMCC', '2026-02'))).toEqual(['2026-02']);
    expect(cycleMonths(billingCycle('CUCC', '2026-01'))).toEqual(['2025-12', '2026-01']);
  });
  it('takes the cycle’s days of the month items, in order, and nothing else', () => {
    const cycle = billingCycle('CUCC', '2026-03');
    const usage = usageOfCycle(cycle, [
      { month: '2026-03', item: { pk: 'x', d25: 7, d26: 99, d01: 5, total: 111 } },
      { month: '2026-02', item: { d25: 99, d26: 3, d28: 0 } },
    ]);
    expect(usage).toEqual([
      { day: '2026-02-26', bytes: 3 },
      { day: '2026-03-01', bytes: 5 },
      { day: '2026-03-25', bytes: 7 },
    ]);
  });
});
