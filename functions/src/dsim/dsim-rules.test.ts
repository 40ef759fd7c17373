import { describe, expect, it } from 'vitest';
import { iccidIn, normaliseSn, pairProblem, visibleTo } from './dsim-rules.ts';

const card = (iccid: string, extra: Partial<{ custId: string | null; state: number; dsimSn: string }> = {}) => ({
  iccid,
  custId: null,
  state: 64,
  ...extra,
});

describe('dual-SIM pairing rules', () => {
  it('accepts two different free cards of the same customer', () => {
    expect(pairProblem(card('1'), card('2'))).toBeNull();
    expect(pairProblem(card('1', { custId: 'S1', state: 63 }), card('2', { custId: 'S1', state: 65 }))).toBeNull();
  });
  it('refuses the same ICCID twice', () => {
    expect(pairProblem(card('1'), card('1'))).toEqual({ code: 'DSIM_SAME_ICCID' });
  });
  it('refuses a card already paired, naming it', () => {
    expect(pairProblem(card('1'), card('2', { dsimSn: 'SN1' }))).toEqual({ code: 'DSIM_CARD_PAIRED', iccid: '2' });
  });
  it('refuses invalid or cancelled cards', () => {
    expect(pairProblem(card('1', { state: 67 }), card('2'))).toEqual({ code: 'DSIM_CARD_UNAVAILABLE', iccid: '1' });
    expect(pairProblem(card('1'), card('2', { state: 66 }))).toEqual({ code: 'DSIM_CARD_UNAVAILABLE', iccid: '2' });
  });
  it('refuses cards of different secondary customers (or one allocated, one not)', () => {
    expect(pairProblem(card('1', { custId: 'S1' }), card('2', { custId: 'S2' }))).toEqual({ code: 'DSIM_CUST_MISMATCH' });
    expect(pairProblem(card('1', { custId: 'S1' }), card('2'))).toEqual({ code: 'DSIM_CUST_MISMATCH' });
  });
  it('shows a pair to a secondary customer only when both cards are its own', () => {
    expect(visibleTo(null, [{ custId: 'S1' }, null])).toBe(true);
    expect(visibleTo('S1', [{ custId: 'S1' }, { custId: 'S1' }])).toBe(true);
    expect(visibleTo('S1', [{ custId: 'S1' }, { custId: null }])).toBe(false);
    expect(visibleTo('S1', [{ custId: 'S1' }, null])).toBe(false);
  });
  it('normalises serial numbers and reads slots', () => {
    expect(normaliseSn(' ab-12 ')).toBe('AB-12');
    expect(iccidIn({ iccid1: 'a', iccid2: 'b' }, 2)).toBe('b');
  });
});
