import { describe, expect, it } from 'vitest';
import { billingCycle } from './cycle.ts';
import { packBytes, packLines } from './packs.ts';
import { MB, pack } from './rating-fixtures.ts';

const april = { cycle: billingCycle('CMCC', '2026-04') };

describe('packs', () => {
  it('event (8) and excess (11) packs count in the cycle they are ordered only', () => {
    for (const type of [8, 11]) {
      expect(packBytes(april, pack(type, '2026-04-30'))).toBe(100 * MB);
      expect(packBytes(april, pack(type, '2026-03-31'))).toBe(0);
      expect(packBytes(april, pack(type, '2026-05-01'))).toBe(0);
    }
  });
  it('an add-on pack (9) counts in validCycles cycles from the ordering one', () => {
    const addOn = pack(9, '2026-02-15', {}, { validCycles: 3 });
    expect(
      ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05'].map((m) => packBytes({ cycle: billingCycle('CMCC', m) }, addOn)),
    ).toEqual([0, 100 * MB, 100 * MB, 100 * MB, 0]);
  });
  it('reads the ordering cycle in the Unicom calendar', () => {
    const addOn = pack(9, '2026-02-26', {}, { validCycles: 1 });
    expect(packBytes({ cycle: billingCycle('CUCC', '2026-03') }, addOn)).toBe(100 * MB);
    expect(packBytes({ cycle: billingCycle('CUCC', '2026-02') }, addOn)).toBe(0);
  });
  it('a value-added pack (14) adds no volume but is charged', () => {
    const vas = pack(14, '2026-04-02');
    expect(packBytes(april, vas)).toBe(0);
    expect(packLines({ ...april, iccid: 'X', packs: [vas] })).toMatchObject([
      { kind: 'pack', amount: 500, tax: 30, tariffType: 14 },
    ]);
  });
  it('charges a pack once, at the price given for a retail card', () => {
    expect(packLines({ ...april, iccid: 'X', packs: [pack(8, '2026-03-02')] })).toEqual([]);
    expect(packLines({ ...april, iccid: 'X', packs: [pack(8, '2026-04-02', {}, { price: 650 })] })[0]).toMatchObject({
      amount: 650,
      tax: 39,
    });
  });
});
