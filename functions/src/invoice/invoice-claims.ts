/**
 * What an invoice request claims (issue #14 item 7, invoice.service.ts): its orders and bills, each
 * checked as read, and the orders its bills carry — claimed with them in the request's transaction,
 * so an order and the bill that carries it are invoiced once between them, in both directions.
 */
import { billOfOrder, ordersOnBill } from '../bill/order-lines.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type InvoiceItem, type InvoiceRecord, invoiceableBillStatuses, invoiceablePayStates } from './invoice-model.ts';
import type { Claims, InvoiceRepository } from './invoice.repository.ts';

/** The items a request names (orders and bills, by id). */
export interface ClaimedIds {
  orderIds?: string[];
  billIds?: string[];
}

export const itemLabel = (kind: 'order' | 'bill', id: string, lang: Lang) =>
  lang === 'en-US' ? `${kind === 'order' ? 'Order' : 'Bill'} ${id}` : `${kind === 'order' ? '订单' : '账单'} ${id}`;
const why = {
  missing: { zh: '不存在', en: 'it does not exist' },
  unpaid: { zh: '订单未支付', en: 'the order is not paid' },
  notWrittenOff: { zh: '账单未核销', en: 'the bill is not written off' },
  notOwn: { zh: '不是企业自己的账单', en: 'it is not the enterprise’s own consumption bill' },
} as const;

export function createInvoiceClaims(invoices: InvoiceRepository) {
  /**
   * The orders and bills of a request, each checked as read: paid, written off, the enterprise's own,
   * on no invoice; an order also not billed on a bill on an invoice (nor on a bill the request names
   * too), a bill also naming no order on an invoice. The bills' orders are claimed with them.
   */
  async function claimsOf(
    channelCustId: string,
    body: ClaimedIds,
    lang: Lang,
  ): Promise<{ claims: Claims; items: InvoiceItem[] }> {
    const refuse = (kind: 'order' | 'bill', id: string, reason: keyof typeof why) =>
      new AppError(
        'INVOICE_ITEM_UNAVAILABLE',
        { item: itemLabel(kind, id, lang), why: why[reason][lang === 'en-US' ? 'en' : 'zh'] },
        kind === 'order' ? 'orderIds' : 'billIds',
      );
    const invoiced = (kind: 'order' | 'bill', id: string, invoiceId: string) =>
      new AppError(
        'INVOICE_ITEM_INVOICED',
        { item: itemLabel(kind, id, lang), invoiceId },
        kind === 'order' ? 'orderIds' : 'billIds',
      );
    const orderIds = [...new Set(body.orderIds ?? [])];
    const billIds = [...new Set(body.billIds ?? [])];
    const orders = await Promise.all(orderIds.map((id) => invoices.getOrder(channelCustId, id)));
    const bills = await Promise.all(billIds.map((id) => invoices.getBill(channelCustId, id)));
    const claimed = await Promise.all(billIds.map((id) => invoices.invoicedBill(channelCustId, id)));
    const items: InvoiceItem[] = [];
    const orderBills: NonNullable<Claims['orderBills']> = [];
    orders.forEach((o, n) => {
      const id = orderIds[n]!;
      if (!o || o.orderType === 'card') throw refuse('order', id, 'missing');
      if (o.invoiceId) throw invoiced('order', id, o.invoiceId);
      if (!(invoiceablePayStates as readonly number[]).includes(o.payState)) throw refuse('order', id, 'unpaid');
      items.push({ kind: 'order', id, name: o.itemName, amount: o.basicAmount });
    });
    bills.forEach((b, n) => {
      const id = billIds[n]!;
      if (!b) throw refuse('bill', id, 'missing');
      if (b.custId !== null || b.kind !== 'consumption') throw refuse('bill', id, 'notOwn');
      if (claimed[n]) throw invoiced('bill', id, claimed[n]!.invoiceId);
      if (!(invoiceableBillStatuses as readonly number[]).includes(b.status)) throw refuse('bill', id, 'notWrittenOff');
      const both = ordersOnBill(b.lines).find((orderId) => orderIds.includes(orderId));
      if (both) throw new AppError('INVOICE_ORDER_IN_BILL', { orderId: both, billId: id }, 'orderIds');
      items.push({ kind: 'bill', id, name: b.cycle, amount: b.writtenOff ?? b.totals.total });
    });
    // Each order's bill (unless the request claims it itself): on an invoice, the order is refused.
    const checked = new Set<string>();
    for (const o of orders) {
      const billId = o && billOfOrder(o);
      if (!o || !billId || billIds.includes(billId) || checked.has(billId)) continue;
      checked.add(billId);
      const claim = await invoices.invoicedBill(channelCustId, billId);
      if (claim)
        throw new AppError('INVOICE_ORDER_BILL_INVOICED', { orderId: o.orderId, billId, invoiceId: claim.invoiceId }, 'orderIds');
      orderBills.push({ orderId: o.orderId, billId });
    }
    // The orders each bill's lines name: on an invoice, the bill is refused; else claimed with it.
    const billOrders: NonNullable<Claims['billOrders']> = [];
    for (const [n, b] of bills.entries()) {
      const named = ordersOnBill(b!.lines);
      const read = await Promise.all(named.map((orderId) => invoices.getOrder(channelCustId, orderId)));
      for (const o of read) {
        if (!o || billOrders.some((x) => x.order.orderId === o.orderId)) continue;
        if (o.invoiceId)
          throw new AppError(
            'INVOICE_BILL_ORDER_INVOICED',
            { billId: billIds[n]!, orderId: o.orderId, invoiceId: o.invoiceId },
            'billIds',
          );
        billOrders.push({ billId: billIds[n]!, order: o });
      }
    }
    return { claims: { orders: orders.filter((o) => !!o), billIds, billOrders, orderBills }, items };
  }

  /** The orders a bill of the invoice names that carry the invoice (released with it). */
  async function billOrdersOf(i: InvoiceRecord): Promise<NonNullable<Claims['billOrders']>> {
    const bills = await Promise.all(i.items.filter((x) => x.kind === 'bill').map((x) => invoices.getBill(i.channelCustId, x.id)));
    const out: NonNullable<Claims['billOrders']> = [];
    for (const b of bills) {
      if (!b) continue;
      const read = await Promise.all(ordersOnBill(b.lines).map((orderId) => invoices.getOrder(i.channelCustId, orderId)));
      for (const o of read)
        if (o?.invoiceId === i.invoiceId && !out.some((x) => x.order.orderId === o.orderId))
          out.push({ billId: b.billId, order: o });
    }
    return out;
  }

  return { claimsOf, billOrdersOf };
}
