import { describe, expect, it } from 'vitest';
import { billingPeriod } from './lifecycle-billing.ts';

describe('billing period', () => {
  it('starts Unicom periods on the 26th in Shanghai', () => {
    expect(billingPeriod('CUCC', new Date('2026-03-25T15:59:59Z'))).toEqual({
      month: '2026-03',
      firstDay: '2026-02-26',
      lastDay: '2026-03-25',
      startsAt: '2026-02-25T16:00:00.000Z',
      nextStartsAt: '2026-03-25T16:00:00.000Z',
    });
    expect(billingPeriod('CUCC', new Date('2026-03-25T16:00:00Z'))).toMatchObject({ month: '2026-04', firstDay: '2026-03-26' });
  });
  it('rolls the Unicom period over the year end', () => {
    expect(billingPeriod('CUCC', new Date('2026-12-28T00:00:00Z'))).toMatchObject({
      month: '2027-01',
      firstDay: '2026-12-26',
      lastDay: '2027-01-25',
    });
  });
  it('starts other operators on the 1st, by the Shanghai calendar', () => {
    expect(billingPeriod('CMCC', new Date('2026-01-31T16:30:00Z'))).toEqual({
      month: '2026-02',
      firstDay: '2026-02-01',
      lastDay: '2026-02-28',
      startsAt: '2026-01-31T16:00:00.000Z',
      nextStartsAt: '2026-02-28T16:00:00.000Z',
    });
    expect(billingPeriod('CTCC', new Date('2028-02-10T00:00:00Z'))).toMatchObject({ lastDay: '2028-02-29' });
  });
});
