/**
 * The invoice aggregate (invoice/, issue #14 item 7): a C-end invoice an enterprise asks the platform
 * for, over money it paid (paid order-center orders, written-off bills). One copy per scope that lists
 * it — the platform's and its enterprise's — written together, so each list is one Query; every change
 * updates both copies in one transaction. Beside it, the claim of each bill on an invoice (an order
 * carries its `invoiceId` itself) and the claim of each request id (a retried request finds the
 * invoice it made). Rules: invoice/invoice-model.ts.
 */
import { attr, entity } from '../entity.ts';

/** Spec §3 invoice type: a normal VAT invoice or a special VAT invoice. */
export const invoiceKinds = ['normal', 'special'] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
/** Requested → issued (finance enters the number and day) or rejected (with a reason; its items are released). */
export const invoiceStates = ['requested', 'issued', 'rejected'] as const;
export type InvoiceState = (typeof invoiceStates)[number];
/** What an invoice bills: an order of the order center, or a written-off bill. */
export const invoiceItemKinds = ['order', 'bill'] as const;
export type InvoiceItemKind = (typeof invoiceItemKinds)[number];

/** One thing an invoice bills, as it was when requested. */
export interface InvoiceItem {
  kind: InvoiceItemKind;
  /** The order id or the bill id. */
  id: string;
  /** The order's item name, or the bill's cycle (YYYY-MM). */
  name: string;
  /** Fen. */
  amount: number;
}

export const invoiceEntity = /* @__PURE__ */ entity({
  name: 'invoice',
  attributes: {
    /** `I<UTC yyyyMMddHHmmss><6 hex>-<channelCustId>`: sorts by request time and names its enterprise. */
    invoiceId: attr<string>(),
    channelCustId: attr<string>(),
    /** A secondary customer's invoice (not offered: role 5000 has no financial area); null for the enterprise's. */
    custId: attr<string | null>(),
    title: attr<string>(),
    taxNumber: attr<string>(),
    type: attr<InvoiceKind>(),
    address: attr<string>(),
    phone: attr<string>(),
    bankName: attr<string>(),
    bankAccount: attr<string>(),
    /** Fen: the sum of the items. */
    amount: attr<number>(),
    currency: attr<'CNY'>(),
    items: attr<InvoiceItem[]>(),
    remark: attr<string | null>(),
    state: attr<InvoiceState>(),
    /** Issued: the invoice's number and its issue day (Shanghai, YYYY-MM-DD). */
    invoiceNumber: attr<string | null>(),
    issueDay: attr<string | null>(),
    /** Rejected: why. */
    reason: attr<string | null>(),
    createdAt: attr<string>(),
    createdBy: attr<string>(),
    issuedAt: attr<string | null>(),
    issuedBy: attr<string | null>(),
    rejectedAt: attr<string | null>(),
    rejectedBy: attr<string | null>(),
  },
  key: ({ scope, invoiceId }: { scope: string; invoiceId: string }) => ({ pk: `${scope}#INVOICES`, sk: invoiceId }),
});

/** A bill on an invoice (put absent-only with the invoice, deleted when the invoice is rejected). */
export const invoicedBillEntity = /* @__PURE__ */ entity({
  name: 'invoiced bill',
  attributes: {
    channelCustId: attr<string>(),
    billId: attr<string>(),
    invoiceId: attr<string>(),
  },
  key: ({ channelCustId, billId }: { channelCustId: string; billId: string }) => ({
    pk: `CUST#${channelCustId}#INVOICED`,
    sk: `BILL#${billId}`,
  }),
});

/** The invoice a request id made (put absent-only with it): the same request sent again answers it. */
export const invoiceRequestEntity = /* @__PURE__ */ entity({
  name: 'invoice request',
  attributes: {
    channelCustId: attr<string>(),
    requestId: attr<string>(),
    invoiceId: attr<string>(),
    createdAt: attr<string>(),
  },
  key: ({ channelCustId, requestId }: { channelCustId: string; requestId: string }) => ({
    pk: `CUST#${channelCustId}#INVOICEREQ`,
    sk: requestId,
  }),
});
