import { describe, expect, it } from 'vitest';
import { prorate, roundHalfUp, taxOf, yuanToFen } from './money.ts';

describe('roundHalfUp', () => {
  it('rounds exact halves up, not to even', () => {
    expect(roundHalfUp(5n, 10n)).toBe(1);
    expect(roundHalfUp(15n, 10n)).toBe(2);
    expect(roundHalfUp(25n, 10n)).toBe(3);
    expect(roundHalfUp(5000n, 10000n)).toBe(1);
  });
  it('rounds just below a half down and just above up', () => {
    expect(roundHalfUp(4999n, 10000n)).toBe(0);
    expect(roundHalfUp(5001n, 10000n)).toBe(1);
    expect(roundHalfUp(1n, 3n)).toBe(0);
    expect(roundHalfUp(2n, 3n)).toBe(1);
  });
  it('rounds negative halves away from zero, symmetric with positive ones', () => {
    expect(roundHalfUp(-5n, 10n)).toBe(-1);
    expect(roundHalfUp(-4n, 10n)).toBe(0);
    expect(roundHalfUp(5n, -10n)).toBe(-1);
    expect(roundHalfUp(-25n, 10n)).toBe(-3);
  });
  it('keeps integers and is exact on numbers beyond 2^53', () => {
    expect(roundHalfUp(42n)).toBe(42);
    expect(roundHalfUp(2n ** 60n + 1n, 2n)).toBe(Number(2n ** 59n + 1n));
  });
  it('refuses a zero denominator', () => {
    expect(() => roundHalfUp(1n, 0n)).toThrow(RangeError);
  });
});

describe('yuanToFen', () => {
  it('rounds the third decimal half-up exactly where floating point would not', () => {
    expect(1.005 * 100).toBeLessThan(100.5);
    expect(yuanToFen('1.005')).toBe(101);
    expect(yuanToFen('0.005')).toBe(1);
    expect(yuanToFen('0.004999')).toBe(0);
    expect(yuanToFen('12.345')).toBe(1235);
    expect(yuanToFen('12.344')).toBe(1234);
  });
  it('reads whole and short amounts and negative ones', () => {
    expect(yuanToFen('1')).toBe(100);
    expect(yuanToFen('0.1')).toBe(10);
    expect(yuanToFen(' 30.00 ')).toBe(3000);
    expect(yuanToFen('-0.005')).toBe(-1);
    expect(yuanToFen('-2.344')).toBe(-234);
  });
  it('refuses what is not a decimal', () => {
    for (const bad of ['', '1,5', '1e3', '.5', 'abc']) expect(() => yuanToFen(bad)).toThrow(RangeError);
  });
});

describe('prorate and taxOf', () => {
  it('prorates by days with the half fen rounded up', () => {
    expect(prorate(1000, 15, 30)).toBe(500);
    expect(prorate(999, 15, 30)).toBe(500); // 499.5
    expect(prorate(1001, 1, 2)).toBe(501); // 500.5
    expect(prorate(1000, 1, 31)).toBe(32); // 32.258
    expect(prorate(1000, 2, 3)).toBe(667); // 666.67
    expect(prorate(1000, 0, 30)).toBe(0);
  });
  it('taxes a line at its rate with the half fen rounded up', () => {
    expect(taxOf(150, 3)).toBe(5); // 4.5
    expect(taxOf(50, 1)).toBe(1); // 0.5
    expect(taxOf(49, 1)).toBe(0); // 0.49
    expect(taxOf(1000, 6)).toBe(60);
    expect(taxOf(1234, 13)).toBe(160); // 160.42
    expect(taxOf(1000, 0)).toBe(0);
  });
});
