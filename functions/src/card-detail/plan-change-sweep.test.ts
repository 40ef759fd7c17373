import { describe, expect, it } from 'vitest';
import { SWEEP_LOOKBACK_DAYS, sweepDays } from './plan-change-sweep.ts';

describe('sweepDays', () => {
  it('lists the Shanghai days from the lookback up to today, oldest first', () => {
    // 2026-12-31T16:30Z is 00:30 on 1 January 2027 in Shanghai: the new day is already swept.
    const days = sweepDays(new Date('2026-12-31T16:30:00Z'), 3);
    expect(days).toEqual(['2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01']);
  });
  it('looks a month back by default, so a missed run is caught up', () => {
    const days = sweepDays(new Date('2026-11-24T12:00:00Z'));
    expect(days).toHaveLength(SWEEP_LOOKBACK_DAYS + 1);
    expect(days[0]).toBe('2026-10-24');
    expect(days.at(-1)).toBe('2026-11-24');
  });
});
