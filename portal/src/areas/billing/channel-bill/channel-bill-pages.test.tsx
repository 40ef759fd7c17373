// @vitest-environment jsdom
import { featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { enUS, zhCN } from '../../../i18n/all-texts';
import { fakeApi, renderPage, resetPortal, signInAs } from '../../../lib/page-harness';
import ChannelBillDetailPage from './channel-bill-detail-page';

const billId = 'CB20261126093000ABCD';
const bill = {
  billId,
  operator: 'CUCC',
  channelCustId: 'C1001',
  enterpriseName: 'Acme IoT Ltd.',
  cycle: '2026-10',
  calendar: 'unicom',
  fileName: 'unicom-2026-10.csv',
  lines: 3,
  rejectedCount: 0,
  rejected: [],
  ourBillIds: ['C1001_202610_UC_E'],
  summary: {
    operatorAmount: 3000,
    ourAmount: 2500,
    difference: 500,
    matched: 1,
    missingOurs: 1,
    missingOperator: 0,
    amountDiffers: 1,
    presenceOnly: 0,
  },
  diffPages: 1,
  currency: 'CNY',
  status: 'succeeded',
  progress: 100,
  total: 3,
  succeeded: 3,
  failed: 0,
  chunks: 1,
  chunksDone: 1,
  createdAt: '2026-11-26T01:30:00.000Z',
  createdBy: 'admin',
};
/** The same bill while its import reconciles in the background: 12,000 of 50,000 cards done. */
const running = {
  ...bill,
  status: 'processing',
  progress: 24,
  total: 50_000,
  succeeded: 12_000,
  chunks: 10,
  chunksDone: 2,
  summary: { ...bill.summary, operatorAmount: 0, ourAmount: 0, difference: 0, matched: 0, missingOurs: 0, amountDiffers: 0 },
  diffPages: 0,
};
const diffs = [
  {
    iccid: '89860000000000000001',
    kind: 'missingOurs',
    operatorAmount: 500,
    ourAmount: null,
    operatorBytes: 1024,
    payer: null,
    payerName: null,
  },
  {
    iccid: '89860000000000000002',
    kind: 'amountDiffers',
    operatorAmount: 1500,
    ourAmount: 1000,
    operatorBytes: 2048,
    payer: 'E',
    payerName: null,
  },
];

let api$: ReturnType<typeof fakeApi>;
let detail: typeof bill | typeof running = bill;
beforeEach(() => {
  resetPortal();
  detail = bill;
  api$ = fakeApi({
    'channel-bill.detail': () => detail,
    'channel-bill.diffs': (b) => ({ items: diffs.filter((d) => !b.kind || d.kind === b.kind), cursor: null }),
    'download.exportChannelBillDiffs': () => ({ taskId: 't1' }),
  });
});
afterEach(() => cleanup());

describe('operator bill detail', () => {
  it('exports the differences of the kind shown as a download task', async () => {
    signInAs('platform', [featureCodes.channelBillImport]);
    renderPage(<ChannelBillDetailPage />, '/billing/channelbill/detail/:billId', `/billing/channelbill/detail/${billId}`);
    await screen.findByTestId('channel-bill-diff-89860000000000000002');
    await userEvent.click(screen.getByTestId('channel-bill-diffs-export'));
    let dialog = await screen.findByTestId('export-dialog');
    expect(within(dialog).getByText(enUS.billing.channelBill.detail.exportTitle)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: enUS.card.list.exportDialog.confirm }));
    await waitFor(() => expect(api$.bodiesOf('download.exportChannelBillDiffs')).toEqual([{ billId, format: 'xlsx' }]));
    await waitFor(() => expect(screen.queryByTestId('export-dialog')).toBeNull());

    await userEvent.click(screen.getByTestId('channel-bill-diff-kind'));
    await userEvent.click(await screen.findByRole('option', { name: enUS.billing.channelBill.kind.amountDiffers }));
    await waitFor(() => expect(screen.queryByTestId('channel-bill-diff-89860000000000000001')).toBeNull());
    await userEvent.click(screen.getByTestId('channel-bill-diffs-export'));
    dialog = await screen.findByTestId('export-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: enUS.card.list.exportDialog.confirm }));
    await waitFor(() =>
      expect(api$.bodiesOf('download.exportChannelBillDiffs').at(-1)).toEqual({ billId, kind: 'amountDiffers', format: 'xlsx' }),
    );
  });

  it('names the export in Chinese', async () => {
    signInAs('platform', [featureCodes.channelBillImport]);
    setLanguage('zh-CN');
    renderPage(<ChannelBillDetailPage />, '/billing/channelbill/detail/:billId', `/billing/channelbill/detail/${billId}`);
    expect((await screen.findByTestId('channel-bill-diffs-export')).textContent).toBe(zhCN.billing.channelBill.detail.export);
  });

  it.each([
    ['en-US', enUS, '12,000', '50,000'],
    ['zh-CN', zhCN, '12,000', '50,000'],
  ] as const)('shows the progress of an import still reconciling, in %s, and no totals yet', async (lang, texts, done, total) => {
    signInAs('platform', [featureCodes.channelBillImport]);
    setLanguage(lang);
    detail = running;
    renderPage(<ChannelBillDetailPage />, '/billing/channelbill/detail/:billId', `/billing/channelbill/detail/${billId}`);
    const bar = await screen.findByTestId('channel-bill-progress');
    expect(bar.getAttribute('value')).toBe('24');
    expect(screen.getByTestId('channel-bill-progress-cards').textContent).toBe(
      texts.billing.channelBill.progress.cards.replace('{{done}}', done).replace('{{total}}', total),
    );
    expect(screen.getByTestId('channel-bill-status').textContent).toBe(texts.billing.channelBill.status.processing);
    expect(screen.queryByTestId('channel-bill-summary')).toBeNull();
    expect(screen.queryByTestId('channel-bill-diffs-section')).toBeNull();
    expect(api$.bodiesOf('channel-bill.diffs')).toEqual([]);
  });
});
