// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { notifier, session } from '../../../app/services';
import { setLanguage } from '../../../i18n';
import { enUS, zhCN } from '../../../i18n/all-texts';
import { fakeApi, refuse, renderPage, signInAs } from '../../../lib/page-harness';
import SaleOrderDetailPage from './sale-order-detail-page';

const NUMBER = 'SO2026112610150004';
const order = {
  salesOrderNumber: NUMBER,
  channelCustId: 'C1001',
  custId: 'S2001',
  orderType: 1,
  tradeTypeCode: '0010',
  operator: 'CMCC',
  goodsReleaseId: 'G001',
  retailId: 'R001',
  quantity: 3,
  basicPrice: 1000,
  retailPrice: 1500,
  amount: 4500,
  currency: 'CNY',
  remark: 'Pilot',
  handleStatus: 0,
  handledCards: 0,
  replyStatus: 0,
  createdAt: '2026-11-26T02:15:00.000Z',
  createdBy: 'admin',
  enterpriseName: 'Acme IoT Ltd.',
  customerName: 'Acme East',
  planName: 'Monthly 1 GB individual',
  retailName: 'Acme Meter 1 GB',
};

let api$: ReturnType<typeof fakeApi>;
let current: Record<string, unknown>;
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  session.refresh();
  for (const notice of notifier.getSnapshot()) notifier.dismiss(notice.id);
  setLanguage('en-US');
  current = { ...order };
  api$ = fakeApi({
    'sale-order.detail': (b) => {
      if (b.salesOrderNumber !== NUMBER) throw refuse(404, 'not found');
      return current;
    },
    'sale-order.reply': (b) => {
      current = { ...current, replyStatus: 1, result: b.result, replyRemark: b.remark, repliedAt: '2026-11-26T03:00:00.000Z' };
      return current;
    },
    'customer.list': () => ({ items: [{ channelCustId: 'C1001', name: 'Acme IoT Ltd.' }], cursor: null }),
  });
});
afterEach(() => cleanup());

const open = () =>
  renderPage(<SaleOrderDetailPage />, '/billing/saleOrder/detail/:salesOrderNumber', `/billing/saleOrder/detail/${NUMBER}`);

describe('sales order detail', () => {
  it.each([
    ['en-US', enUS],
    ['zh-CN', zhCN],
  ] as const)('shows names and labels, never raw codes (%s)', async (lang, texts) => {
    setLanguage(lang);
    signInAs('enterprise', [areaCodes.billing]);
    open();
    const info = await screen.findByTestId('sale-order-info');
    const text = info.textContent ?? '';
    expect(text).toContain('Acme East');
    expect(text).toContain('Acme Meter 1 GB');
    expect(text).toContain(`0010 · ${texts.billing.saleOrder.tradeType['0010']}`);
    expect(text).toContain(texts.billing.saleOrder.orderType['1']);
    expect(text).not.toMatch(/\b(S2001|G001|R001)\b/);
    expect(screen.getByTestId('sale-order-amount').textContent).toBe('¥45.00');
    // An enterprise reads; only the platform handles and replies.
    expect(screen.queryByTestId('sale-order-reply-open')).toBeNull();
    expect(screen.queryByTestId('sale-order-handle')).toBeNull();
  });

  it('shows a secondary customer no basic price (the server removed it)', async () => {
    const { basicPrice: _b, ...withoutBasic } = order;
    current = withoutBasic;
    signInAs('secondary', [areaCodes.billing]);
    open();
    const prices = await screen.findByTestId('sale-order-prices');
    expect(prices.textContent).not.toContain(enUS.billing.saleOrder.fields.basicPrice);
    expect(prices.textContent).toContain('¥15.00');
  });

  it('lets the platform reply once; "processed" is not offered before cards are linked', async () => {
    signInAs('platform', [areaCodes.billing, featureCodes.saleOrderHandle, featureCodes.saleOrderReply]);
    open();
    await userEvent.click(await screen.findByTestId('sale-order-reply-open'));
    const dialog = await screen.findByTestId('sale-order-reply-dialog');
    await userEvent.click(screen.getByTestId('sale-order-reply-result'));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual([enUS.billing.saleOrder.result.modified, enUS.billing.saleOrder.result.cancelled]);
    await userEvent.click(screen.getByRole('option', { name: enUS.billing.saleOrder.result.cancelled }));
    await userEvent.type(screen.getByTestId('sale-order-reply-remark'), 'Customer withdrew');
    await userEvent.click(dialog.querySelector('[data-testid="dialog-confirm"]')!);
    await waitFor(() =>
      expect(screen.getByTestId('sale-order-result').textContent).toBe(enUS.billing.saleOrder.result.cancelled),
    );
    expect(api$.calls.find((c) => c.route === 'sale-order.reply')?.body).toEqual({
      salesOrderNumber: NUMBER,
      channelCustId: 'C1001',
      result: 'cancelled',
      remark: 'Customer withdrew',
    });
    expect(screen.queryByTestId('sale-order-reply-open')).toBeNull();
  });
});
