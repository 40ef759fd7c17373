/**
 * The order aggregate (order/): an order of an enterprise — a pack or a renewal ordered for a card,
 * a one-off fee, a purchase of cards — and its list copies, one per scope that lists it (the
 * platform's, the enterprise's and, for a secondary customer's card, the secondary customer's), in
 * the list of its family. Types and rules: order/order-model.ts.
 */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';

export const orderTypes = ['pack', 'renewal', 'oneoff', 'card'] as const;
/** A pack ordered for a card (event or add-on), a plan's renewal, a one-off fee, a purchase of cards. */
export type OrderType = (typeof orderTypes)[number];
/** Spec §4 pay state: 1 unpaid, 2 paid, 3 confirmed, 4 closed, 5 order failed. */
export const payStates = [1, 2, 3, 4, 5] as const;
export type PayState = (typeof payStates)[number];
/** The list an order is in: the order center's (`ORDERS`) or the card purchases' (`CARDORDERS`). */
export type OrderFamily = 'ORDERS' | 'CARDORDERS';

const orderAttributes = {
  orderId: attr<string>(),
  orderType: attr<OrderType>(),
  channelCustId: attr<string>(),
  custId: attr<string | null>(),
  payState: attr<PayState>(),
  iccid: attr<string | null>(),
  goodsReleaseId: attr<string | null>(),
  itemName: attr<string>(),
  quantity: attr<number>(),
  basicUnitPrice: attr<number>(),
  basicAmount: attr<number>(),
  retailUnitPrice: attr<number | null>(),
  retailAmount: attr<number | null>(),
  retailId: attr<string | null>(),
  currency: attr<'CNY'>(),
  operator: attr<string | null>(),
  remark: attr<string | null>(),
  invoiceId: attr<string | null>(),
  createdAt: attr<string>(),
  createdBy: attr<string>(),
  payStateAt: attr<string | null>(),
  payStateBy: attr<string | null>(),
};

export const orderEntity = /* @__PURE__ */ entity({
  name: 'order',
  attributes: orderAttributes,
  key: ({ channelCustId, orderId }: { channelCustId: string; orderId: string }) => keys.order(channelCustId, orderId),
});

/** An order in a scope's list: a whole copy (orders are small), so a page is one Query and no reads of the orders. */
export const orderListEntity = /* @__PURE__ */ entity({
  name: 'order list entry',
  attributes: orderAttributes,
  key: ({ scope, family, createdAt, orderId }: { scope: string; family: OrderFamily; createdAt: string; orderId: string }) =>
    keys.orderListItem(scope, family, createdAt, orderId),
});
