import { describe, expect, it } from 'vitest';
import { linkPath } from '../routing/route-tree';
import type { AppRoute } from '../routing/types';
import { areaRoutes } from './index';

function menuEntries(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((route) => (route.menu ? [route, ...menuEntries(route.children ?? [])] : []));
}

describe('menu links of the real route table', () => {
  it('every menu entry links to a path with no route parameters left in it', () => {
    const entries = menuEntries(areaRoutes);
    expect(entries.length).toBeGreaterThan(10);
    const withParams = entries.filter((route) => linkPath(route.path).includes(':')).map((route) => route.path);
    expect(withParams).toEqual([]);
  });

  it('registers each route once: no area twice, no id or path twice', () => {
    const all = (routes: readonly AppRoute[]): AppRoute[] => routes.flatMap((r) => [r, ...all(r.children ?? [])]);
    const dupes = (values: string[]) => values.filter((v, i) => values.indexOf(v) !== i);
    expect(dupes(areaRoutes.map((r) => r.id))).toEqual([]);
    expect(dupes(all(areaRoutes).map((r) => r.id))).toEqual([]);
    expect(dupes(all(areaRoutes).flatMap((r) => (r.page ? [r.path] : [])))).toEqual([]);
  });

  it('optional parameters are dropped, e.g. the card list', () => {
    const card = menuEntries(areaRoutes).find((route) => route.path.startsWith('/card/card-list/list'));
    expect(card && linkPath(card.path)).toBe('/card/card-list/list');
  });
});
