import { describe, expect, it } from 'vitest';
import type { CreditOrder } from './credit-model.ts';
import { validityChanges } from './credit-sweep.ts';

const o = (creditId: string, validFrom: string, validTo: string, state: CreditOrder['state'] = 'active') =>
  ({ creditId, validFrom, validTo, state, amount: 100 }) as CreditOrder;

describe('the orders a day ends or begins', () => {
  const orders = [
    o('ENDED', '2026-01-01', '2026-11-25'),
    o('BEGUN', '2026-11-26', '2026-12-31'),
    o('STILL', '2026-01-01', '2026-12-31'),
    o('LATER', '2026-12-01', '2026-12-31'),
    o('CANCELLED', '2026-01-01', '2026-11-25', 'cancelled'),
    o('SPANNED', '2026-11-20', '2026-11-24'),
  ];
  it('compares the day the line was last computed with today', () => {
    const { expired, started } = validityChanges(orders, '2026-11-22', '2026-11-26');
    expect(expired.map((x) => x.creditId)).toEqual(['ENDED', 'SPANNED']);
    expect(started.map((x) => x.creditId)).toEqual(['BEGUN']);
  });
  it('finds nothing when the line was computed today', () => {
    expect(validityChanges(orders, '2026-11-26', '2026-11-26')).toEqual({ expired: [], started: [] });
  });
  it('without a day computed before, counts every order counting today as begun', () => {
    const { expired, started } = validityChanges(orders, null, '2026-11-26');
    expect(expired).toEqual([]);
    expect(started.map((x) => x.creditId)).toEqual(['BEGUN', 'STILL']);
  });
});
