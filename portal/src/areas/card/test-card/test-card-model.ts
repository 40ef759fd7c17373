// Test cards as the API answers them (docs/api.md "Labels, card types, test cards").
import type { ResponseOf } from '@cmp/functions/contracts';

export type TestCardRow = ResponseOf<'test-card.list'>['items'][number];
export type TestPeriod = TestCardRow['test'];
export type TestCardDetail = ResponseOf<'test-card.detail'>;

/** Days left within which a test card counts as ending soon. */
export const ENDING_SOON_DAYS = 30;

/** How urgent the end of the test period is: expired, ending soon, or fine. */
export function remainingTone(period: Pick<TestPeriod, 'expired' | 'remainingDays'>): 'red' | 'amber' | 'green' {
  if (period.expired) return 'red';
  return period.remainingDays <= ENDING_SOON_DAYS ? 'amber' : 'green';
}

/** Used share of the test quota, 0..100 (100 when there is no quota). */
export const usedPercent = (used: number, quota: number): number =>
  quota > 0 ? Math.min(100, Math.round((used / quota) * 100)) : 100;
