import { describe, expect, it } from 'vitest';
import { demoCards } from './demo-data.ts';
import { createCardPicker, iccids, of } from './history-picker.ts';

const now = new Date('2026-11-25T00:00:00Z');

describe('history card picker', () => {
  it('picks the highest fitting ICCIDs, each card once, the same on every run', () => {
    const cards = demoCards(800, now);
    const first = createCardPicker(cards);
    const a = first.pick(3, of('C1001', { state: 64, custId: null }), 'a');
    const b = first.pick(3, of('C1001', { state: 64, custId: null }), 'b');
    const fitting = cards
      .filter((c) => c.channelCustId === 'C1001' && c.state === 64 && c.custId === null)
      .map((c) => c.iccid)
      .sort()
      .reverse();
    expect(iccids(a)).toEqual(fitting.slice(0, 3));
    expect(iccids(b)).toEqual(fitting.slice(3, 6));
    const again = createCardPicker(demoCards(800, new Date('2027-01-01T00:00:00Z')));
    expect(iccids(again.pick(3, of('C1001', { state: 64, custId: null }), 'a'))).toEqual(iccids(a));
  });

  it('filters by operator, allocation and edition, and says what it could not find', () => {
    const picker = createCardPicker(demoCards(800, now));
    const east = picker.pick(2, of('C1001', { custId: 'S2001', operator: 'CTCC' }), 'east');
    expect(east.every((c) => c.custId === 'S2001' && c.operator === 'CTCC')).toBe(true);
    expect(() => picker.pick(1, of('C9999'), 'nobody')).toThrow('fewer than 1 cards for nobody');
  });
});
