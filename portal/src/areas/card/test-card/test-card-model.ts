// Test cards as the API answers them (docs/api.md "Labels, card types, test cards").

export interface TestPeriod {
  startedAt: string;
  deadline: string;
  elapsedDays: number;
  remainingDays: number;
  expired: boolean;
}

export interface TestCardRow {
  iccid: string;
  msisdn: string;
  imsi: string;
  operator: 'CMCC' | 'CUCC' | 'CTCC';
  state: number;
  channelCustId: string;
  custId: string | null;
  goodsReleaseId: string;
  quotaBytes: number;
  labels: string[];
  test: TestPeriod;
}

export interface TestCardDetail extends TestCardRow {
  /** The secondary customer's name (null for an enterprise-level card or a customer without one). */
  customerName: string | null;
  usage: { usedBytes: number; quotaBytes: number; remainingBytes: number; months: { month: string; bytes: number }[] };
}

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
