// @vitest-environment jsdom
import { areaCodes, builtInRoles } from '@cmp/functions/platform/permissions';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { enUS, zhCN } from '../../../i18n/all-texts';
import { Refusal, pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import { canAccess } from '../../../routing/access';
import AlarmDetailPage from './alarm-detail-page';
import AlarmListPage from './alarm-list-page';
import { alarmRoutes } from './routes';

const en = enUS.autorule;
const zh = zhCN.autorule;
const USAGE = 'A20260301102000123ABCDEF';
const EXPIRY = 'A20260302080000000ABC123';

const usageAlarm = (over: Record<string, unknown> = {}) => ({
  alarmId: USAGE,
  channelCustId: 'C1001',
  enterpriseName: 'Acme',
  custId: null,
  ruleId: 'R20260301020000000ABCDEF',
  ruleName: 'Cycle usage over 80%',
  category: 'A',
  triggerKind: 'cycleUsage',
  scope: 'card',
  scopeId: '89860000000000000001',
  msisdn: '14400000001',
  period: '2026-03',
  value: 85,
  threshold: 80,
  unit: 'percent',
  firedAt: '2026-03-01T02:20:00.123Z',
  actions: [
    { type: 2, target: 'noc@acme.example', status: 'sent', attempts: 1, lastError: null, at: '2026-03-01T02:20:01.000Z' },
    {
      type: 3,
      target: 'https://hooks.acme.example/cmp',
      status: 'deadLettered',
      attempts: 5,
      lastError: 'HTTP 503 Service Unavailable',
      at: '2026-03-01T03:20:00.000Z',
    },
  ],
  ...over,
});
const expiryAlarm = () =>
  usageAlarm({
    alarmId: EXPIRY,
    ruleId: 'R20260301020000001ABCDEF',
    ruleName: 'Cycle ends soon',
    category: 'C',
    triggerKind: 'cycleEnd',
    period: '2026-03',
    value: 3,
    threshold: 3,
    unit: 'days',
    dueDay: '2026-03-31',
    daysLeft: 3,
    firedAt: '2026-03-02T00:00:00.000Z',
    actions: [{ type: 1, target: '13800000000', status: 'pending', attempts: 0, lastError: null, at: null }],
  });

let alarms: ReturnType<typeof usageAlarm>[] = [];
const api = pageTests(() => {
  alarms = [usageAlarm(), expiryAlarm()];
  return {
    'autorule.alarmList': () => ({ items: alarms, cursor: null }),
    'autorule.alarmDetail': (b) => alarms.find((a) => a.alarmId === b.alarmId) ?? new Refusal(404, 0, 'not found'),
    'customer.list': () => ({
      items: [
        { channelCustId: 'C1001', custId: null, name: 'Acme' },
        { channelCustId: 'C1002', custId: null, name: 'Beta' },
      ],
      cursor: null,
    }),
    'autorule.list': () => ({
      items: [{ ruleId: 'R20260301020000000ABCDEF', name: 'Cycle usage over 80%' }],
      cursor: null,
    }),
  };
});

const option = async (testId: string, name: string) => {
  await userEvent.click(screen.getByTestId(testId));
  await userEvent.click(await screen.findByRole('option', { name }));
};

describe('alarm log screens', () => {
  it('lists each firing with its rule, target, value against the threshold and the delivery of each action', async () => {
    signInAs('enterprise', [areaCodes.autorule, areaCodes.card]);
    renderPage(<AlarmListPage />, '/autorule/alarm-list/list');
    await waitFor(() => expect(screen.getByTestId('alarm-table').textContent).toContain('Cycle usage over 80%'));
    const table = screen.getByTestId('alarm-table').textContent ?? '';
    expect(table).toContain(en.categories.A);
    expect(screen.getByTestId(`alarm-target-${USAGE}`).textContent).toBe('Card 89860000000000000001');
    expect(table).toContain('14400000001');
    expect(screen.getByTestId(`alarm-value-${USAGE}`).textContent).toBe('85% (threshold 80%)');
    expect(screen.getByTestId(`alarm-value-${EXPIRY}`).textContent).toBe('3 days (threshold 3 days)');
    const actions = screen.getByTestId(`alarm-actions-${USAGE}`);
    expect(actions.textContent).toContain(`${en.pushTypes[2]}${en.alarm.statuses.sent}`);
    expect(actions.textContent).toContain(`${en.pushTypes[3]}${en.alarm.statuses.deadLettered}`);
    expect([...actions.querySelectorAll('[data-state]')].map((e) => e.getAttribute('data-state'))).toEqual([
      'sent',
      'deadLettered',
    ]);
    // The card links to its page (the session may open card pages); the firing to its detail.
    expect(screen.getByTestId(`alarm-target-${USAGE}`).closest('a')?.getAttribute('href')).toBe(
      '/card/card-list/detail/89860000000000000001',
    );
    expect(screen.getByTestId(`alarm-link-${USAGE}`).getAttribute('href')).toBe(`/autorule/alarm-list/detail/${USAGE}`);
    expect(api().bodiesOf('autorule.alarmList')[0]).toEqual({ pageSize: 20 });
  });

  it('sends the rule, category, delivery and day range it filters by', async () => {
    signInAs('enterprise', [areaCodes.autorule]);
    renderPage(<AlarmListPage />, '/autorule/alarm-list/list');
    await screen.findByTestId(`alarm-value-${USAGE}`);
    // Without the card area the target does not link.
    expect(screen.getByTestId(`alarm-target-${USAGE}`).closest('a')).toBeNull();
    await option('alarm-filter-rule', 'Cycle usage over 80%');
    await option('alarm-filter-category', en.categories.A);
    await option('alarm-filter-status', en.alarm.deliveries.failed);
    fireEvent.change(screen.getByTestId('alarm-filter-firedFrom'), { target: { value: '2026-03-01' } });
    fireEvent.change(screen.getByTestId('alarm-filter-firedTo'), { target: { value: '2026-03-31' } });
    await userEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() =>
      expect(api().bodiesOf('autorule.alarmList').at(-1)).toEqual({
        ruleId: 'R20260301020000000ABCDEF',
        category: 'A',
        status: 'failed',
        from: '2026-03-01',
        to: '2026-03-31',
        pageSize: 20,
      }),
    );
  });

  it("reads a platform user's chosen enterprise and links into it", async () => {
    signInAs('platform', [areaCodes.autorule, areaCodes.card]);
    renderPage(<AlarmListPage />, '/autorule/alarm-list/list');
    await screen.findByTestId(`alarm-value-${USAGE}`);
    expect(api().bodiesOf('autorule.alarmList')[0]).toEqual({ channelCustId: 'C1001', pageSize: 20 });
    expect(screen.getByTestId(`alarm-target-${USAGE}`).closest('a')?.getAttribute('href')).toBe(
      '/card/card-list/detail/89860000000000000001/C1001',
    );
    expect(screen.getByTestId(`alarm-link-${USAGE}`).getAttribute('href')).toBe(
      `/autorule/alarm-list/detail/${USAGE}?channelCustId=C1001`,
    );
    await option('enterprise-picker', 'Beta (C1002)');
    await waitFor(() => expect(api().bodiesOf('autorule.alarmList').at(-1)).toEqual({ channelCustId: 'C1002', pageSize: 20 }));
  });

  it('shows the empty state', async () => {
    alarms = [];
    signInAs('secondary', [areaCodes.autorule]);
    renderPage(<AlarmListPage />, '/autorule/alarm-list/list');
    expect((await screen.findByTestId('alarm-empty')).textContent).toContain(en.alarm.list.empty);
  });

  it('names push types, categories and statuses in Chinese', async () => {
    setLanguage('zh-CN');
    signInAs('enterprise', [areaCodes.autorule]);
    renderPage(<AlarmListPage />, '/autorule/alarm-list/list');
    await waitFor(() => expect(screen.getByTestId(`alarm-value-${USAGE}`).textContent).toBe('85%（阈值 80%）'));
    expect(screen.getByTestId('alarm-table').textContent).toContain(zh.categories.A);
    expect(screen.getByTestId(`alarm-actions-${USAGE}`).textContent).toContain(
      `${zh.pushTypes[3]}${zh.alarm.statuses.deadLettered}`,
    );
    expect(screen.getByTestId(`alarm-target-${USAGE}`).textContent).toBe('卡片 89860000000000000001');
  });

  it('shows the cycle due of an expiry alarm', async () => {
    signInAs('enterprise', [areaCodes.autorule]);
    renderPage(<AlarmDetailPage />, '/autorule/alarm-list/detail/:alarmId', `/autorule/alarm-list/detail/${EXPIRY}`);
    const due = await screen.findByTestId('alarm-cycle-due');
    expect(within(due).getByTestId('alarm-due-day').textContent).toBe('2026/03/31');
    expect(within(due).getByTestId('alarm-days-left').textContent).toBe('3 days');
    expect(screen.getByTestId('alarm-value').textContent).toBe('3 days (threshold 3 days)');
    expect(screen.getByTestId('alarm-rule').querySelector('a')?.getAttribute('href')).toBe(
      '/autorule/autorule-list/detail/R20260301020000001ABCDEF',
    );
    expect(screen.getByTestId('alarm-action-0').dataset.state).toBe('pending');
    expect(api().bodiesOf('autorule.alarmDetail')).toEqual([{ alarmId: EXPIRY }]);
  });

  it('shows a dead-lettered API message with its attempts and last error, in Chinese, and no cycle due for a usage alarm', async () => {
    setLanguage('zh-CN');
    signInAs('enterprise', [areaCodes.autorule]);
    renderPage(<AlarmDetailPage />, '/autorule/alarm-list/detail/:alarmId', `/autorule/alarm-list/detail/${USAGE}`);
    const table = await screen.findByTestId('alarm-actions-table');
    expect(screen.getByTestId('alarm-action-1').dataset.state).toBe('deadLettered');
    expect(table.textContent).toContain(zh.pushTypes[3]);
    expect(table.textContent).toContain(zh.alarm.statuses.deadLettered);
    expect(table.textContent).toContain('https://hooks.acme.example/cmp');
    expect(screen.getByTestId('alarm-action-error-1').textContent).toBe('HTTP 503 Service Unavailable');
    expect(table.textContent).toContain('5');
    expect(screen.getByTestId('alarm-msisdn').textContent).toBe('14400000001');
    expect(screen.queryByTestId('alarm-cycle-due')).toBeNull();
  });

  it('says when the alarm is not there', async () => {
    signInAs('enterprise', [areaCodes.autorule]);
    renderPage(
      <AlarmDetailPage />,
      '/autorule/alarm-list/detail/:alarmId',
      '/autorule/alarm-list/detail/A20260101000000000FFFFFF',
    );
    expect((await screen.findByTestId('alarm-not-found')).textContent).toContain(en.alarm.detail.notFound);
  });
});

describe('alarm log routes', () => {
  it('are open to the roles holding the Automation area (platform, enterprise, secondary customer), 403 for enterprise staff', () => {
    const sides = { '1000': 'platform', '3000': 'enterprise', '4000': 'enterprise', '5000': 'secondary' } as const;
    for (const route of alarmRoutes) {
      const allowed = Object.entries(sides)
        .filter(([roleId, side]) => canAccess(route, builtInRoles[roleId]!.permissions, side))
        .map(([roleId]) => roleId);
      expect(allowed).toEqual(['1000', '3000', '5000']);
    }
    expect(alarmRoutes.map((r) => [r.path, r.menu !== false])).toEqual([
      ['/autorule/alarm-list/list', true],
      ['/autorule/alarm-list/detail/:alarmId', false],
    ]);
  });
});
