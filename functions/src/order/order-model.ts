/**
 * Orders (spec §2 order center, iotCardOrder and oncecost; §4 pay state): pure rules, no storage.
 * An order is one of four types: a pack ordered for a card (event or add-on pack), the renewal of a
 * card's plan, a one-off fee, or a purchase of cards. The first three are the order center's; card
 * purchases are listed apart. Prices: `basic*` is what the enterprise owes the platform; `retail*` is
 * what a secondary customer owes its enterprise (orders for a secondary customer's cards only). A
 * secondary customer never sees the basic price nor the enterprise's margin: `orderFieldView` withholds them.
 */
import type { Scope } from '../shared/auth/principal.ts';
import { type OrderFamily, type OrderType, type PayState, orderTypes, payStates } from '../shared/data/entities/order.entity.ts';
import { fieldsFor } from '../shared/http/response-view.ts';

export { type OrderFamily, type OrderType, type PayState, orderTypes, payStates };
/** The order center's types (card purchases have their own list). */
export const serviceOrderTypes = ['pack', 'renewal', 'oneoff'] as const satisfies readonly OrderType[];

export const familyOf = (type: OrderType): OrderFamily => (type === 'card' ? 'CARDORDERS' : 'ORDERS');

/**
 * The pay states an order may move to: an unpaid order is paid, closed or fails; a paid one is
 * confirmed (finance saw the money) or closed (refunded). Confirmed, closed and failed are final.
 */
const nextPayStates: Record<PayState, readonly PayState[]> = { 1: [2, 4, 5], 2: [3, 4], 3: [], 4: [], 5: [] };
export const canMovePayState = (from: PayState, to: PayState): boolean => nextPayStates[from].includes(to);

/** An order as stored (shared/data/entities/order.entity.ts). */
export interface OrderRecord {
  orderId: string;
  orderType: OrderType;
  channelCustId: string;
  /** The secondary customer the order is for (its card's), or null for the enterprise's own. */
  custId: string | null;
  payState: PayState;
  /** The card the order is for (packs, renewals, and one-off fees of one card). */
  iccid: string | null;
  /** The plan or pack ordered or renewed. */
  goodsReleaseId: string | null;
  /** The plan's, pack's or fee's name when ordered (kept: a renamed plan does not rename old orders). */
  itemName: string;
  /** Packs and fees: 1; renewals: periods; card purchases: cards. */
  quantity: number;
  /** Fen: what the enterprise owes the platform, per unit and in all. */
  basicUnitPrice: number;
  basicAmount: number;
  /** Fen: what the secondary customer owes the enterprise; null for the enterprise's own orders. */
  retailUnitPrice: number | null;
  retailAmount: number | null;
  retailId: string | null;
  currency: 'CNY';
  /** Card purchases: the operator of the cards. */
  operator: string | null;
  remark: string | null;
  /** An invoice the order is billed on (none issued yet: invoices come with the financial area). */
  invoiceId: string | null;
  createdAt: string;
  createdBy: string;
  payStateAt: string | null;
  payStateBy: string | null;
}

/** Fen of `quantity` units, an integer. */
export const amountOf = (unitPrice: number, quantity: number): number => Math.round(unitPrice * quantity);

/**
 * What each audience sees of an order (applied by the route to the whole answer): the basic price and
 * the margin are the platform's and the enterprise's, never a secondary customer's; who at the
 * platform changed the pay state is the platform's.
 */
export const orderFieldView = /* @__PURE__ */ fieldsFor({
  basicUnitPrice: ['platform', 'enterprise'],
  basicAmount: ['platform', 'enterprise'],
  margin: ['platform', 'enterprise'],
  payStateBy: ['platform'],
});

/** An order with its margin (what the enterprise earns on a secondary customer's order; null for its own). */
export const orderView = (o: OrderRecord) => ({
  ...o,
  margin: o.retailAmount === null ? null : o.retailAmount - o.basicAmount,
});
export type OrderView = ReturnType<typeof orderView>;

/** Whether the reader may see the order: the platform every one, an enterprise its own, a secondary customer its own. */
export function canRead(scope: Scope, o: Pick<OrderRecord, 'channelCustId' | 'custId'>): boolean {
  if (scope.kind === 'platform') return true;
  if (o.channelCustId !== scope.channelCustId) return false;
  return scope.kind === 'enterprise' || o.custId === scope.custId;
}

/** An order id: `<channelCustId>-<YYYYMMDD>-<8 hex>`, so a pasted id finds its enterprise. */
export const ORDER_ID = /^[A-Za-z0-9]{1,40}-\d{8}-[0-9a-f]{8}$/;
export function newOrderId(channelCustId: string, at: Date, random: string): string {
  const day = at.toISOString().slice(0, 10).replaceAll('-', '');
  return `${channelCustId}-${day}-${random.replaceAll('-', '').slice(0, 8).toLowerCase()}`;
}
export const ownerOfOrder = (orderId: string): string | null => (ORDER_ID.test(orderId) ? orderId.split('-')[0]! : null);

/** The UTC instants of a range of Shanghai days (inclusive), as the list's sort-key bounds. */
export function dayRange(from?: string, to?: string): readonly [string, string] | undefined {
  if (!from && !to) return undefined;
  const start = from ? new Date(`${from}T00:00:00+08:00`).toISOString() : '0000';
  const end = to ? new Date(new Date(`${to}T00:00:00+08:00`).getTime() + 86_400_000).toISOString() : '9999';
  return [start, end];
}

/** Pay state words for server messages (the portal has its own texts). */
const payStateWords: Record<PayState, { zh: string; en: string }> = {
  1: { zh: '未支付', en: 'unpaid' },
  2: { zh: '已支付', en: 'paid' },
  3: { zh: '已确认', en: 'confirmed' },
  4: { zh: '已关闭', en: 'closed' },
  5: { zh: '订单失败', en: 'failed' },
};
export const payStateWord = (state: PayState, lang: 'zh-CN' | 'en-US'): string =>
  payStateWords[state][lang === 'zh-CN' ? 'zh' : 'en'];

/** What a card action records when it orders a pack or renews a plan (card-detail/card-actions.service.ts). */
export interface CardOrderInput {
  orderType: 'pack' | 'renewal';
  orderId: string;
  card: { channelCustId: string; custId?: string | null; iccid: string };
  goodsReleaseId: string;
  itemName: string;
  quantity: number;
  /** Fen per unit: the pack's or plan's price to the enterprise. */
  unitPrice: number;
  /** The retail plan covering a secondary customer's card (renewals); without one it pays the list price. */
  retail?: { retailId: string; retailPrice: number } | null;
  at: string;
  by: string;
}

/** The order of a pack or renewal: unpaid, settled on the bill of its cycle. */
export function cardOrder(i: CardOrderInput): OrderRecord {
  const custId = i.card.custId ?? null;
  const retailUnitPrice = custId ? (i.retail?.retailPrice ?? i.unitPrice) : null;
  return {
    orderId: i.orderId,
    orderType: i.orderType,
    channelCustId: i.card.channelCustId,
    custId,
    payState: 1,
    iccid: i.card.iccid,
    goodsReleaseId: i.goodsReleaseId,
    itemName: i.itemName,
    quantity: i.quantity,
    basicUnitPrice: i.unitPrice,
    basicAmount: amountOf(i.unitPrice, i.quantity),
    retailUnitPrice,
    retailAmount: retailUnitPrice === null ? null : amountOf(retailUnitPrice, i.quantity),
    retailId: custId && i.retail ? i.retail.retailId : null,
    currency: 'CNY',
    operator: null,
    remark: null,
    invoiceId: null,
    createdAt: i.at,
    createdBy: i.by,
    payStateAt: null,
    payStateBy: null,
  };
}
