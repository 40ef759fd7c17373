import { describe, expect, it } from 'vitest';
import { LIST_CALLS_COMMAND, type ListBudgets, judge } from './list-calls.ts';
import type { RouteRow } from './per-route.ts';

const row = (group: string, id: string, dbCalls: number, rows: number | '' = 20, ok = true): RouteRow => ({
  group,
  id,
  method: 'POST',
  path: `/cmp/${group}/${id}`,
  status: ok ? 200 : '500 boom',
  ok,
  ms: 1,
  calls: `Query×${dbCalls}`,
  dbCalls,
  readUnits: 0,
  writeUnits: 0,
  items: 0,
  written: 0,
  pages: 0,
  rows,
  mark: '',
  note: '',
});

describe('list calls: the verdict of a run against the budgets', () => {
  const budgets: ListBudgets = {
    'a/list': { calls: 2 },
    'b/list': { calls: 3 },
    'c/list': { calls: 1, tolerance: 1, reason: 'x' },
  };

  it('passes a run at or below budget, and prints the routes below it', () => {
    const v = judge([row('a', 'list', 2), row('b', 'list', 1), row('c', 'list', 2), row('a', 'detail', 5, '')], budgets);
    expect(v).toMatchObject({ failed: [], missing: [], stale: [], over: [], measured: 3 });
    expect(v.below).toEqual(['b/list: budget 3, measured 1']);
  });

  it('names the route, its budget and the measured count of a page over budget (tolerance included)', () => {
    const v = judge([row('a', 'list', 3), row('b', 'list', 3), row('c', 'list', 3)], budgets);
    expect(v.over).toEqual([
      "a/list (/cmp/a/list): budget 2, measured 3 (Query×3, the sign-in's BatchGet aside)",
      "c/list (/cmp/c/list): budget 1 + 1, measured 3 (Query×3, the sign-in's BatchGet aside)",
    ]);
  });

  it('names a list route without a budget and the command that writes it', () => {
    const v = judge([row('a', 'list', 2), row('b', 'list', 3), row('c', 'list', 1), row('d', 'list', 4, 0)], budgets);
    expect(v.missing).toHaveLength(1);
    expect(v.missing[0]).toContain('d/list');
    expect(v.missing[0]).toContain(LIST_CALLS_COMMAND);
  });

  it('names a budget whose route no longer answers a page, and a failed request apart', () => {
    const v = judge([row('a', 'list', 2, ''), row('b', 'list', 3, '', false)], budgets);
    expect(v.stale.map((s) => s.split(' ')[0])).toEqual(['a/list', 'c/list']);
    expect(v.failed).toEqual(['b/list /cmp/b/list: 500 boom']);
  });
});
