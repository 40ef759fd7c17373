import {
  type PayState,
  type RequestOf,
  type ResponseOf,
  type RouteId,
  cardOperators,
  payStates,
  serviceOrderTypes,
} from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';
import { fenOf } from '../../lib/format';

// Pure rules of the order screens (unit-tested): the routes they read, the tabs of the order center,
// the tones of the pay states, where an order opens, and what a row shows as its customer.

export const ORDER_LIST = 'order.list' satisfies RouteId;
export const ORDER_DETAIL = 'order.detail' satisfies RouteId;
export const CARD_ORDER_LIST = 'order.cardList' satisfies RouteId;
export const CARD_ORDER_DETAIL = 'order.cardDetail' satisfies RouteId;

/** An order as the lists and details answer it (the basic price and margin are absent for a secondary customer). */
export type OrderRow = ResponseOf<'order.list'>['items'][number];
export type OrderType = OrderRow['orderType'];

/** The order center's tabs: every order, or one type. */
export const ORDER_TABS = ['all', ...serviceOrderTypes] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const tabOf = (tab: string | undefined): OrderTab =>
  ((ORDER_TABS as readonly string[]).find((t) => t === tab) as OrderTab) ?? 'all';
/** The type filter a tab sends (none for every order). */
export const typeOfTab = (tab: OrderTab): Record<string, string> => (tab === 'all' ? {} : { orderType: tab });

export const PAY_STATES = payStates;
/** Spec §4 pay state: 1 unpaid, 2 paid, 3 confirmed, 4 closed, 5 order failed. */
export const payStateTones: Record<PayState, StateTone> = { 1: 'amber', 2: 'blue', 3: 'green', 4: 'slate', 5: 'red' };
/** The pay states an order may move to (the server's rule, order/order-model.ts): from unpaid and from paid. */
export const nextPayStates = (state: PayState): PayState[] => (state === 1 ? [2, 4, 5] : state === 2 ? [3, 4] : []);

/** Where an order opens: card purchases in the shortcuts area, the others in the order center. */
export const orderPath = (o: Pick<OrderRow, 'orderId' | 'orderType'>) =>
  o.orderType === 'card'
    ? `/shortcuts/iotCardOrder/detail/${encodeURIComponent(o.orderId)}`
    : `/billing/orderCenter/orders/detail/${encodeURIComponent(o.orderId)}`;

/** Who pays: the secondary customer for its cards' orders, else the enterprise. */
export const payerOf = (o: Pick<OrderRow, 'customerName' | 'enterpriseName'>) => o.customerName ?? o.enterpriseName ?? '';

/** What the reader pays or earns: a secondary customer sees its retail amount, the others the basic amount. */
export const amountFor = (o: OrderRow, secondary: boolean): number | null =>
  secondary ? o.retailAmount : ((o as { basicAmount?: number }).basicAmount ?? null);

// ── Recording an order (the platform, 4030001): a one-off fee or a card purchase ──

export const CREATE_KINDS = ['oneoff', 'card'] as const;
export type CreateKind = (typeof CREATE_KINDS)[number];
export const ORDER_OPERATORS = cardOperators;

/** The form's draft: every field as typed (amounts in yuan); named as the create route names them, so a refusal lands on its field. */
export interface OrderDraft {
  channelCustId: string;
  /** One-off fees: optionally the card it is for. */
  iccid: string;
  itemName: string;
  /** Card purchases: the cards bought (a one-off fee is one). */
  quantity: string;
  /** Yuan: the fee, or the price of one card. */
  unitPrice: string;
  operator: string;
  remark: string;
}

export const emptyOrderDraft = (channelCustId: string): OrderDraft => ({
  channelCustId,
  iccid: '',
  itemName: '',
  quantity: '',
  unitPrice: '',
  operator: '',
  remark: '',
});

/** The create route's limits (order/handler.ts). */
export const ORDER_LIMITS = { itemName: 60, remark: 200, quantity: 100_000, unitPriceFen: 100_000_000 } as const;

const rule = (key: string, values?: Record<string, unknown>) => ({ key: `billing.order.create.rules.${key}`, values });

/** What is wrong with a draft, field by field (i18n keys under `billing.order.create.rules`); nothing when it may be sent. */
export function orderDraftProblems(kind: CreateKind, d: OrderDraft) {
  const fen = fenOf(d.unitPrice);
  const quantity = /^\d{1,6}$/.test(d.quantity.trim()) ? Number(d.quantity.trim()) : null;
  const card = kind === 'card';
  return {
    channelCustId: d.channelCustId ? undefined : rule('enterprise'),
    itemName: !d.itemName.trim()
      ? rule('itemName')
      : d.itemName.trim().length > ORDER_LIMITS.itemName
        ? rule('tooLong', { max: ORDER_LIMITS.itemName })
        : undefined,
    unitPrice:
      fen === null
        ? rule('amount')
        : fen > ORDER_LIMITS.unitPriceFen
          ? rule('amountMax', { max: ORDER_LIMITS.unitPriceFen / 100 })
          : !card && fen === 0
            ? rule('amountZero')
            : undefined,
    iccid: !card && d.iccid.trim() && !/^\d{19,20}$/.test(d.iccid.trim()) ? rule('iccid') : undefined,
    quantity:
      card && (quantity === null || quantity < 1 || quantity > ORDER_LIMITS.quantity)
        ? rule('quantity', { max: ORDER_LIMITS.quantity })
        : undefined,
    operator: card && !d.operator ? rule('operator') : undefined,
    remark: d.remark.length > ORDER_LIMITS.remark ? rule('tooLong', { max: ORDER_LIMITS.remark }) : undefined,
  };
}

/** The create request of a valid draft: fen, trimmed texts, and only the fields its kind has. */
export function createOrderBody(kind: CreateKind, d: OrderDraft): RequestOf<'order.create'> {
  const remark = d.remark.trim();
  const common = {
    orderType: kind,
    channelCustId: d.channelCustId,
    itemName: d.itemName.trim(),
    unitPrice: fenOf(d.unitPrice) ?? 0,
    ...(remark ? { remark } : {}),
  };
  return kind === 'card'
    ? { ...common, quantity: Number(d.quantity.trim()), operator: d.operator as (typeof cardOperators)[number] }
    : { ...common, quantity: 1, ...(d.iccid.trim() ? { iccid: d.iccid.trim() } : {}) };
}
