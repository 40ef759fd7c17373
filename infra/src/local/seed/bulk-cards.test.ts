import { describe, expect, it } from 'vitest';
import { cardCounters } from './bulk-cards.ts';
import { streamDemoCards } from './demo-data.ts';

const now = new Date('2026-11-20T04:00:00Z');

describe('streamDemoCards', () => {
  it('is deterministic and gives unique ICCIDs and MSISDNs', () => {
    const a = [...streamDemoCards(5000, now)];
    expect([...streamDemoCards(5000, now)]).toEqual(a);
    expect(new Set(a.map((c) => c.iccid)).size).toBe(5000);
    expect(new Set(a.map((c) => c.msisdn)).size).toBe(5000);
  });

  it('spreads cards over every enterprise, secondary customer, operator and state', () => {
    const a = [...streamDemoCards(5000, now)];
    expect(new Set(a.map((c) => c.channelCustId))).toEqual(new Set(['C1001', 'C1002', 'C1003', 'C1004', 'C1005']));
    expect(new Set(a.map((c) => c.custId))).toEqual(new Set([null, 'S2001', 'S2002', 'S2003', 'S2004']));
    expect(new Set(a.map((c) => c.operator))).toEqual(new Set(['CMCC', 'CUCC', 'CTCC']));
    expect(new Set(a.map((c) => c.state)).size).toBe(9);
  });
});

describe('cardCounters', () => {
  it('matches counting the cards of each scope directly', () => {
    const cards = [...streamDemoCards(4000, now)];
    const counters = cardCounters(cards);
    const scopes: [string, (typeof cards)[number][]][] = [
      ['PLATFORM', cards],
      ['CUST#C1001', cards.filter((c) => c.channelCustId === 'C1001')],
      ['CUST#C1005', cards.filter((c) => c.channelCustId === 'C1005')],
      ['CUST#C1001#SUB#S2002', cards.filter((c) => c.custId === 'S2002')],
    ];
    for (const [scope, mine] of scopes) {
      const s = counters.get(scope)!;
      expect(s.total).toBe(mine.length);
      for (const state of [60, 61, 62, 63, 64, 65, 66, 67, 68]) {
        expect(s[`s${state}`] ?? 0).toBe(mine.filter((c) => c.state === state).length);
      }
      for (const op of ['CMCC', 'CUCC', 'CTCC']) expect(s[`op${op}`] ?? 0).toBe(mine.filter((c) => c.operator === op).length);
      expect(s.quotaActive).toBe(mine.filter((c) => c.state === 64).reduce((t, c) => t + c.quotaBytes, 0));
    }
    // Unallocated cards count in their enterprise only: no scope for a missing secondary customer.
    expect([...counters.keys()].sort()).toEqual(
      [
        'PLATFORM',
        'CUST#C1001',
        'CUST#C1002',
        'CUST#C1003',
        'CUST#C1004',
        'CUST#C1005',
        'CUST#C1001#SUB#S2001',
        'CUST#C1001#SUB#S2002',
        'CUST#C1002#SUB#S2003',
        'CUST#C1002#SUB#S2004',
      ].sort(),
    );
  });
});
