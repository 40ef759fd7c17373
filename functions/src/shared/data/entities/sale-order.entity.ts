/**
 * The sales order aggregate: an order of cards an enterprise (or one of its secondary customers)
 * placed, the cards the platform handled it with (one membership per card, in the order's
 * partition) and its list copies per scope. Rules and views: sale-order/sale-order-model.ts.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import { createdStamps } from './stamps.ts';

/** 1 new cards, 2 renewal of cards, 3 plan change of cards. */
export type SaleOrderType = 1 | 2 | 3;
/** Spec §4: the reply's results. */
export type SaleOrderResult = 'processed' | 'modified' | 'cancelled';

const saleOrderAttributes = {
  salesOrderNumber: attr<string>(),
  channelCustId: attr<string>(),
  /** The secondary customer the cards are for; null when the enterprise ordered for itself. */
  custId: attr<string | null>(),
  orderType: attr<SaleOrderType>(),
  /** The operator's trade type code of the order (sale-order-model.ts `tradeTypeCodes`). */
  tradeTypeCode: attr<string>(),
  operator: attr<string>(),
  goodsReleaseId: attr<string>(),
  /** The retail plan a secondary customer's order is priced at. */
  retailId: attr<string | null>(),
  quantity: attr<number>(),
  /** Fen per card: the basic plan's price (what the enterprise pays); never shown to a secondary customer. */
  basicPrice: attr<number>(),
  /** Fen per card: the retail price a secondary customer pays; null for the enterprise's own order. */
  retailPrice: attr<number | null>(),
  /** Fen: the order's amount at the payer's price (basic for the enterprise, retail for a secondary customer). */
  amount: attr<number>(),
  currency: attr<'CNY'>(),
  remark: attr<string>(),
  /** 0 waiting, 1 handled (the platform linked the cards). */
  handleStatus: attr<0 | 1>(),
  handledCards: attr<number>(),
  handledAt: optionalAttr<string>(),
  handledBy: optionalAttr<string>(),
  /** Spec §4: 0 unreplied, 1 replied. */
  replyStatus: attr<0 | 1>(),
  result: optionalAttr<SaleOrderResult>(),
  replyRemark: optionalAttr<string>(),
  repliedAt: optionalAttr<string>(),
  repliedBy: optionalAttr<string>(),
  ...createdStamps,
};

export const saleOrderEntity = /* @__PURE__ */ entity({
  name: 'sales order',
  attributes: saleOrderAttributes,
  key: ({ channelCustId, salesOrderNumber }: { channelCustId: string; salesOrderNumber: string }) =>
    keys.saleOrder(channelCustId, salesOrderNumber),
});

export const saleOrderCardEntity = /* @__PURE__ */ entity({
  name: 'sales order card',
  attributes: { iccid: attr<string>(), salesOrderNumber: attr<string>(), attachedAt: attr<string>() },
  key: ({ channelCustId, salesOrderNumber, iccid }: { channelCustId: string; salesOrderNumber: string; iccid: string }) =>
    keys.saleOrderCard(channelCustId, salesOrderNumber, iccid),
});

/** A sales order in a scope's list (the platform's, its enterprise's, its secondary customer's): the same attributes. */
export const saleOrderListEntity = /* @__PURE__ */ entity({
  name: 'sales order list entry',
  attributes: saleOrderAttributes,
  key: ({ scope, salesOrderNumber }: { scope: string; salesOrderNumber: string }) =>
    keys.saleOrderListItem(scope, salesOrderNumber),
});
