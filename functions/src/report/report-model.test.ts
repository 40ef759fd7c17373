import { describe, expect, it } from 'vitest';
import {
  activeRows,
  businessRows,
  cardFlowRows,
  commUsageRows,
  countsAtMonthEnds,
  monthsOf,
  totalsOf,
  usageRows,
  validYear,
} from './report-model.ts';

describe('report calculations', () => {
  it('takes the begun months of a year in the Shanghai calendar, none of a year to come', () => {
    expect(monthsOf('2026', '2026-03')).toEqual(['2026-01', '2026-02', '2026-03']);
    expect(monthsOf('2025', '2026-03')).toHaveLength(12);
    expect(monthsOf('2027', '2026-03')).toEqual([]);
    expect(validYear('2026')).toBe(true);
    expect(validYear('26')).toBe(false);
  });

  it('counts a month end as today less every later month change', () => {
    const deltas = new Map<string, Record<string, number>>([
      ['2026-02', { total: 5, s64: 5, opCMCC: 5 }],
      ['2026-03', { total: 2, s64: -1, s65: 1, opCUCC: 2, s62: 2 }],
    ]);
    const now = { total: 10, s64: 6, s65: 1, s62: 3, opCMCC: 8, opCUCC: 2 };
    const at = countsAtMonthEnds(now, deltas, ['2026-01', '2026-02', '2026-03'], '2026-03');
    expect(at.get('2026-03')).toMatchObject(now);
    expect(at.get('2026-02')).toMatchObject({ total: 8, s64: 7, s65: 0, s62: 1, opCMCC: 8, opCUCC: 0 });
    expect(at.get('2026-01')).toMatchObject({ total: 3, s64: 2, opCMCC: 3 });
  });

  it('turns roll-ups into flow, activation and business rows with totals', () => {
    const deltas = new Map([['2026-01', { added: 4, in64: 3, in65: 1, in67: 1, alloc: 2, dealloc: 1 }]]);
    const flows = cardFlowRows(['2026-01', '2026-02'], deltas);
    expect(flows[0]).toMatchObject({ added: 4, activated: 3, deactivated: 1, cancelled: 1, allocated: 2, deallocated: 1 });
    expect(flows[1]).toMatchObject({ added: 0, activated: 0 });
    expect(totalsOf(flows, ['added', 'activated'])).toEqual({ added: 4, activated: 3 });
    const counts = new Map([['2026-01', { total: 8, s64: 3 }]]);
    expect(activeRows(counts, deltas)[0]).toEqual({ month: '2026-01', activated: 3, active: 3, total: 8, activePerMille: 375 });
    const usage = new Map([['2026-01', { total: 900 }]]);
    const billed = new Map([['2026-01', { fen: 12345, count: 1 }]]);
    expect(businessRows(counts, deltas, usage, billed)[0]).toEqual({
      month: '2026-01',
      cards: 8,
      active: 3,
      activated: 3,
      usageBytes: 900,
      billedFen: 12345,
      bills: 1,
    });
    const sub = businessRows(counts, deltas, usage, null);
    expect(sub[0]?.billedFen).toBeNull();
    expect(totalsOf(sub, ['usageBytes', 'billedFen'])).toEqual({ usageBytes: 900, billedFen: null });
  });

  it('lists usage per plan with names, largest first, and by communication service and zone', () => {
    const usage = new Map([['2026-01', { total: 300, p_P1: 100, p_P2: 200, o_CMCC: 300 }]]);
    const rows = usageRows(['2026-01'], usage, new Map([['P1', 'Plan one']]));
    expect(rows.map((r) => [r.goodsReleaseId, r.planName, r.bytes])).toEqual([
      ['P2', null, 200],
      ['P1', 'Plan one', 100],
    ]);
    expect(usageRows(['2026-01'], usage, new Map(), 'P1').map((r) => r.bytes)).toEqual([100]);
    const plans = new Map([
      ['P1', { commservIds: ['CS1'], zones: ['Z1', 'Z2'] }],
      ['P2', { commservIds: [], zones: ['Z1'] }],
    ]);
    const comm = commUsageRows(['2026-01'], usage, plans, new Map([['zone|Z1', 'Asia']]));
    expect(comm.map((r) => [r.kind, r.id, r.name, r.bytes])).toEqual([
      ['commserv', 'none', null, 200],
      ['commserv', 'CS1', null, 100],
      ['zone', 'Z1', 'Asia', 300],
      ['zone', 'Z2', null, 100],
    ]);
  });
});
