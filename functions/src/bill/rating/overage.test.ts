import { describe, expect, it } from 'vitest';
import { MIB, chargedMegabytes, overageLine } from './overage.ts';
import { plan } from './rating-fixtures.ts';

const base = { kind: 'overage' as const, goodsReleaseId: 'GR', tariffType: 0, cardCount: 1 };

describe('overage', () => {
  it('charges whole blocks of the grade, a started block whole', () => {
    expect(chargedMegabytes(1)).toBe(1);
    expect(chargedMegabytes(MIB)).toBe(1);
    expect(chargedMegabytes(MIB + 1)).toBe(2);
    expect(chargedMegabytes(MIB + 1, 5)).toBe(5);
    expect(chargedMegabytes(5 * MIB + 1, 5)).toBe(10);
  });
  it('has no line without overage', () => {
    expect(overageLine(base, plan(), 0, 6)).toBeNull();
    expect(overageLine(base, plan(), -5, 6)).toBeNull();
  });
  it('taxes the overage amount half-up', () => {
    // 25 MB × 10 fen = 250 fen; 6 % = 15.
    expect(overageLine(base, plan(), 25 * MIB, 6)).toMatchObject({ quantity: 25, amount: 250, tax: 15 });
    // 15 MB × 10 fen = 150 fen; 3 % = 4.5 → 5.
    expect(overageLine(base, plan(), 15 * MIB, 3)).toMatchObject({ amount: 150, tax: 5 });
  });
});
