import { type PayState, type ResponseOf, type RouteId, payStates, serviceOrderTypes } from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';

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
