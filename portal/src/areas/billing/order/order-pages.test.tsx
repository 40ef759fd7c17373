// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { setLanguage } from '../../../i18n';
import { enUS, zhCN } from '../../../i18n/all-texts';
import { fakeApi, refuse, renderPage, resetPortal, signInAs } from '../../../lib/page-harness';
import CardOrderListPage from '../../shortcuts/iot-card-order/card-order-list-page';
import OncecostListPage from '../../shortcuts/oncecost/oncecost-list-page';
import OrderDetailPage from './order-detail-page';
import OrderListPage from './order-list-page';

const texts = enUS.billing.order;
const order = (over: Record<string, unknown> = {}) => ({
  orderId: 'C1001-20261120-0a1b2c3d',
  orderType: 'renewal',
  channelCustId: 'C1001',
  custId: 'S2001',
  payState: 1,
  iccid: '89860000000000000001',
  goodsReleaseId: 'G001',
  itemName: 'Monthly 1 GB individual',
  quantity: 2,
  basicUnitPrice: 1000,
  basicAmount: 2000,
  retailUnitPrice: 1500,
  retailAmount: 3000,
  retailId: 'R001',
  margin: 1000,
  currency: 'CNY',
  operator: null,
  remark: null,
  invoiceId: null,
  createdAt: '2026-11-20T02:00:00.000Z',
  createdBy: 'acme',
  payStateAt: null,
  payStateBy: null,
  enterpriseName: 'Acme IoT Ltd.',
  customerName: 'Acme East',
  ...over,
});
/** What the server sends a secondary customer: no basic price, margin or staff. */
const forSecondary = ({ basicUnitPrice: _u, basicAmount: _a, margin: _m, payStateBy: _b, ...rest }: ReturnType<typeof order>) =>
  rest;

let api$: ReturnType<typeof fakeApi>;
beforeEach(() => {
  resetPortal();
  api$ = fakeApi({
    'order.list': () => ({
      items: [
        order(),
        order({
          orderId: 'C1001-20261121-1a1b2c3d',
          orderType: 'oneoff',
          custId: null,
          customerName: null,
          retailAmount: null,
          retailUnitPrice: null,
          margin: null,
          itemName: 'SIM replacement',
          createdBy: 'platform',
        }),
      ],
      cursor: null,
    }),
    'order.detail': (b) =>
      b.orderId === 'C1001-20261120-0a1b2c3d'
        ? order()
        : (() => {
            throw refuse(404, 'Not found', { errorCode: 10404 });
          })(),
    'order.payState': (b) => ({ orderId: b.orderId, payState: b.payState, payStateAt: '2026-11-26T08:00:00.000Z' }),
    'order.cardList': () => ({
      items: [
        order({
          orderId: 'C1001-20261122-2a1b2c3d',
          orderType: 'card',
          custId: null,
          customerName: null,
          iccid: null,
          itemName: 'Industrial MFF2 cards',
          quantity: 2000,
          operator: 'CMCC',
          retailAmount: null,
          retailUnitPrice: null,
          margin: null,
        }),
      ],
      cursor: null,
    }),
    'customer.list': () => ({
      items: [
        { channelCustId: 'C1001', custId: null, name: 'Acme IoT Ltd.' },
        { channelCustId: 'C1002', custId: null, name: 'Globex' },
      ],
      cursor: null,
    }),
    'order.create': (b) => {
      if (b.iccid === '89860000000000000099')
        throw refuse(422, 'This customer has no card 89860000000000000099', { errorCode: 49302, field: 'iccid' });
      return order({
        orderId: 'C1001-20261126-9a9b9c9d',
        orderType: b.orderType,
        itemName: b.itemName,
        channelCustId: b.channelCustId,
      });
    },
    'download.exportOrders': () => ({ taskId: 't1' }),
    'download.exportCardOrders': () => ({ taskId: 't2' }),
    'customer.secondaryList': () => ({ items: [], cursor: null }),
  });
});
afterEach(() => cleanup());

describe('order center', () => {
  it('lists an enterprise’s orders by name with both amounts, and filters by tab', async () => {
    signInAs('enterprise', [areaCodes.billing]);
    const router = renderPage(
      <OrderListPage />,
      '/billing/orderCenter/orders/list/:tab?/:invoiceId?',
      '/billing/orderCenter/orders/list',
    );
    const table = await screen.findByTestId('order-table');
    await waitFor(() => expect(table.textContent).toContain('Acme East'));
    const text = table.textContent ?? '';
    expect(text).toContain('Monthly 1 GB individual');
    expect(text).toContain('¥20.00');
    expect(text).toContain('¥30.00');
    expect(text).toContain(texts.type.renewal);
    expect(text).toContain(texts.payState['1']);
    expect(screen.getByTestId('order-link-C1001-20261120-0a1b2c3d').getAttribute('href')).toBe(
      '/billing/orderCenter/orders/detail/C1001-20261120-0a1b2c3d',
    );
    expect(api$.bodiesOf('order.list')[0]).toEqual({ pageSize: 20 });
    await userEvent.click(screen.getByTestId('order-tab-oneoff'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billing/orderCenter/orders/list/oneoff'));
    await waitFor(() => expect(api$.bodiesOf('order.list').at(-1)).toEqual({ orderType: 'oneoff', pageSize: 20 }));
  });

  it('reads the orders of an invoice from the URL', async () => {
    signInAs('enterprise', [areaCodes.billing]);
    renderPage(
      <OrderListPage />,
      '/billing/orderCenter/orders/list/:tab?/:invoiceId?',
      '/billing/orderCenter/orders/list/all/INV001',
    );
    await screen.findByTestId('order-table');
    await waitFor(() => expect(api$.bodiesOf('order.list')[0]).toEqual({ invoiceId: 'INV001', pageSize: 20 }));
    expect(screen.getByText('Orders of invoice INV001')).toBeTruthy();
  });

  it('shows a secondary customer its retail amounts only, in Chinese', async () => {
    signInAs('secondary', [areaCodes.billing]);
    setLanguage('zh-CN');
    api$ = fakeApi({ 'order.list': () => ({ items: [forSecondary(order())], cursor: null }) });
    renderPage(<OrderListPage />, '/billing/orderCenter/orders/list/:tab?/:invoiceId?', '/billing/orderCenter/orders/list');
    const table = await screen.findByTestId('order-table');
    await waitFor(() => expect(table.textContent).toContain('¥30.00'));
    expect(table.textContent).not.toContain('¥20.00');
    expect(table.textContent).toContain(zhCN.billing.order.payState['1']);
    expect(screen.queryByText(zhCN.billing.order.columns.payer)).toBeNull();
    expect(screen.getByText(zhCN.billing.order.subtitleSecondary)).toBeTruthy();
  });

  it('opens an order with its prices and margin; the platform marks it paid once confirmed', async () => {
    signInAs('platform', [areaCodes.billing, featureCodes.orderPayState]);
    renderPage(
      <OrderDetailPage />,
      '/billing/orderCenter/orders/detail/:orderId',
      '/billing/orderCenter/orders/detail/C1001-20261120-0a1b2c3d',
    );
    expect((await screen.findByTestId('order-detail-basic-amount')).textContent).toBe('¥20.00');
    expect(screen.getByTestId('order-detail-retail-amount').textContent).toBe('¥30.00');
    expect(screen.getByTestId('order-detail-margin').textContent).toBe('¥10.00');
    expect(screen.getByTestId('order-detail-customer').textContent).toBe('Acme East');
    expect(screen.getByTestId('order-detail-type').textContent).toBe(texts.type.renewal);
    // Unpaid: paid, closed or failed next; never confirmed straight away.
    expect(screen.queryByTestId('order-pay-3')).toBeNull();
    await userEvent.click(screen.getByTestId('order-pay-2'));
    const dialog = await screen.findByTestId('order-pay-confirm');
    expect(dialog.textContent).toContain('Mark order C1001-20261120-0a1b2c3d as paid?');
    expect(api$.bodiesOf('order.payState')).toEqual([]);
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api$.bodiesOf('order.payState')).toEqual([{ orderId: 'C1001-20261120-0a1b2c3d', payState: 2 }]));
  });

  it('gives an enterprise no pay-state actions, a secondary customer its own prices only, and says when an order is not found', async () => {
    signInAs('enterprise', [areaCodes.billing]);
    renderPage(
      <OrderDetailPage />,
      '/billing/orderCenter/orders/detail/:orderId',
      '/billing/orderCenter/orders/detail/C1001-20261120-0a1b2c3d',
    );
    await screen.findByTestId('order-detail-margin');
    expect(screen.queryByTestId('order-pay-2')).toBeNull();
    cleanup();
    signInAs('secondary', [areaCodes.billing]);
    api$ = fakeApi({ 'order.detail': () => forSecondary(order()) });
    renderPage(
      <OrderDetailPage />,
      '/billing/orderCenter/orders/detail/:orderId',
      '/billing/orderCenter/orders/detail/C1001-20261120-0a1b2c3d',
    );
    expect((await screen.findByTestId('order-detail-retail-own')).textContent).toBe('¥30.00');
    expect(screen.queryByTestId('order-detail-basic-amount')).toBeNull();
    expect(screen.queryByTestId('order-detail-margin')).toBeNull();
    cleanup();
    signInAs('enterprise', [areaCodes.billing]);
    api$ = fakeApi({
      'order.detail': () => {
        throw refuse(404, 'Not found', { errorCode: 10404 });
      },
    });
    renderPage(
      <OrderDetailPage />,
      '/billing/orderCenter/orders/detail/:orderId',
      '/billing/orderCenter/orders/detail/C1001-20261120-ffffffff',
    );
    expect(await screen.findByTestId('order-not-found')).toBeTruthy();
  });
});

describe('shortcuts: card orders and one-off fees', () => {
  it('lists card purchases with their operator and card count', async () => {
    signInAs('enterprise', [areaCodes.shortcuts]);
    renderPage(<CardOrderListPage />, '/shortcuts/iotCardOrder/list');
    const table = await screen.findByTestId('order-table');
    await waitFor(() => expect(table.textContent).toContain('Industrial MFF2 cards'));
    expect(table.textContent).toContain('2,000');
    expect(table.textContent).toContain('¥20.00');
    expect(screen.getByTestId('order-link-C1001-20261122-2a1b2c3d').getAttribute('href')).toBe(
      '/shortcuts/iotCardOrder/detail/C1001-20261122-2a1b2c3d',
    );
  });

  it('lists one-off fees only', async () => {
    signInAs('enterprise', [areaCodes.shortcuts]);
    renderPage(<OncecostListPage />, '/shortcuts/oncecost/list');
    await screen.findByTestId('order-table');
    await waitFor(() => expect(api$.bodiesOf('order.list')[0]).toEqual({ orderType: 'oneoff', pageSize: 20 }));
  });
});

describe('recording orders (platform, 4030001)', () => {
  const create = texts.create;
  const platformRecords = () => signInAs('platform', [areaCodes.shortcuts, areaCodes.billing, featureCodes.orderCreate]);

  it('records a one-off fee: checks the draft first, sends fen, and reloads the list', async () => {
    platformRecords();
    renderPage(<OncecostListPage />, '/shortcuts/oncecost/list');
    await screen.findByTestId('order-table');
    await userEvent.click(await screen.findByTestId('order-create-oneoff'));
    const dialog = await screen.findByTestId('order-create-oneoff-dialog');
    expect(within(dialog).getByText(create.oneoff.title)).toBeTruthy();
    // The list's enterprise is chosen already; the rest is missing.
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(within(dialog).getByText(create.rules.itemName)).toBeTruthy();
    expect(within(dialog).getByText(create.rules.amount)).toBeTruthy();
    expect(api$.bodiesOf('order.create')).toEqual([]);
    await userEvent.type(within(dialog).getByTestId('order-create-item'), 'SIM replacement');
    await userEvent.type(within(dialog).getByTestId('order-create-amount'), '12.345');
    await userEvent.type(within(dialog).getByTestId('order-create-iccid'), '8986');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(within(dialog).getByText(create.rules.amount)).toBeTruthy();
    expect(within(dialog).getByText(create.rules.iccid)).toBeTruthy();
    await userEvent.clear(within(dialog).getByTestId('order-create-amount'));
    await userEvent.type(within(dialog).getByTestId('order-create-amount'), '12.5');
    await userEvent.clear(within(dialog).getByTestId('order-create-iccid'));
    await userEvent.type(within(dialog).getByTestId('order-create-remark'), ' swapped after damage ');
    const reads = api$.bodiesOf('order.list').length;
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(api$.bodiesOf('order.create')).toEqual([
        {
          orderType: 'oneoff',
          channelCustId: 'C1001',
          itemName: 'SIM replacement',
          unitPrice: 1250,
          quantity: 1,
          remark: 'swapped after damage',
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByTestId('order-create-oneoff-dialog')).toBeNull());
    expect(await screen.findByText('Order C1001-20261126-9a9b9c9d recorded')).toBeTruthy();
    await waitFor(() => expect(api$.bodiesOf('order.list').length).toBeGreaterThan(reads));
  });

  it('shows the server’s refusal on the field it names', async () => {
    platformRecords();
    renderPage(<OncecostListPage />, '/shortcuts/oncecost/list');
    await userEvent.click(await screen.findByTestId('order-create-oneoff'));
    const dialog = await screen.findByTestId('order-create-oneoff-dialog');
    await userEvent.type(within(dialog).getByTestId('order-create-item'), 'SIM replacement');
    await userEvent.type(within(dialog).getByTestId('order-create-amount'), '20');
    await userEvent.type(within(dialog).getByTestId('order-create-iccid'), '89860000000000000099');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    const iccid = within(dialog).getByTestId('order-create-iccid');
    await waitFor(() => expect(iccid.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog).getByText('This customer has no card 89860000000000000099')).toBeTruthy();
    expect(screen.getByTestId('order-create-oneoff-dialog')).toBeTruthy();
  });

  it('records a card purchase in Chinese, for another enterprise than the list’s, and turns the list to it', async () => {
    platformRecords();
    setLanguage('zh-CN');
    const zh = zhCN.billing.order.create;
    const router = renderPage(<CardOrderListPage />, '/shortcuts/iotCardOrder/list');
    await screen.findByTestId('order-table');
    await userEvent.click(await screen.findByTestId('order-create-card'));
    const dialog = await screen.findByTestId('order-create-card-dialog');
    await userEvent.type(within(dialog).getByTestId('order-create-quantity'), '0');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    expect(within(dialog).getByText(zh.rules.operator)).toBeTruthy();
    expect(within(dialog).getByText(zh.rules.itemName)).toBeTruthy();
    expect(within(dialog).getByText(zh.rules.quantity.replace('{{max}}', '100000'))).toBeTruthy();
    await userEvent.click(within(dialog).getByTestId('order-create-enterprise'));
    await userEvent.click(await screen.findByRole('option', { name: 'Globex (C1002)' }));
    await userEvent.click(within(dialog).getByTestId('order-create-operator'));
    await userEvent.click(await screen.findByRole('option', { name: '中国移动' }));
    await userEvent.type(within(dialog).getByTestId('order-create-item'), 'MFF2 卡');
    await userEvent.clear(within(dialog).getByTestId('order-create-quantity'));
    await userEvent.type(within(dialog).getByTestId('order-create-quantity'), '500');
    await userEvent.type(within(dialog).getByTestId('order-create-amount'), '3.5');
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() =>
      expect(api$.bodiesOf('order.create')).toEqual([
        { orderType: 'card', channelCustId: 'C1002', itemName: 'MFF2 卡', unitPrice: 350, quantity: 500, operator: 'CMCC' },
      ]),
    );
    await waitFor(() => expect(router.state.location.search).toContain('channelCustId=C1002'));
    await waitFor(() => expect(api$.bodiesOf('order.cardList').at(-1)).toMatchObject({ channelCustId: 'C1002' }));
  });

  it('offers recording on the order center’s one-off tab only, and to nobody without 4030001', async () => {
    platformRecords();
    renderPage(
      <OrderListPage />,
      '/billing/orderCenter/orders/list/:tab?/:invoiceId?',
      '/billing/orderCenter/orders/list/oneoff',
    );
    expect(await screen.findByTestId('order-create-oneoff')).toBeTruthy();
    cleanup();
    renderPage(<OrderListPage />, '/billing/orderCenter/orders/list/:tab?/:invoiceId?', '/billing/orderCenter/orders/list/all');
    await screen.findByTestId('order-export-all');
    expect(screen.queryByTestId('order-create-oneoff')).toBeNull();
    cleanup();
    signInAs('platform', [areaCodes.shortcuts, areaCodes.billing]);
    renderPage(<CardOrderListPage />, '/shortcuts/iotCardOrder/list');
    await screen.findByTestId('order-export-cards');
    expect(screen.queryByTestId('order-create-card')).toBeNull();
    cleanup();
    signInAs('enterprise', [areaCodes.shortcuts, areaCodes.billing, featureCodes.orderCreate]);
    renderPage(<OncecostListPage />, '/shortcuts/oncecost/list');
    await screen.findByTestId('order-export-oneoff');
    expect(screen.queryByTestId('order-create-oneoff')).toBeNull();
  });
});

describe('exporting orders', () => {
  const exportWith = async (testId: string) => {
    await userEvent.click(await screen.findByTestId(testId));
    const dialog = await screen.findByTestId('export-dialog');
    expect(within(dialog).getByText(texts.export.title)).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: enUS.card.list.exportDialog.confirm }));
  };

  it('exports the order center’s tab under its filters, the one-off fees and the card purchases', async () => {
    signInAs('enterprise', [areaCodes.billing, areaCodes.shortcuts]);
    renderPage(
      <OrderListPage />,
      '/billing/orderCenter/orders/list/:tab?/:invoiceId?',
      '/billing/orderCenter/orders/list/renewal',
    );
    await screen.findByTestId('order-table');
    await exportWith('order-export-renewal');
    await waitFor(() => expect(api$.bodiesOf('download.exportOrders')).toEqual([{ orderType: 'renewal', format: 'xlsx' }]));
    cleanup();
    renderPage(<OncecostListPage />, '/shortcuts/oncecost/list');
    await screen.findByTestId('order-table');
    await exportWith('order-export-oneoff');
    await waitFor(() => expect(api$.bodiesOf('download.exportOrders').at(-1)).toEqual({ orderType: 'oneoff', format: 'xlsx' }));
    cleanup();
    signInAs('platform', [areaCodes.shortcuts]);
    renderPage(<CardOrderListPage />, '/shortcuts/iotCardOrder/list');
    await screen.findByTestId('order-table');
    await exportWith('order-export-cards');
    await waitFor(() => expect(api$.bodiesOf('download.exportCardOrders')).toEqual([{ channelCustId: 'C1001', format: 'xlsx' }]));
  });
});
