import { describe, expect, it } from 'vitest';
import { formatCdr, parseCdr } from './cdr-file.ts';
import { aggregateDeltas, mergeTop, monthTotal, scopesOf } from './usage-rollup.ts';

const east = { iccid: '89860000000000000001', msisdn: '1440', channelCustId: 'C1', custId: 'S1' };
const own = { iccid: '89860000000000000002', msisdn: '1441', channelCustId: 'C1', custId: null };

describe('usage roll-ups', () => {
  it('rolls a card up to the platform, its enterprise and its secondary customer', () => {
    expect(scopesOf(east).map((s) => s.scope)).toEqual(['PLATFORM', 'CUST#C1', 'CUST#C1#SUB#S1']);
    expect(scopesOf(own).map((s) => s.scope)).toEqual(['PLATFORM', 'CUST#C1']);
  });

  it('adds day, month and per-customer deltas and skips zero changes', () => {
    const { months, years } = aggregateDeltas([
      { owner: east, day: '2026-11-03', delta: 100 },
      { owner: own, day: '2026-11-03', delta: 50 },
      { owner: own, day: '2026-11-04', delta: 0 },
    ]);
    const ent = months.find((m) => m.scope === 'CUST#C1')!;
    expect(ent.add).toEqual({ d03: 150, total: 150, c_S1: 100 });
    expect(months.find((m) => m.scope === 'PLATFORM')!.add).toEqual({ d03: 150, total: 150, c_C1: 150 });
    expect(months.find((m) => m.scope === 'CUST#C1#SUB#S1')!.add).toEqual({ d03: 100, total: 100 });
    expect(years.find((y) => y.scope === 'CUST#C1')!.add).toEqual({ m11: 150 });
  });

  it("adds a pooled card's bytes to its pool's scope too, and an unpooled card's to none", () => {
    const pooled = { ...own, iccid: '89860000000000000003', poolId: 'P1' };
    const { months, years } = aggregateDeltas([
      { owner: pooled, day: '2026-11-03', delta: 70 },
      { owner: { ...east, poolId: 'P1' }, day: '2026-11-04', delta: 30 },
      { owner: own, day: '2026-11-03', delta: 50 },
    ]);
    expect(months.find((m) => m.scope === 'CUST#C1#POOL#P1')!.add).toEqual({ d03: 70, d04: 30, total: 100 });
    expect(years.find((y) => y.scope === 'CUST#C1#POOL#P1')!.add).toEqual({ m11: 100 });
    expect(months.filter((m) => m.scope.includes('#POOL#'))).toHaveLength(1);
    // The enterprise still counts every card once.
    expect(months.find((m) => m.scope === 'CUST#C1')!.add.total).toBe(150);
  });

  it('keeps the top five by the newest month total', () => {
    const cur = [1, 2, 3, 4, 5].map((n) => ({ iccid: `i${n}`, msisdn: '', usedBytes: n * 10 }));
    const top = mergeTop(cur, [
      { iccid: 'i1', msisdn: '', usedBytes: 99 },
      { iccid: 'i9', msisdn: '', usedBytes: 35 },
    ]);
    expect(top.map((t) => t.iccid)).toEqual(['i1', 'i5', 'i4', 'i9', 'i3']);
  });

  it('sums only day attributes of a card month', () => {
    expect(monthTotal({ pk: 'x', d01: 5, d31: 7, msisdn: '1' })).toBe(12);
  });
});

describe('CDR files', () => {
  it('round-trips and reports bad rows by line', () => {
    const text = `${formatCdr([{ day: '2026-11-01', iccid: '89860000000000000001', bytes: 12 }])}2026-13-01,x,1\n2026-11-02,89860000000000000001,-5\n`;
    const { rows, rejected } = parseCdr(text);
    expect(rows).toEqual([{ day: '2026-11-01', iccid: '89860000000000000001', bytes: 12 }]);
    expect(rejected).toEqual([
      { line: 3, reason: 'bad iccid' },
      { line: 4, reason: 'bad bytes' },
    ]);
  });
  it('refuses a file with the wrong header', () => {
    expect(parseCdr('iccid,bytes\n1,2').rejected[0]!.line).toBe(1);
  });
});
