import { featureCodes } from '@cmp/functions/platform/permissions';
import { api } from '../../app/services';
import type { DetailActionDeclaration, DetailContext, DetailDeclaration, DetailFieldDeclaration } from '../detail-page';
import { CARD_ORDER_DETAIL, ORDER_DETAIL, type OrderRow, nextPayStates, payStateTones } from './order-model';

// An order's detail as a declaration over the shared detail page: the order, its prices as the reader
// may see them, its payment; the platform moves the pay state forward (confirmed first).

const f = (key: string) => `billing.order.detail.fields.${key}`;
const secondary = (ctx: DetailContext) => ctx.scope.side === 'secondary';
const own = (ctx: DetailContext) => !secondary(ctx);
const basicOf = (o: OrderRow, key: 'basicUnitPrice' | 'basicAmount') => (o as Partial<Record<typeof key, number>>)[key];
const marginOf = (o: OrderRow) => (o as { margin?: number | null }).margin ?? null;

/** A card's page; platform users name the enterprise (the card detail's optional parameter). */
const cardPath = (o: OrderRow, ctx: DetailContext) =>
  `/card/card-list/detail/${o.iccid}${ctx.scope.side === 'platform' ? `/${encodeURIComponent(o.channelCustId)}` : ''}`;

const orderFields: DetailFieldDeclaration<OrderRow>[] = [
  { key: 'orderId', label: f('orderId'), format: 'code', testId: 'order-detail-id' },
  { key: 'orderType', label: f('orderType'), enumLabel: 'billing.order.type', testId: 'order-detail-type' },
  { key: 'enterpriseName', label: f('enterprise'), visible: (_o, ctx) => own(ctx), testId: 'order-detail-enterprise' },
  { key: 'customerName', label: f('customer'), visible: (o) => Boolean(o.custId), testId: 'order-detail-customer' },
  { key: 'itemName', label: f('item'), testId: 'order-detail-item' },
  {
    key: 'iccid',
    label: f('iccid'),
    format: 'code',
    link: cardPath,
    visible: (o) => Boolean(o.iccid),
    testId: 'order-detail-iccid',
  },
  {
    key: 'quantity',
    label: (o, ctx) => ctx.t(f(o.orderType === 'renewal' ? 'periods' : 'quantity')),
    format: 'count',
    testId: 'order-detail-quantity',
  },
  {
    key: 'operator',
    label: f('operator'),
    value: (o, ctx) => (o.operator ? ctx.t(`operator.${o.operator}`) : null),
    visible: (o) => o.orderType === 'card',
  },
  { key: 'createdAt', label: f('createdAt'), format: 'dateTime' },
  { key: 'createdBy', label: f('createdBy'), format: 'actor' },
  { key: 'remark', label: f('remark'), wide: true, visible: (o) => Boolean(o.remark) },
];

const priceFields: DetailFieldDeclaration<OrderRow>[] = [
  // A secondary customer: its own prices, named plainly (the server sends it no other).
  {
    key: 'unitPrice',
    label: f('unitPrice'),
    format: 'money',
    value: (o) => o.retailUnitPrice,
    visible: (_o, ctx) => secondary(ctx),
  },
  {
    key: 'amount',
    label: f('amount'),
    format: 'money',
    value: (o) => o.retailAmount,
    visible: (_o, ctx) => secondary(ctx),
    testId: 'order-detail-retail-own',
  },
  {
    key: 'basicUnitPrice',
    // "Basic" only beside a retail price: a fee or a card purchase has one price.
    label: (o, ctx) => ctx.t(f(o.retailAmount === null ? 'unitPrice' : 'basicUnitPrice')),
    format: 'money',
    value: (o) => basicOf(o, 'basicUnitPrice'),
    visible: (_o, ctx) => own(ctx),
  },
  {
    key: 'basicAmount',
    label: (o, ctx) => ctx.t(f(o.retailAmount === null ? 'amount' : 'basicAmount')),
    format: 'money',
    value: (o) => basicOf(o, 'basicAmount'),
    visible: (_o, ctx) => own(ctx),
    testId: 'order-detail-basic-amount',
  },
  {
    key: 'retailUnitPrice',
    label: f('retailUnitPrice'),
    format: 'money',
    visible: (o, ctx) => own(ctx) && o.retailAmount !== null,
  },
  {
    key: 'retailAmount',
    label: f('retailAmount'),
    format: 'money',
    visible: (o, ctx) => own(ctx) && o.retailAmount !== null,
    testId: 'order-detail-retail-amount',
  },
  {
    key: 'margin',
    label: f('margin'),
    format: 'money',
    value: marginOf,
    visible: (o, ctx) => own(ctx) && marginOf(o) !== null,
    testId: 'order-detail-margin',
  },
  { key: 'currency', label: f('currency') },
];

const payFields: DetailFieldDeclaration<OrderRow>[] = [
  {
    key: 'payState',
    label: f('payState'),
    state: { tones: payStateTones, label: 'billing.order.payState', testId: 'order-detail-pay-state' },
  },
  { key: 'payStateAt', label: f('payStateAt'), format: 'dateTime' },
  { key: 'payStateBy', label: f('payStateBy'), format: 'actor', visible: (_o, ctx) => ctx.scope.side === 'platform' },
  { key: 'invoiceId', label: f('invoiceId') },
];

/** Mark as paid / confirmed / closed / failed: the steps the server allows from the order's state. */
const payActions: DetailActionDeclaration<OrderRow>[] = ([2, 3, 4, 5] as const).map((to) => ({
  id: `pay-${to}`,
  label: `billing.order.detail.move.action.${to}`,
  permission: featureCodes.orderPayState,
  visible: (o, ctx) => ctx.scope.side === 'platform' && nextPayStates(o.payState).includes(to),
  variant: to === 5 || to === 4 ? 'secondary' : 'primary',
  testId: `order-pay-${to}`,
  confirm: {
    tone: to === 5 || to === 4 ? 'danger' : 'default',
    title: (o: OrderRow) => [`billing.order.detail.move.title.${to}`, { orderId: o.orderId }] as const,
    description: 'billing.order.detail.move.description',
    run: (o) => api.call('order.payState', { orderId: o.orderId, payState: to }, { silent: true }),
    done: 'billing.order.detail.move.done',
    dialogTestId: 'order-pay-confirm',
  },
}));
/** An order's detail: the order center's (`orders`) or a card purchase's (`cards`). */
export function orderDetail(family: 'orders' | 'cards'): DetailDeclaration<OrderRow> {
  const cards = family === 'cards';
  return {
    title: cards ? 'billing.order.detail.cardTitle' : 'billing.order.detail.title',
    heading: (o) => o.itemName,
    subtitle: (o, ctx) => (o ? `${ctx.t(`billing.order.type.${o.orderType}`)} · ${o.orderId}` : undefined),
    source: cards ? CARD_ORDER_DETAIL : ORDER_DETAIL,
    request: ({ params }) => (params.orderId ? { orderId: params.orderId } : null),
    notFound: 'billing.order.detail.notFound',
    notFoundTestId: 'order-not-found',
    layout: 'grid',
    testId: 'order-detail',
    sections: [
      { id: 'order', title: 'billing.order.detail.order', fields: orderFields, columns: 2, wide: true, testId: 'order-section' },
      { id: 'prices', title: 'billing.order.detail.prices', fields: priceFields, columns: 1, testId: 'order-prices' },
      { id: 'pay', title: 'billing.order.detail.pay', fields: payFields, columns: 1, testId: 'order-pay' },
    ],
    back: () => (cards ? '/shortcuts/iotCardOrder/list' : '/billing/orderCenter/orders/list'),
    actions: payActions,
  };
}
