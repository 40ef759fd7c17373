import { describe, expect, it } from 'vitest';
import type { AppRoute } from '../routing/types';
import { downloadTasksEntry, helpMenuEntries, routeFor, userMenuEntries } from './header-menus';

const page = {} as NonNullable<AppRoute['page']>;
const base: AppRoute[] = [
  {
    id: 'home',
    path: '/home',
    permission: '1000000',
    menu: {},
    titleKey: 'x',
    children: [{ id: 'home.index', path: '/home/index', permission: '1000000', menu: {}, titleKey: 'x', page }],
  },
  {
    id: 'help',
    path: '/home/doc',
    menu: false,
    titleKey: 'x',
    children: [
      { id: 'help.guide', path: '/home/doc/guide', menu: false, titleKey: 'x', page },
      { id: 'help.faq', path: '/home/doc/faq', menu: false, titleKey: 'x', page },
    ],
  },
];
const withAccounts: AppRoute[] = [
  ...base,
  {
    id: 'account',
    path: '/home/account',
    permission: '1000000',
    menu: {},
    titleKey: 'x',
    children: [
      { id: 'a', path: '/home/account/list/:channelCustId?', permission: '1000000', menu: {}, titleKey: 'x', page },
      { id: 'c', path: '/home/customer', permission: '1000000', menu: {}, titleKey: 'x', page },
      { id: 'api', path: '/home/doc/api-manager', permission: '1000000', menu: false, titleKey: 'x', page },
    ],
  },
];
const ids = (entries: { id: string }[]) => entries.map((e) => e.id);
const all = ['1000000', '1000001', '1000002', '1000003', '1000004'];

describe('routeFor', () => {
  it('matches route patterns with optional parameters', () => {
    expect(routeFor(withAccounts, '/home/account/list')?.id).toBe('a');
    expect(routeFor(base, '/home/account/list')).toBeUndefined();
  });
});

describe('userMenuEntries', () => {
  it('hides entries whose pages are not registered yet', () => {
    expect(ids(userMenuEntries(base, { roleId: '3000', permissions: all }))).toEqual(['logo', 'sign-out']);
  });
  it('shows account (with 1000002) and customer management once they exist', () => {
    expect(ids(userMenuEntries(withAccounts, { roleId: '3000', permissions: all }))).toEqual([
      'accounts',
      'customers',
      'logo',
      'sign-out',
    ]);
    expect(ids(userMenuEntries(withAccounts, { roleId: '4000', permissions: ['1000000'] }))).toEqual(['customers', 'sign-out']);
  });
  it('never shows account or customer management to role 5000', () => {
    expect(ids(userMenuEntries(withAccounts, { roleId: '5000', permissions: all }))).toEqual(['logo', 'sign-out']);
  });
});

describe('helpMenuEntries', () => {
  it('offers the guide and FAQ, and API management only when built and permitted', () => {
    expect(ids(helpMenuEntries(base, { roleId: '3000', permissions: all }))).toEqual(['guide', 'faq']);
    expect(ids(helpMenuEntries(withAccounts, { roleId: '3000', permissions: all }))).toEqual(['api-manager', 'guide', 'faq']);
    expect(ids(helpMenuEntries(withAccounts, { roleId: '4000', permissions: ['1000000'] }))).toEqual(['guide', 'faq']);
  });
});

describe('downloadTasksEntry', () => {
  const withTasks: AppRoute[] = [
    ...base,
    {
      id: 'card',
      path: '/card',
      permission: '2000000',
      menu: {},
      titleKey: 'x',
      children: [
        { id: 'card.downloadtask.list', path: '/card/downloadtask/list', permission: '2000000', menu: {}, titleKey: 'x', page },
      ],
    },
  ];
  it('links to the download tasks for users holding the card area', () => {
    expect(downloadTasksEntry(withTasks, { roleId: '3000', permissions: ['1000000', '2000000'] })).toEqual({
      id: 'download-tasks',
      labelKey: 'shell.downloadTasks',
      to: '/card/downloadtask/list',
    });
  });
  it('is absent without 2000000 or before the page exists', () => {
    expect(downloadTasksEntry(withTasks, { roleId: '3000', permissions: ['1000000'] })).toBeNull();
    expect(downloadTasksEntry(base, { roleId: '3000', permissions: ['1000000', '2000000'] })).toBeNull();
  });
});
