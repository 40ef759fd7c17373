// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { enUS, zhCN } from '../../../i18n/all-texts';
import { pageTests, refuse, renderPage, signInAs } from '../../../lib/page-harness';
import BillOperationListPage from './bill-operation-list-page';
import WriteOffListPage from './write-off-list-page';
import { amountProblem, lastEndedMonth, tabOf } from './write-off-model';

const texts = enUS.financial.writeOff;
const row = (over: Record<string, unknown> = {}) => ({
  billId: 'C1001_202610_MC_E',
  channelCustId: 'C1001',
  enterpriseName: 'Acme IoT Ltd.',
  cycle: '2026-10',
  calendar: 'month',
  status: 2,
  dueDate: '2026-11-30',
  publishedAt: '2026-11-02T02:00:00.000Z',
  owed: 12_000,
  writtenOff: 2_000,
  remaining: 10_000,
  grant: 1_000,
  preDeposit: 5_000,
  payable: 6_000,
  suggested: 6_000,
  ...over,
});
const op = (over: Record<string, unknown> = {}) => ({
  operationId: 'publish-C1001_202610_MC_E',
  type: 'publish',
  billId: 'C1001_202610_MC_E',
  channelCustId: 'C1001',
  custId: null,
  cycle: '2026-10',
  amount: 12_000,
  statusBefore: 1,
  statusAfter: 2,
  writtenOffAfter: 0,
  by: 'admin',
  at: '2026-11-02T02:00:00.000Z',
  reason: 'rule:owed',
  ...over,
});

const api = pageTests(() => ({
  'write-off.list': () => ({
    items: [row(), row({ billId: 'C1001_202609_MC_E', cycle: '2026-09', status: 3, remaining: 0 })],
    cursor: null,
  }),
  'write-off.writeOff': (b) => {
    if (b.amount === 999_900)
      throw refuse(422, 'The write-off amount cannot exceed pre-deposits plus grants (60.00 yuan)', {
        errorCode: 49853,
        field: 'amount',
      });
    return op({ type: 'writeOff', amount: b.amount, operationId: `manual-${b.billId}-${b.opId}` });
  },
  'write-off.operations': () => ({
    items: [
      op(),
      op({
        operationId: 'cycle-2026-10-C1001_202610_MC_E',
        type: 'writeOff',
        amount: 500,
        statusBefore: 2,
        statusAfter: 2,
        by: 'cycle:2026-10',
        reason: 'rule:cycle',
      }),
    ],
    cursor: null,
  }),
  'write-off.cycleDetail': () => ({
    month: '2026-10',
    run: 1,
    status: 'succeeded',
    startedBy: 'schedule',
    createdAt: '2026-11-05T04:00:00.000Z',
    finishedAt: '2026-11-05T04:01:00.000Z',
    counts: { enterprises: 3, writeOffs: 2, amount: 4_500, overdue: 1, unpaid: 4 },
    failureCause: null,
  }),
  'write-off.cycleStart': (b) => ({
    month: b.month,
    run: 2,
    status: 'processing',
    startedBy: 'platform',
    createdAt: '2026-11-26T04:00:00.000Z',
    finishedAt: null,
    counts: null,
    failureCause: null,
    started: true,
  }),
  'customer.list': () => ({ items: [{ channelCustId: 'C1001', custId: null, name: 'Acme IoT Ltd.' }], cursor: null }),
}));

describe('write-off rules of the dialog', () => {
  it('refuses 0, more than owed and more than the funds, and reads the tab', () => {
    const r = { remaining: 10_000, payable: 6_000 };
    expect(amountProblem('0', r)?.key).toBe('financial.writeOff.dialog.rules.zero');
    expect(amountProblem('100.01', r)?.key).toBe('financial.writeOff.dialog.rules.aboveOwed');
    expect(amountProblem('60.01', r)?.key).toBe('financial.writeOff.dialog.rules.aboveFunds');
    expect(amountProblem('12.3x', r)?.key).toBe('financial.writeOff.dialog.rules.amount');
    expect(amountProblem('60', r)).toBeUndefined();
    expect(tabOf('overdue')).toBe('overdue');
    expect(tabOf('nonsense')).toBe('toWriteOff');
    expect(lastEndedMonth(new Date(2026, 0, 5))).toBe('2025-12');
    expect(lastEndedMonth(new Date(2026, 10, 26))).toBe('2026-10');
  });
});

describe('write-off management', () => {
  it('lists an enterprise’s bills with owed, written-off and remaining amounts and writes one off, confirmed', async () => {
    signInAs('enterprise', [areaCodes.financial, featureCodes.writeOff]);
    renderPage(<WriteOffListPage />, '/financial/cancel-bill/list/:tab?', '/financial/cancel-bill/list');
    const table = await screen.findByTestId('write-off-table');
    await waitFor(() => expect(table.textContent).toContain('C1001_202610_MC_E'));
    expect(table.textContent).toContain('¥120.00');
    expect(table.textContent).toContain('¥20.00');
    expect(screen.getByTestId('write-off-remaining-C1001_202610_MC_E').textContent).toBe('¥100.00');
    expect(screen.getByTestId('write-off-status-C1001_202610_MC_E').textContent).toBe(texts.status['2']);
    expect(api().bodiesOf('write-off.list')[0]).toEqual({ tab: 'toWriteOff', pageSize: 20 });
    // Nothing left to write off: no action.
    expect(screen.queryByTestId('write-off-action-C1001_202609_MC_E')).toBeNull();
    // No cycle panel for an enterprise, and the platform's cycle is never asked for (it would answer 403).
    expect(screen.queryByTestId('write-off-cycle')).toBeNull();
    expect(api().bodiesOf('write-off.cycleDetail')).toEqual([]);
    await userEvent.click(screen.getByTestId('write-off-action-C1001_202610_MC_E'));
    const dialog = await screen.findByTestId('write-off-dialog');
    const amount = within(dialog).getByTestId('write-off-amount') as HTMLInputElement;
    expect(amount.value).toBe('60.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '70');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(await within(dialog).findByText('The write-off amount cannot exceed pre-deposits plus grants (¥60.00)')).toBeTruthy();
    await userEvent.clear(amount);
    await userEvent.type(amount, '25.5');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    const confirm = await screen.findByTestId('write-off-confirm');
    expect(confirm.textContent).toContain('Write off ¥25.50 of bill C1001_202610_MC_E?');
    expect(api().bodiesOf('write-off.writeOff')).toEqual([]);
    await userEvent.click(within(confirm).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api().bodiesOf('write-off.writeOff')).toHaveLength(1));
    expect(api().bodiesOf('write-off.writeOff')[0]).toMatchObject({ billId: 'C1001_202610_MC_E', amount: 2_550 });
    expect(String(api().bodiesOf('write-off.writeOff')[0]!.opId)).toMatch(/^ui-/);
  });

  it('gives the platform the last cycle and runs one for a month once confirmed, in Chinese', async () => {
    setLanguage('zh-CN');
    signInAs('platform', [areaCodes.financial, featureCodes.writeOff]);
    renderPage(
      <WriteOffListPage />,
      '/financial/cancel-bill/list/:tab?',
      '/financial/cancel-bill/list/overdue?channelCustId=C1001',
    );
    const panel = await screen.findByTestId('write-off-cycle');
    await waitFor(() => expect(panel.textContent).toContain('2026/10'));
    expect(screen.getByTestId('write-off-cycle-counts').textContent).toContain('¥45.00');
    await waitFor(() =>
      expect(api().bodiesOf('write-off.list')[0]).toEqual({ channelCustId: 'C1001', tab: 'overdue', pageSize: 20 }),
    );
    expect(screen.getByTestId('write-off-tab-overdue').textContent).toBe(zhCN.financial.writeOff.tabs.overdue);
    await userEvent.click(screen.getByTestId('write-off-cycle-start'));
    const dialog = await screen.findByTestId('write-off-cycle-dialog');
    const month = within(dialog).getByTestId('write-off-cycle-month') as HTMLInputElement;
    await userEvent.clear(month);
    await userEvent.type(month, '2026-09');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    const confirm = await screen.findByTestId('write-off-cycle-confirm');
    expect(confirm.textContent).toContain('运行 2026-09 的销账周期？');
    await userEvent.click(within(confirm).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api().bodiesOf('write-off.cycleStart')).toEqual([{ month: '2026-09' }]));
  });
});

describe('bill operations', () => {
  it('lists who did what to a bill, when and why; the cycle by its month', async () => {
    signInAs('enterprise', [areaCodes.financial]);
    renderPage(<BillOperationListPage />, '/financial/operate-bill/list');
    const table = await screen.findByTestId('bill-operation-table');
    await waitFor(() => expect(table.textContent).toContain(enUS.financial.operations.rules.owed));
    expect(screen.getByTestId('bill-operation-type-publish-C1001_202610_MC_E').textContent).toBe(
      enUS.financial.operations.type.publish,
    );
    expect(table.textContent).toContain('Write-off cycle 2026-10');
    expect(table.textContent).toContain(texts.status['2']);
    expect(table.textContent).toContain('¥120.00');
    // No export without its code.
    expect(screen.queryByTestId('bill-operation-export')).toBeNull();
  });
});
