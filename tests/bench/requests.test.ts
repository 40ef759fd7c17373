import { builtInRoles } from '@cmp/functions/platform/permissions';
import { apiGroups } from '@cmp/functions/platform/route-table';
import { describe, expect, it } from 'vitest';
import { demoAccounts } from '../../infra/src/local/seed/demo-data.ts';
import { benchRequests, duplicateGroups, requestKey } from './requests/index.ts';
import { routeMark } from './route-marks.ts';

const routeKeys = apiGroups.flatMap((g) => g.routes.map((r) => ({ key: requestKey(g.name, r.id), route: r })));

describe('benchmark requests cover the route table', () => {
  it('has a request for every route of every API group', () => {
    const missing = routeKeys.filter(({ key }) => !benchRequests[key]).map(({ key }) => key);
    expect(missing, 'routes without a benchmark request (tests/bench/requests/)').toEqual([]);
  });

  it('names no route that the route table no longer has', () => {
    const known = new Set(routeKeys.map(({ key }) => key));
    expect(Object.keys(benchRequests).filter((k) => !known.has(k))).toEqual([]);
    expect(duplicateGroups()).toEqual([]);
  });

  it('makes each request as a caller the route accepts: nobody for public, a signed call for appKey, an account otherwise', () => {
    const wrong = routeKeys
      .filter(({ key, route }) => {
        const as = benchRequests[key]?.as;
        if (route.permission === 'public') return as !== 'public';
        if (route.permission === 'appKey') return as !== 'appKey' || !benchRequests[key]?.prepare;
        if (route.permission === 'widget') return as !== 'widget' || !benchRequests[key]?.prepare;
        return as === 'public' || as === 'appKey' || as === 'widget';
      })
      .map(({ key }) => key);
    expect(wrong).toEqual([]);
  });

  it('makes each request as a demo account whose role holds the route’s permission code', () => {
    const roleOf = new Map(demoAccounts.map((a) => [a.loginName, a.roleId]));
    const refused = routeKeys
      .filter(({ key, route }) => {
        const as = benchRequests[key]?.as;
        if (!as || as === 'public' || as === 'appKey' || as === 'widget' || !/^\d+$/.test(route.permission)) return false;
        return !builtInRoles[roleOf.get(as) ?? '']?.permissions.includes(route.permission);
      })
      .map(({ key }) => key);
    expect(refused).toEqual([]);
  });
});

describe('routeMark', () => {
  const m = { calls: { BatchGetItem: 1, Query: 1 }, pages: 2, authPages: 1, items: 12, authItems: 2, itemsWritten: 0 };
  it('does not count the principal load, and leaves a one-page, ten-item answer unmarked', () => {
    expect(routeMark(m)).toBe('');
  });
  it('marks a second page and more than ten items touched, reads and writes together', () => {
    expect(routeMark({ ...m, pages: 3 })).toBe('2 pages');
    expect(routeMark({ ...m, itemsWritten: 1 })).toBe('11 items');
    expect(routeMark({ ...m, pages: 4, items: 40 })).toBe('3 pages, 38 items');
  });
  it('marks a Scan on any request, and a request declared bulk for nothing else', () => {
    expect(routeMark({ ...m, pages: 9, items: 900 }, 'export')).toBe('');
    expect(routeMark({ ...m, calls: { ...m.calls, Scan: 1 } })).toBe('1 Scan');
    expect(routeMark({ ...m, calls: { ...m.calls, Scan: 2 }, pages: 4, items: 900 }, 'export')).toBe('2 Scan');
  });
});
