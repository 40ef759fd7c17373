import { describe, expect, it } from 'vitest';
import { findTrail, firstChildPath, isReachable, leaves, linkPath, matchesPath, visibleMenu } from './route-tree';
import type { AppRoute } from './types';

const page = {} as NonNullable<AppRoute['page']>;
const tree: AppRoute[] = [
  {
    id: 'home',
    path: '/home',
    permission: '1000000',
    menu: { icon: 'home' },
    titleKey: 'menu.home.root',
    children: [
      { id: 'home.index', path: '/home/index', permission: '1000000', menu: {}, titleKey: 'menu.home.index', page },
      { id: 'home.logo', path: '/home/logo', permission: '1000004', menu: {}, titleKey: 'menu.home.logo', page },
      { id: 'home.hidden', path: '/home/hidden', menu: false, titleKey: 'menu.home.hidden', page },
    ],
  },
  {
    id: 'card',
    path: '/card',
    permission: '2000000',
    menu: { icon: 'card' },
    titleKey: 'menu.card.root',
    children: [{ id: 'card.list', path: '/card/list', permission: '2000000', menu: {}, titleKey: 'menu.card.list', page }],
  },
];

describe('visibleMenu', () => {
  it('keeps what the user may open and drops entries outside the menu', () => {
    const menu = visibleMenu(tree, ['1000000']);
    expect(menu.map((r) => r.id)).toEqual(['home']);
    expect(menu[0]?.children?.map((r) => r.id)).toEqual(['home.index']);
  });
  it('keeps a permitted parent with permitted children, and drops everything without permissions', () => {
    const withCardParentOnly = visibleMenu(tree, ['2000000']);
    expect(withCardParentOnly.map((r) => r.id)).toEqual(['card']);
    expect(visibleMenu(tree, [])).toEqual([]);
  });
});

describe('findTrail', () => {
  it('returns parent and child for a leaf path, ignoring a trailing slash', () => {
    expect(findTrail(tree, '/home/index/').map((r) => r.id)).toEqual(['home', 'home.index']);
    expect(findTrail(tree, '/card').map((r) => r.id)).toEqual(['card']);
    expect(findTrail(tree, '/nope')).toEqual([]);
  });
});

describe('firstChildPath', () => {
  it('leads to the first permitted child, else the first child', () => {
    expect(firstChildPath(tree[0] as AppRoute, ['1000000', '1000004'])).toBe('/home/index');
    expect(firstChildPath(tree[0] as AppRoute, ['1000004'])).toBe('/home/logo');
    expect(firstChildPath(tree[0] as AppRoute, [])).toBe('/home/index');
  });
});

describe('leaves and isReachable', () => {
  it('lists pages and checks a stored path against the permissions', () => {
    expect(leaves(tree).map((r) => r.path)).toEqual(['/home/index', '/home/logo', '/home/hidden', '/card/list']);
    expect(isReachable(tree, '/home/index?x=1', ['1000000'])).toBe(true);
    expect(isReachable(tree, '/card/list', ['1000000'])).toBe(false);
    expect(isReachable(tree, '/gone', ['1000000'])).toBe(false);
  });
});

describe('route paths with parameters', () => {
  it('match concrete paths, optional parameters may be absent', () => {
    expect(matchesPath('/home/account/list/:channelCustId?', '/home/account/list')).toBe(true);
    expect(matchesPath('/home/account/list/:channelCustId?', '/home/account/list/C001')).toBe(true);
    expect(matchesPath('/home/account/freeze/:loginName', '/home/account/freeze')).toBe(false);
    expect(matchesPath('/home/account/freeze/:loginName', '/home/account/freeze/bob')).toBe(true);
    expect(matchesPath('/home/account/freeze/:loginName', '/home/account/freeze/bob/x')).toBe(false);
    expect(matchesPath('/home/index', '/home/index')).toBe(true);
  });
  it('link without their optional parameters', () => {
    expect(linkPath('/home/account/list/:channelCustId?')).toBe('/home/account/list');
    expect(linkPath('/system/role/list')).toBe('/system/role/list');
  });
  it('are found by findTrail', () => {
    const routes: AppRoute[] = [
      {
        id: 'system',
        path: '/system',
        menu: {},
        titleKey: 's',
        children: [{ id: 'system.role.detail', path: '/system/role/detail/:roleId?', menu: false, titleKey: 'd' }],
      },
    ];
    expect(findTrail(routes, '/system/role/detail/r1').map((r) => r.id)).toEqual(['system', 'system.role.detail']);
    expect(firstChildPath(routes[0] as AppRoute, [])).toBe('/system/role/detail');
  });
});
