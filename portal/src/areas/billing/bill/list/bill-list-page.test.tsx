// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../i18n/testing';
import { notifier } from '../../../../app/services';
import { setLanguage } from '../../../../i18n';
import { enUS, zhCN } from '../../../../i18n/all-texts';
import { fakeApi, refuse, renderPage, resetPortal, signInAs } from '../../../../lib/page-harness';
import { billSummary } from '../bill-fixtures';
import BillListPage from './bill-list-page';

const texts = enUS.billing.bill;
const bills = [
  billSummary({ billId: 'C1001_202610_MC_E' }),
  billSummary({
    billId: 'C1001_202610_MC_S2001',
    custId: 'S2001',
    customerName: 'Acme East',
    publishStatus: 1,
    publishedAt: '2026-11-02T01:00:00.000Z',
    status: 5,
  }),
];
const runView = (status: string, ratedCards: number) => ({
  channelCustId: 'C1001',
  cycle: '2026-08',
  calendar: 'month',
  status,
  expectedCards: 200,
  ratedCards,
  billIds: status === 'succeeded' ? ['C1001_202608_MC_E', 'C1001_202608_MC_S2001'] : [],
  failureCause: null,
  startedBy: 'admin',
  createdAt: '2026-11-26T08:00:00.000Z',
  finishedAt: null,
});

const now = new Date();
const cycleOf = (monthsBack: number) => {
  const d = new Date(now.getFullYear(), now.getMonth() - monthsBack, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
};
const thisCycle = cycleOf(0);

let api$: ReturnType<typeof fakeApi>;
let polls = 0;
beforeEach(() => {
  resetPortal();
  polls = 0;
  api$ = fakeApi({
    'bill.list': (b) => ({ items: b.kind === 'profit' ? [] : bills, cursor: null }),
    'download.exportBills': () => ({ taskId: 't1' }),
    'bill.publish': (b) => ({ billId: b.billId, publishStatus: 1, publishedAt: '2026-11-26T08:00:00.000Z' }),
    'bill.dryRun': (b) => {
      if (b.cycle === thisCycle) throw refuse(422, 'The cycle has not ended yet', { errorCode: 48801, field: 'cycle' });
      return {
        dryRun: true,
        ratedCards: 200,
        bills: [
          billSummary({
            billId: 'C1001_202608_MC_E',
            cycle: '2026-08',
            totals: { amount: 100, tax: 6, total: 106, cardCount: 180 },
          }),
          billSummary({ billId: 'C1001_202608_MC_S2001', custId: 'S2001', customerName: 'Acme East', cycle: '2026-08' }),
        ],
      };
    },
    'bill.run': () => ({ run: runView('processing', 0), started: true }),
    'bill.runDetail': () => {
      polls++;
      return polls < 2 ? runView('processing', 120) : runView('succeeded', 200);
    },
    'customer.list': () => ({
      items: [
        { channelCustId: 'C1001', custId: null, name: 'Acme IoT Ltd.' },
        { channelCustId: 'C1002', custId: null, name: 'Globex Logistics' },
      ],
      cursor: null,
    }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const platform = [areaCodes.billing, featureCodes.billRun, featureCodes.billPublish];

describe('bill list', () => {
  it('shows the platform one enterprise’s bills by name, with their cycle, totals and badges', async () => {
    signInAs('platform', platform);
    renderPage(<BillListPage />, '/billing/bill/list/:tab?', '/billing/bill/list');
    const table = await screen.findByTestId('bill-table');
    await waitFor(() => expect(table.textContent).toContain('Acme East'));
    expect(api$.bodiesOf('bill.list')[0]).toEqual({ kind: 'consumption', channelCustId: 'C1001', pageSize: 20 });
    const text = table.textContent ?? '';
    // The payer, the cycle and its days, the amount, tax and total, the status.
    const shown = ['Acme IoT Ltd.', '2026/10 · Calendar month', '2026/10/01 to 2026/10/31', '¥7,288.80', '¥437.35', '¥7,726.15'];
    for (const words of [...shown, texts.status['5']]) expect(text).toContain(words);
    expect(text).not.toContain('S2001');
    expect(screen.getByTestId('bill-publish-status-C1001_202610_MC_E').textContent).toBe(texts.publishStatus['0']);
    expect(screen.getByTestId('bill-link-C1001_202610_MC_S2001').getAttribute('href')).toBe(
      '/billing/bill/spending/C1001_202610_MC_S2001',
    );
    // Only an unpublished bill can be published.
    expect(screen.getByTestId('bill-publish-C1001_202610_MC_E')).toBeTruthy();
    expect(screen.queryByTestId('bill-publish-C1001_202610_MC_S2001')).toBeNull();
  });

  it('publishes a bill only once confirmed, then reads the list again', async () => {
    signInAs('platform', platform);
    renderPage(<BillListPage />, '/billing/bill/list/:tab?', '/billing/bill/list/consumption');
    await userEvent.click(await screen.findByTestId('bill-publish-C1001_202610_MC_E'));
    const dialog = await screen.findByTestId('bill-publish-confirm');
    expect(dialog.textContent).toContain('Publish the bill of Acme IoT Ltd. for 2026/10?');
    expect(api$.bodiesOf('bill.publish')).toEqual([]);
    const reads = api$.bodiesOf('bill.list').length;
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api$.bodiesOf('bill.publish')).toEqual([{ billId: 'C1001_202610_MC_E' }]));
    await waitFor(() => expect(api$.bodiesOf('bill.list').length).toBeGreaterThan(reads));
    expect(notifier.getSnapshot().map((n) => n.title)).toContain(texts.publish.done);
  });

  it('filters by cycle, calendar, status and publication, and lists profit sharing on its tab', async () => {
    signInAs('platform', platform);
    const router = renderPage(<BillListPage />, '/billing/bill/list/:tab?', '/billing/bill/list');
    await screen.findByTestId('bill-table');
    await userEvent.type(screen.getByTestId('bill-filter-cycle'), '2026-1');
    await userEvent.click(screen.getByTestId('filter-search'));
    // Not a month yet: the list does not search.
    expect(screen.getByText(texts.list.filters.cycleInvalid)).toBeTruthy();
    await userEvent.type(screen.getByTestId('bill-filter-cycle'), '0');
    await userEvent.click(screen.getByTestId('bill-filter-publish'));
    await userEvent.click(await screen.findByRole('option', { name: texts.publishStatus['0'] }));
    await userEvent.click(screen.getByTestId('bill-filter-calendar'));
    await userEvent.click(await screen.findByRole('option', { name: texts.calendar.unicom }));
    await userEvent.click(screen.getByTestId('filter-search'));
    await waitFor(() =>
      expect(api$.bodiesOf('bill.list').at(-1)).toEqual({
        cycle: '2026-10',
        calendar: 'unicom',
        publishStatus: 0,
        kind: 'consumption',
        channelCustId: 'C1001',
        pageSize: 20,
      }),
    );
    await userEvent.click(screen.getByTestId('bill-tab-profit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/bill/list/profit'));
    await waitFor(() => expect(api$.bodiesOf('bill.list').at(-1)).toMatchObject({ kind: 'profit' }));
    expect(await screen.findByTestId('bill-empty')).toBeTruthy();
  });

  it('exports the tab’s bills under the applied filters as a download task', async () => {
    signInAs('platform', platform);
    renderPage(<BillListPage />, '/billing/bill/list/:tab?', '/billing/bill/list');
    await screen.findByTestId('bill-table');
    await userEvent.type(screen.getByTestId('bill-filter-cycle'), '2026-10');
    await userEvent.click(screen.getByTestId('filter-search'));
    await userEvent.click(screen.getByTestId('bill-export-consumption'));
    const dialog = await screen.findByTestId('export-dialog');
    expect(within(dialog).getByText(texts.list.exportTitle)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: enUS.card.list.exportDialog.confirm }));
    await waitFor(() =>
      expect(api$.bodiesOf('download.exportBills').at(-1)).toEqual({
        cycle: '2026-10',
        kind: 'consumption',
        channelCustId: 'C1001',
        format: 'xlsx',
      }),
    );
  });

  it('runs bills: a dry run shows what it would write, Run follows the run to its end and reloads the list', async () => {
    signInAs('platform', platform);
    renderPage(<BillListPage />, '/billing/bill/list/:tab?', '/billing/bill/list');
    await userEvent.click(await screen.findByTestId('bill-run'));
    const dialog = await screen.findByTestId('bill-run-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('bill-run-enterprise').textContent).toContain('Acme IoT Ltd.'));
    // A cycle that has not ended: the server's refusal under the cycle.
    await userEvent.click(within(dialog).getByTestId('bill-run-cycle'));
    await userEvent.click(await screen.findByRole('option', { name: thisCycle.replace('-', '/') }));
    await userEvent.click(within(dialog).getByTestId('bill-dry-run-button'));
    expect(await within(dialog).findByText('The cycle has not ended yet')).toBeTruthy();
    // Three months back: what the run would write.
    const cycle = cycleOf(3);
    await userEvent.click(within(dialog).getByTestId('bill-run-cycle'));
    await userEvent.click(await screen.findByRole('option', { name: cycle.replace('-', '/') }));
    await userEvent.click(within(dialog).getByTestId('bill-dry-run-button'));
    const preview = await within(dialog).findByTestId('bill-dry-run');
    expect(preview.textContent).toContain('Acme East');
    expect(preview.textContent).toContain('¥1.06');
    expect(preview.textContent).toContain('200 cards rated');
    expect(api$.bodiesOf('bill.dryRun').at(-1)).toEqual({ channelCustId: 'C1001', cycle, calendar: 'month' });
    expect(api$.bodiesOf('bill.run')).toEqual([]);

    const before = api$.bodiesOf('bill.list').length;
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(api$.bodiesOf('bill.run')).toEqual([{ channelCustId: 'C1001', cycle, calendar: 'month' }]);
    const status = await within(dialog).findByTestId('bill-run-status');
    await waitFor(() => expect(within(status).getByTestId('bill-run-state').textContent).toBe(texts.run.status.succeeded), {
      timeout: 5000,
    });
    expect(status.textContent).toContain('2 bills written');
    expect(api$.bodiesOf('bill.runDetail').length).toBe(2);
    await waitFor(() => expect(api$.bodiesOf('bill.list').length).toBeGreaterThan(before));
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() => expect(screen.queryByTestId('bill-run-dialog')).toBeNull());
  });

  it('says a cycle billed before writes no second bill', async () => {
    signInAs('platform', platform);
    api$ = fakeApi({
      'bill.list': () => ({ items: bills, cursor: null }),
      'bill.run': () => ({ run: runView('succeeded', 200), started: false }),
      'customer.list': () => ({ items: [{ channelCustId: 'C1001', custId: null, name: 'Acme IoT Ltd.' }], cursor: null }),
    });
    renderPage(<BillListPage />, '/billing/bill/list/:tab?', '/billing/bill/list');
    await userEvent.click(await screen.findByTestId('bill-run'));
    const dialog = await screen.findByTestId('bill-run-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('bill-run-enterprise').textContent).toContain('Acme IoT Ltd.'));
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    const status = await within(dialog).findByTestId('bill-run-status');
    expect(status.textContent).toContain(texts.run.alreadyRun);
    expect(status.textContent).not.toContain('bills written');
    expect(api$.bodiesOf('bill.runDetail')).toEqual([]);
  });

  it('gives a secondary customer its consumption bills only: no tabs, no publication, no run', async () => {
    signInAs('secondary', [areaCodes.billing]);
    setLanguage('zh-CN');
    renderPage(<BillListPage />, '/billing/bill/list/:tab?', '/billing/bill/list/profit');
    const table = await screen.findByTestId('bill-table');
    await waitFor(() => expect(table.textContent).toContain('Acme East'));
    expect(api$.bodiesOf('bill.list')[0]).toEqual({ kind: 'consumption', pageSize: 20 });
    expect(screen.queryByTestId('bill-tab-profit')).toBeNull();
    expect(screen.queryByTestId('bill-run')).toBeNull();
    expect(screen.queryByTestId('bill-filter-publish')).toBeNull();
    expect(screen.queryByTestId('bill-publish-C1001_202610_MC_E')).toBeNull();
    expect(table.textContent).toContain(zhCN.billing.bill.status['5']);
    expect(screen.getByText(zhCN.billing.bill.list.subtitleSecondary)).toBeTruthy();
  });
});
