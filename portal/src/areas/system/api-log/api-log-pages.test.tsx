// @vitest-environment jsdom
import { routes } from '@cmp/functions/contracts';
import { builtInRoles, featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { enUS, zhCN } from '../../../i18n/all-texts';
import { pageTests, refuse, renderPage, signInAs } from '../../../lib/page-harness';
import { visibleMenu } from '../../../routing/route-tree';
import { areaRoutes } from '../../index';
import { OPEN_API_ROUTES, STATUS_CLASSES, shanghaiDateTime, statusTone } from './api-log-model';
import ApiLogPage from './api-log-page';

const entry = (over: Record<string, unknown> = {}) => ({
  at: '2026-11-26T02:03:04.000Z',
  requestId: 'req-1',
  appKey: 'akACME0001',
  channelCustId: 'C1001',
  enterpriseName: 'Acme IoT Ltd.',
  routeId: 'openCardStatus',
  path: `/api${routes['api-manager.openCardStatus'].path}`,
  status: 200,
  latencyMs: 12,
  sourceIp: '203.0.113.7',
  ...over,
});

const api = pageTests(() => ({
  'api-manager.logList': (b) => {
    if (b.from === '2026-01-01') throw refuse(422, 'The time range can cover at most 31 days: narrow it', { errorCode: 49951 });
    if (b.statusClass === '5xx') return { items: [], cursor: null };
    return {
      items: [
        entry(),
        entry({ requestId: 'req-2', status: 401, errorCode: 60010, appKey: '', channelCustId: null, enterpriseName: null }),
        entry({ requestId: 'req-3', status: 403, errorCode: 60013, channelCustId: 'C1002', enterpriseName: 'Globex Logistics' }),
      ],
      cursor: null,
    };
  },
  'customer.list': () => ({
    items: [
      { channelCustId: 'C1001', custId: null, name: 'Acme IoT Ltd.' },
      { channelCustId: 'C1002', custId: null, name: 'Globex Logistics' },
    ],
    cursor: null,
  }),
}));

describe('API log model', () => {
  it('shows times in Beijing time and colours statuses by class', () => {
    expect(shanghaiDateTime('2026-11-26T17:03:04.000Z')).toBe('2026/11/27 01:03:04');
    expect(shanghaiDateTime('nonsense')).toBe('');
    expect([200, 401, 429, 500, 302].map(statusTone)).toEqual(['green', 'amber', 'amber', 'red', 'slate']);
  });

  it('names every status class and open-API route in both languages', () => {
    for (const c of STATUS_CLASSES) {
      expect(enUS.system.apiLog.statusClasses[c]).toBeTruthy();
      expect(zhCN.system.apiLog.statusClasses[c]).toBeTruthy();
    }
    for (const r of OPEN_API_ROUTES) {
      expect(enUS.system.apiLog.routes[r as keyof typeof enUS.system.apiLog.routes], r).toBeTruthy();
      expect(zhCN.system.apiLog.routes[r as keyof typeof zhCN.system.apiLog.routes], r).toBeTruthy();
    }
  });
});

describe('API log menu', () => {
  it('shows the System area with the API log and data push to an enterprise, and not to staff or secondary customers', () => {
    const systemOf = (roleType: string, side: 'platform' | 'enterprise' | 'secondary') =>
      visibleMenu(areaRoutes, builtInRoles[roleType]!.permissions, side)
        .find((r) => r.id === 'system')
        ?.children?.map((c) => c.id);
    expect(systemOf('3000', 'enterprise')).toEqual(['system.api.list', 'system.dataPush.list']);
    expect(systemOf('1000', 'platform')).toEqual([
      'system.role.list',
      'system.userBehavior.list',
      'system.api.list',
      'system.dataPush.list',
    ]);
    expect(systemOf('2000', 'platform')).toEqual(['system.api.list', 'system.dataPush.list']);
    expect(systemOf('4000', 'enterprise')).toBeUndefined();
    expect(systemOf('5000', 'secondary')).toBeUndefined();
  });
});

describe('API log screen', () => {
  it('lists the platform’s calls with enterprise names, route names, coloured statuses and error codes', async () => {
    signInAs('platform', [featureCodes.apiLog]);
    renderPage(<ApiLogPage />, '/system/api/list');
    const table = await screen.findByTestId('api-log-table');
    await waitFor(() => expect(table.textContent).toContain('Acme IoT Ltd.'));
    expect(table.textContent).toContain('Globex Logistics');
    expect(table.textContent).toContain('Unknown key');
    expect(table.textContent).toContain('No app key');
    expect(table.textContent).toContain('Card status');
    expect(table.textContent).toContain('2026/11/26 10:03:04');
    expect(table.textContent).toContain('Error 60013');
    expect(table.textContent).toContain('12 ms');
    expect(screen.getByTestId('api-log-status-req-3').getAttribute('data-state')).toBe('403');
    expect(table.textContent).not.toContain('C1001');
  });

  it('filters by status class and shows the empty state', async () => {
    signInAs('enterprise', [featureCodes.apiLog]);
    renderPage(<ApiLogPage />, '/system/api/list');
    await screen.findByTestId('api-log-table');
    expect(screen.queryByTestId('api-log-filter-enterprise')).toBeNull();
    await userEvent.click(screen.getByTestId('api-log-filter-status'));
    await userEvent.click(await screen.findByRole('option', { name: 'Server error (5xx)' }));
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    await screen.findByTestId('api-log-empty');
    expect(api().bodiesOf('api-manager.logList').at(-1)).toMatchObject({ statusClass: '5xx' });
    expect(api().bodiesOf('api-manager.logList').at(-1)).not.toHaveProperty('channelCustId');
  });

  it('speaks Chinese', async () => {
    setLanguage('zh-CN');
    signInAs('enterprise', [featureCodes.apiLog]);
    renderPage(<ApiLogPage />, '/system/api/list');
    const table = await screen.findByTestId('api-log-table');
    await waitFor(() => expect(table.textContent).toContain('卡状态查询'));
    expect(table.textContent).toContain('错误码 60010');
    expect(screen.getByText(zhCN.system.apiLog.intro)).toBeTruthy();
  });
});
