/**
 * What an invoice request may bill (issue #14 item 7, invoice.service.ts): the enterprise's paid
 * order-center orders and written-off bills on no invoice yet — amounts in fen, an order at the price
 * the enterprise paid the platform, a bill at what was written off — and the buyer details on file.
 */
import { billOfOrder } from '../bill/order-lines.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { InvoiceKind, InvoiceRecord } from './invoice-model.ts';
import type { InvoiceRepository } from './invoice.repository.ts';

/** Candidates read per request dialog (the newest paid orders). */
const MAX_CANDIDATE_ORDERS = 200;
/** Orders on an invoice read per request dialog (their bills leave the candidates). */
const MAX_INVOICED_ORDERS = 1000;

/**
 * The buyer details a request starts from: the customer's invoice information and bank on file, else
 * those of its last request (a customer without information on file need not type them twice).
 */
function buyerOnFile(
  profile: Awaited<ReturnType<InvoiceRepository['enterprise']>>,
  last: InvoiceRecord | undefined,
  name: string,
) {
  const info = profile?.invoice;
  if (info?.title)
    return {
      title: info.title,
      taxNumber: info.taxNumber || profile?.taxNumber || '',
      type: info.type,
      address: info.address ?? '',
      phone: info.phone ?? '',
      bankName: profile?.bank?.name ?? '',
      bankAccount: profile?.bank?.account ?? '',
    };
  if (last)
    return {
      title: last.title,
      taxNumber: last.taxNumber,
      type: last.type,
      address: last.address,
      phone: last.phone,
      bankName: last.bankName,
      bankAccount: last.bankAccount,
    };
  return {
    title: name,
    taxNumber: profile?.taxNumber ?? '',
    type: 'normal' as InvoiceKind,
    address: '',
    phone: '',
    bankName: profile?.bank?.name ?? '',
    bankAccount: profile?.bank?.account ?? '',
  };
}

export async function invoiceCandidates(invoices: InvoiceRepository, channelCustId: string, lang: Lang) {
  const [orders, invoicedOrders, bills, invoicedBills, profile, names, last] = await Promise.all([
    invoices.uninvoicedOrders(channelCustId, MAX_CANDIDATE_ORDERS),
    invoices.invoicedOrders(channelCustId, MAX_INVOICED_ORDERS),
    invoices.writtenOffBills(channelCustId),
    invoices.invoicedBillIds(channelCustId),
    invoices.enterprise(channelCustId),
    invoices.names([channelCustId], lang),
    invoices.list({ scope: scopeKeys.enterprise(channelCustId), pageSize: 1 }),
  ]);
  // A bill carrying an order on an invoice is not one (the order's bill: order-lines.ts `billOfOrder`).
  const billsOfInvoiced = new Set(invoicedOrders.map((o) => billOfOrder(o) ?? ''));
  return {
    channelCustId,
    enterpriseName: names.get(channelCustId) ?? null,
    buyer: buyerOnFile(profile, last.items[0], names.get(channelCustId) ?? ''),
    orders: orders
      .filter((o) => o.orderType !== 'card' && !invoicedBills.has(billOfOrder(o) ?? ''))
      .map((o) => ({
        orderId: o.orderId,
        orderType: o.orderType,
        itemName: o.itemName,
        payState: o.payState,
        amount: o.basicAmount,
        createdAt: o.createdAt,
      })),
    bills: bills
      .filter(
        (b) => b.custId === null && b.kind === 'consumption' && !invoicedBills.has(b.billId) && !billsOfInvoiced.has(b.billId),
      )
      .map((b) => ({
        billId: b.billId,
        cycle: b.cycle,
        calendar: b.calendar,
        status: b.status,
        amount: b.writtenOff ?? b.totals.total,
      })),
  };
}
