import { describe, expect, it } from 'vitest';
import { creditLineOf, isDay, rangeBounds, rangeOf, shownState, validToOf } from './credit-model.ts';

describe('credit orders', () => {
  it.each([
    [99_999, 'lt1000'],
    [100_000, 'lt3000'],
    [299_999, 'lt3000'],
    [300_000, 'lt5000'],
    [999_999, 'lt10000'],
    [1_000_000, 'ge10000'],
  ] as const)('%i fen is in range %s (spec §9)', (fen, range) => {
    expect(rangeOf(fen)).toBe(range);
  });

  it('gives each range its bounds', () => {
    expect(rangeBounds('lt1000')).toEqual({ from: 0, to: 100_000 });
    expect(rangeBounds('lt5000')).toEqual({ from: 300_000, to: 500_000 });
    expect(rangeBounds('ge10000')).toEqual({ from: 1_000_000, to: null });
  });

  it.each([
    ['2026-01-01', 'day', 30, '2026-01-30'],
    ['2026-01-31', 'month', 1, '2026-02-27'],
    ['2026-03-15', 'month', 12, '2027-03-14'],
    ['2028-02-29', 'year', 1, '2029-02-27'],
    ['2026-12-01', 'month', 1, '2026-12-31'],
  ] as const)('valid from %s for %s × %i ends %s', (from, unit, n, to) => {
    expect(validToOf(from, unit, n)).toBe(to);
  });

  it('counts active orders within their validity only', () => {
    const orders = [
      { state: 'active', validFrom: '2026-01-01', validTo: '2026-12-31', amount: 100_000 },
      { state: 'active', validFrom: '2026-06-01', validTo: '2026-06-30', amount: 50_000 },
      { state: 'cancelled', validFrom: '2026-01-01', validTo: '2026-12-31', amount: 70_000 },
    ] as const;
    expect(creditLineOf(orders, '2026-06-15')).toBe(150_000);
    expect(creditLineOf(orders, '2026-07-01')).toBe(100_000);
    expect(creditLineOf(orders, '2027-01-01')).toBe(0);
    expect(shownState(orders[0], '2027-01-01')).toBe('expired');
    expect(shownState(orders[2], '2027-01-01')).toBe('cancelled');
  });

  it('accepts real days only', () => {
    expect(isDay('2026-02-28')).toBe(true);
    expect(isDay('2026-02-30')).toBe(false);
    expect(isDay('2026-2-3')).toBe(false);
  });
});
