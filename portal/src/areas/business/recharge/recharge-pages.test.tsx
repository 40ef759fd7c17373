// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { enUS, zhCN } from '../../../i18n/all-texts';
import { pageTests, refuse, renderPage, signInAs } from '../../../lib/page-harness';
import ShortcutRechargeListPage from '../../shortcuts/recharge/recharge-list-page';
import RechargeAddPage from './recharge-add-page';
import RechargeDetailPage from './recharge-detail-page';
import RechargeListPage from './recharge-list-page';

const texts = enUS.business.recharge;
const ID = 'R20261126093000A1B2C3-C1001';
const recharge = (over: Record<string, unknown> = {}) => ({
  rechargeId: ID,
  channelCustId: 'C1001',
  enterpriseName: 'Acme IoT Ltd.',
  amount: 1_500_000,
  currency: 'CNY',
  payMethod: 2,
  paidAt: '2026-11-25T02:00:00.000Z',
  remark: 'ICBC ref 0107',
  state: 0,
  rejectReason: null,
  createdAt: '2026-11-26T01:30:00.000Z',
  createdBy: 'acme',
  auditedAt: null,
  auditedBy: null,
  refundedAmount: 0,
  refunds: [],
  hasVoucher: true,
  refundable: 0,
  ...over,
});
const REVIEWED_ID = 'R20261120093000AAAAAA-C1001';
const reviewed = recharge({
  rechargeId: REVIEWED_ID,
  state: 1,
  auditedAt: '2026-11-26T03:00:00.000Z',
  auditedBy: 'admin',
  refundable: 1_500_000,
});

const api = pageTests(() => ({
  'recharge.list': () => ({
    items: [recharge(), recharge({ rechargeId: 'R20261120093000FFFFFF-C1001', state: 2, payMethod: 0, amount: 50_000 })],
    cursor: null,
  }),
  'recharge.detail': (b) =>
    b.rechargeId === ID
      ? recharge()
      : b.rechargeId === REVIEWED_ID
        ? reviewed
        : (() => {
            throw refuse(404, 'Not found', { errorCode: 10404 });
          })(),
  'recharge.audit': (b) => (b.action === 'approve' ? reviewed : recharge({ state: 2, rejectReason: b.reason })),
  'recharge.refund': (b) =>
    (b.amount as number) > 1_500_000
      ? (() => {
          throw refuse(422, 'The refund exceeds what may still be refunded (¥15,000.00)', { errorCode: 49819, field: 'amount' });
        })()
      : reviewed,
  'recharge.voucherUrl': () => ({ url: 'http://files/voucher.png' }),
  'recharge.voucherUploadUrl': () => ({ uploadUrl: 'http://files/put', voucherKey: 'vouchers/C1001/k.png' }),
  'recharge.add': () => recharge({ rechargeId: 'R20261126100000ABCDEF-C1001', payMethod: 0, hasVoucher: false }),
  'recharge.addPublic': () => recharge({ payMethod: 3 }),
  'download.exportRecharges': () => ({ taskId: 't1' }),
  'customer.list': () => ({ items: [{ channelCustId: 'C1001', custId: null, name: 'Acme IoT Ltd.' }], cursor: null }),
}));

describe('recharge list', () => {
  it('shows an enterprise its recharges with methods and states as words and money in yuan', async () => {
    signInAs('enterprise', [areaCodes.business, featureCodes.rechargeExport]);
    renderPage(<RechargeListPage />, '/business/recharge/list/:id?', '/business/recharge/list');
    const table = await screen.findByTestId('recharge-table');
    await waitFor(() => expect(table.textContent).toContain('¥15,000.00'));
    const text = table.textContent ?? '';
    expect(text).toContain(texts.payMethod['2']);
    expect(text).toContain(texts.payMethod['0']);
    expect(text).toContain(texts.state['0']);
    expect(text).toContain(texts.state['2']);
    expect(text).not.toContain('Acme IoT Ltd.');
    expect(screen.getByTestId(`recharge-link-${ID}`).getAttribute('href')).toBe(`/business/recharge/detail/${ID}`);
    expect(api().bodiesOf('recharge.list')[0]).toEqual({ pageSize: 20 });
  });

  it('presets a platform user’s customer from :id, and shows the enterprise column', async () => {
    signInAs('platform', [areaCodes.business]);
    renderPage(<RechargeListPage />, '/business/recharge/list/:id?', '/business/recharge/list/C1001');
    const table = await screen.findByTestId('recharge-table');
    await waitFor(() => expect(table.textContent).toContain('Acme IoT Ltd.'));
    expect(api().bodiesOf('recharge.list')[0]).toMatchObject({ channelCustId: 'C1001' });
  });

  it('is the same list in the shortcuts, in Chinese', async () => {
    setLanguage('zh-CN');
    signInAs('enterprise', [areaCodes.business]);
    renderPage(<ShortcutRechargeListPage />, '/shortcuts/recharge/list');
    const table = await screen.findByTestId('recharge-table');
    await waitFor(() => expect(table.textContent).toContain(zhCN.business.recharge.payMethod['2']));
    expect(table.textContent).toContain(zhCN.business.recharge.state['0']);
  });
});

describe('recharge detail', () => {
  it('tells an enterprise the §9 delays on a pending recharge, and offers it no audit', async () => {
    signInAs('enterprise', [areaCodes.business, featureCodes.rechargeDownload]);
    renderPage(<RechargeDetailPage />, '/business/recharge/detail/:billId?', `/business/recharge/detail/${ID}`);
    const note = await screen.findByTestId('recharge-pending-note');
    expect(note.textContent).toContain(texts.delays.remittance);
    expect(note.textContent).toContain(texts.delays.audit);
    expect(screen.getByTestId('recharge-detail-state').textContent).toBe(texts.state['0']);
    expect(screen.getByTestId('recharge-timeline-awaiting')).toBeTruthy();
    expect(screen.queryByTestId('recharge-approve')).toBeNull();
    await userEvent.click(screen.getByTestId('recharge-voucher-show'));
    expect((await screen.findByTestId('recharge-voucher-image')).getAttribute('src')).toBe('http://files/voucher.png');
  });

  it('lets finance approve after confirming', async () => {
    signInAs('platform', [areaCodes.business, featureCodes.rechargeAudit, featureCodes.rechargeRefund]);
    renderPage(<RechargeDetailPage />, '/business/recharge/detail/:billId?', `/business/recharge/detail/${ID}`);
    await userEvent.click(await screen.findByTestId('recharge-approve'));
    const dialog = await screen.findByTestId('recharge-approve-confirm');
    expect(dialog.textContent).toContain('¥15,000.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(api().bodiesOf('recharge.audit')).toEqual([{ rechargeId: ID, action: 'approve' }]));
  });

  it('asks finance for a reason before rejecting', async () => {
    signInAs('platform', [areaCodes.business, featureCodes.rechargeAudit]);
    renderPage(<RechargeDetailPage />, '/business/recharge/detail/:billId?', `/business/recharge/detail/${ID}`);
    await userEvent.click(await screen.findByTestId('recharge-reject'));
    const dialog = await screen.findByTestId('recharge-reject-dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.reject.confirm }));
    expect(api().bodiesOf('recharge.audit')).toEqual([]);
    await userEvent.type(screen.getByTestId('recharge-reject-reason'), 'No money arrived');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.reject.confirm }));
    await waitFor(() =>
      expect(api().bodiesOf('recharge.audit')).toEqual([{ rechargeId: ID, action: 'reject', reason: 'No money arrived' }]),
    );
  });

  it('refunds a reviewed recharge within what may still be refunded', async () => {
    signInAs('platform', [areaCodes.business, featureCodes.rechargeRefund]);
    renderPage(
      <RechargeDetailPage />,
      '/business/recharge/detail/:billId?',
      '/business/recharge/detail/R20261120093000AAAAAA-C1001',
    );
    await userEvent.click(await screen.findByTestId('recharge-refund'));
    const dialog = await screen.findByTestId('recharge-refund-dialog');
    await userEvent.type(screen.getByTestId('recharge-refund-amount'), '20000');
    await userEvent.type(screen.getByTestId('recharge-refund-reason'), 'Paid twice');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.refund.confirm }));
    expect(dialog.textContent).toContain('At most ¥15,000.00');
    expect(api().bodiesOf('recharge.refund')).toEqual([]);
    await userEvent.clear(screen.getByTestId('recharge-refund-amount'));
    await userEvent.type(screen.getByTestId('recharge-refund-amount'), '100.50');
    await userEvent.click(within(dialog).getByRole('button', { name: texts.refund.confirm }));
    const confirm = await screen.findByTestId('recharge-refund-confirm');
    await userEvent.click(within(confirm).getByRole('button', { name: texts.refund.confirm }));
    await waitFor(() =>
      expect(api().bodiesOf('recharge.refund')).toEqual([
        { rechargeId: 'R20261120093000AAAAAA-C1001', amount: 10_050, reason: 'Paid twice' },
      ]),
    );
  });

  it('opens the list when no recharge is named', async () => {
    signInAs('enterprise', [areaCodes.business]);
    const router = renderPage(<RechargeDetailPage />, '/business/recharge/detail/:billId?', '/business/recharge/detail');
    await waitFor(() => expect(router.state.location.pathname).toBe('/business/recharge/list'));
  });

  it('says when a recharge does not exist', async () => {
    signInAs('enterprise', [areaCodes.business]);
    renderPage(
      <RechargeDetailPage />,
      '/business/recharge/detail/:billId?',
      '/business/recharge/detail/R20261120093000000000-C1001',
    );
    expect((await screen.findByTestId('recharge-not-found')).textContent).toContain(texts.detail.notFound);
  });
});

describe('new recharge', () => {
  it('shows the delays, refuses a voucher that is no image by its content, and sends nothing while the draft is incomplete', async () => {
    signInAs('enterprise', [areaCodes.business]);
    renderPage(<RechargeAddPage />, '/business/recharge/add');
    await screen.findByTestId('recharge-add-payment');
    expect(screen.getByTestId('recharge-add-payment').textContent).toContain(texts.delays.addNote);
    // A text file named like a PNG is refused with the spec's message, before any upload.
    const input = screen.getByTestId('recharge-voucher-upload').querySelector('input[type=file]') as HTMLInputElement;
    await userEvent.upload(input, new File(['not an image'], 'voucher.png', { type: 'image/png' }));
    await waitFor(() =>
      expect(screen.getByTestId('recharge-voucher-upload').textContent).toContain(
        'Image format is incorrect, please change it and re-upload!',
      ),
    );
    expect(api().bodiesOf('recharge.voucherUploadUrl')).toEqual([]);
    // Without a payment method the draft is refused here.
    await userEvent.type(screen.getByTestId('recharge-amount'), '1000');
    await userEvent.type(screen.getByTestId('recharge-paid-at'), '2026-11-20T10:00');
    await userEvent.click(screen.getByTestId('recharge-add-save'));
    expect(api().bodiesOf('recharge.add')).toEqual([]);
  });
});
