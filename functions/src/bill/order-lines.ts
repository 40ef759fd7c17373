/**
 * One-off fees and card purchases on the consumption bill (pure). The bill run's finishing step reads
 * the enterprise's orders of the cycle (one range Query per order list: their sort key is the order
 * time) and bills each as a line of its own, naming the order. Packs are not here: they are rated
 * with their card (bill-run-rating.ts `packsOf`), since their volume counts against its quota.
 * Rules: docs/decisions.md "The bill run reads orders".
 */
import type { OrderRecord } from '../order/order-model.ts';
import { shanghaiMonth } from '../shared/time/calendar.ts';
import type { Calendar, Payer, SummaryLine } from './bill-model.ts';
import { ENTERPRISE, billIdOf } from './bill-model.ts';

/** The bill line kinds of orders: a one-off fee, a purchase of cards. */
export const orderLineKinds = { oneoff: 'oneoff', card: 'cardPurchase' } as const;

/** The calendar whose bills carry one-off fees and card purchases: they are the enterprise's, billed by calendar month. */
export const ORDERS_CALENDAR: Calendar = 'month';

/** Closed (4) and failed (5) orders owe nothing. */
const billable = (o: Pick<OrderRecord, 'payState'>) => o.payState !== 4 && o.payState !== 5;

/** Whether an order is billed as a line of its own: a one-off fee or a card purchase that owes something. */
const billedAsLine = <T extends Pick<OrderRecord, 'orderType' | 'payState'>>(o: T): o is T & { orderType: 'oneoff' | 'card' } =>
  (o.orderType === 'oneoff' || o.orderType === 'card') && billable(o);
/** Who pays an order's line: a secondary customer at the retail price it carries, else the enterprise. */
const payerOf = (o: Pick<OrderRecord, 'custId' | 'retailAmount'>): Payer =>
  o.custId !== null && o.retailAmount !== null ? o.custId : ENTERPRISE;

/**
 * The consumption bill an order's line goes on (`orderLines` below, run by the bill run of the
 * calendar-month cycle its order time falls in, Shanghai), or undefined for an order billed on no
 * line of its own (packs, renewals, closed or failed orders). Invoices use it to keep an order and
 * the bill that carries it from both being invoiced (invoice.service.ts).
 */
export function billOfOrder(
  o: Pick<OrderRecord, 'orderType' | 'payState' | 'channelCustId' | 'custId' | 'retailAmount' | 'createdAt'>,
): string | undefined {
  if (!billedAsLine(o)) return undefined;
  const cycle = shanghaiMonth(new Date(o.createdAt));
  return billIdOf({ channelCustId: o.channelCustId, cycle, calendar: ORDERS_CALENDAR, kind: 'consumption', payer: payerOf(o) });
}

/** The orders a bill's lines name (one-off fees and card purchases), each once, in line order. */
export const ordersOnBill = (lines: readonly Pick<SummaryLine, 'orderId'>[]): string[] => [
  ...new Set(lines.flatMap((l) => (l.orderId ? [l.orderId] : []))),
];

/**
 * The lines of the cycle's one-off fees and card purchases, per payer: each order one line, named by
 * its order id and item, at the price it was recorded at. One-off fees and card purchases are the
 * enterprise's (recorded without a secondary customer), so they go on its bill; an order of a
 * secondary customer that carries a retail price would go on that customer's bill at that price.
 * Orders carry no tax rate: their amount is billed as recorded, with no tax line.
 */
export function orderLines(orders: readonly OrderRecord[]): Record<Payer, SummaryLine[]> {
  const out: Record<Payer, SummaryLine[]> = {};
  const sorted = [...orders].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.orderId.localeCompare(b.orderId));
  for (const o of sorted) {
    if (!billedAsLine(o)) continue;
    const payer = payerOf(o);
    const retail = payer !== ENTERPRISE;
    const line: SummaryLine = {
      kind: orderLineKinds[o.orderType],
      goodsReleaseId: o.goodsReleaseId ?? '',
      orderId: o.orderId,
      itemName: o.itemName,
      tariffType: -1,
      unit: o.orderType === 'card' ? 'card' : 'item',
      unitPrice: retail ? o.retailUnitPrice! : o.basicUnitPrice,
      cardCount: o.iccid ? 1 : 0,
      quantity: o.quantity,
      amount: retail ? o.retailAmount! : o.basicAmount,
      tax: 0,
      bytes: 0,
    };
    out[payer] = [...(out[payer] ?? []), line];
  }
  return out;
}
