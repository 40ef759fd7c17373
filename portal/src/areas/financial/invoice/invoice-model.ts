import {
  INVOICE_MAX_ITEMS,
  INVOICE_NUMBER,
  type InvoiceState,
  type RequestOf,
  type ResponseOf,
  type RouteId,
  TAX_NUMBER,
  invoiceExportRefusal,
  invoiceKinds,
  type invoiceSpecialFields,
  invoiceStates,
} from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';
import { type RuleResult, firstError, maxLength, requiredText } from '../../../lib/form-rules';

// Pure rules of the invoice screens (unit-tested): the routes they read, the tones of the states, the
// request form's draft, checks and body, the issue form's checks, and when the export may start
// (the server's own rule through the contract: a customer chosen, the last 2 months).

export const INVOICE_LIST = 'invoice.list' satisfies RouteId;
export const INVOICE_DETAIL = 'invoice.detail' satisfies RouteId;
export const INVOICE_CANDIDATES = 'invoice.candidates' satisfies RouteId;
export const INVOICE_STATES = invoiceStates;
export const INVOICE_KINDS = invoiceKinds;
export const MAX_ITEMS = INVOICE_MAX_ITEMS;
export const LIST_PATH = '/financial/customer-bill/list';

export type InvoiceRow = ResponseOf<'invoice.list'>['items'][number];
export type Candidates = ResponseOf<'invoice.candidates'>;

export const stateTones: Record<InvoiceState, StateTone> = { requested: 'amber', issued: 'green', rejected: 'red' };
/** Finance decides a requested invoice only (the server's rule). */
export const canDecide = (i: Pick<InvoiceRow, 'state'>) => i.state === 'requested';

const rule = (key: string, values?: Record<string, unknown>) => ({ key: `financial.invoice.rules.${key}`, values });

/** The request form: the customer (platform), the buyer's details as typed, the chosen items by key (`order:<id>`, `bill:<id>`). */
export interface RequestDraft {
  channelCustId: string;
  title: string;
  type: string;
  taxNumber: string;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
  remark: string;
  items: string[];
}

export const emptyRequestDraft = (channelCustId = ''): RequestDraft => ({
  channelCustId,
  title: '',
  type: 'normal',
  taxNumber: '',
  address: '',
  phone: '',
  bankName: '',
  bankAccount: '',
  remark: '',
  items: [],
});

/** The buyer details on file fill the fields still empty. */
export const withBuyer = (d: RequestDraft, b: Candidates['buyer']): RequestDraft => ({
  ...d,
  title: d.title || b.title,
  type: b.type,
  taxNumber: d.taxNumber || b.taxNumber,
  address: d.address || b.address,
  phone: d.phone || b.phone,
  bankName: d.bankName || b.bankName,
  bankAccount: d.bankAccount || b.bankAccount,
});

/** The sum (fen) of the chosen items. */
export function chosenAmount(items: readonly string[], c: Pick<Candidates, 'orders' | 'bills'> | undefined): number {
  if (!c) return 0;
  const amounts = new Map<string, number>([
    ...c.orders.map((o) => [`order:${o.orderId}`, o.amount] as const),
    ...c.bills.map((b) => [`bill:${b.billId}`, b.amount] as const),
  ]);
  return items.reduce((s, k) => s + (amounts.get(k) ?? 0), 0);
}

/** What is wrong with a draft, field by field (the server checks the same: invoice-model.ts). */
export function requestProblems(d: RequestDraft, platform: boolean): Partial<Record<keyof RequestDraft, RuleResult>> {
  const special = d.type === 'special';
  const need = (f: (typeof invoiceSpecialFields)[number]) => (special && !d[f].trim() ? rule(`special.${f}`) : null);
  return {
    channelCustId: platform && !d.channelCustId ? rule('customer') : null,
    title: firstError(requiredText(d.title), maxLength(d.title, 100)),
    taxNumber:
      need('taxNumber') ?? (d.taxNumber.trim() && !TAX_NUMBER.test(d.taxNumber.trim().toUpperCase()) ? rule('taxNumber') : null),
    address: need('address') ?? maxLength(d.address, 200),
    phone: need('phone') ?? maxLength(d.phone, 40),
    bankName: need('bankName') ?? maxLength(d.bankName, 60),
    bankAccount: need('bankAccount') ?? maxLength(d.bankAccount, 40),
    remark: maxLength(d.remark, 200),
    items: d.items.length === 0 ? rule('items') : d.items.length > MAX_ITEMS ? rule('tooMany', { max: MAX_ITEMS }) : null,
  };
}

/** The request of a valid draft; `requestId` makes a retried submission one invoice. */
export function requestBody(d: RequestDraft, requestId: string, platform: boolean): RequestOf<'invoice.request'> {
  const text = (v: string) => (v.trim() ? v.trim() : undefined);
  const pick = (kind: string) => d.items.filter((k) => k.startsWith(`${kind}:`)).map((k) => k.slice(kind.length + 1));
  const body = {
    ...(platform ? { channelCustId: d.channelCustId } : {}),
    requestId,
    title: d.title.trim(),
    type: d.type as 'normal' | 'special',
    taxNumber: text(d.taxNumber.toUpperCase()),
    address: text(d.address),
    phone: text(d.phone),
    bankName: text(d.bankName),
    bankAccount: text(d.bankAccount),
    remark: text(d.remark),
    orderIds: pick('order'),
    billIds: pick('bill'),
  };
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as RequestOf<'invoice.request'>;
}

/** Finance's issue form: the invoice number and the issue day (YYYY-MM-DD, between the request and today). */
export interface IssueDraft {
  invoiceNumber: string;
  issueDay: string;
}
export function issueProblems(d: IssueDraft, requestedDay: string, today: string) {
  return {
    invoiceNumber: INVOICE_NUMBER.test(d.invoiceNumber.trim()) ? null : rule('invoiceNumber'),
    issueDay:
      !/^\d{4}-\d{2}-\d{2}$/.test(d.issueDay) || d.issueDay > today || d.issueDay < requestedDay ? rule('issueDay') : null,
  };
}

/** Why the export may not start for the applied filters (an i18n key), or undefined: the server's rule. */
export function exportBlocked(body: Record<string, unknown>, platform: boolean, now = new Date()): string | undefined {
  const refusal = invoiceExportRefusal(
    body as { channelCustId?: string; createdFrom?: string; createdTo?: string },
    platform,
    now,
  );
  return refusal === 'customer'
    ? 'financial.invoice.export.chooseCustomer'
    : refusal === 'window'
      ? 'financial.invoice.export.window'
      : undefined;
}

/** The Shanghai day of an instant (YYYY-MM-DD). */
export const shanghaiDay = (iso: string | Date) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The order center's list of an invoice's orders (the platform's scope names the invoice's enterprise). */
export const ordersOfInvoice = (i: Pick<InvoiceRow, 'invoiceId' | 'channelCustId'>, platform: boolean) =>
  `/billing/orderCenter/orders/list/all/${encodeURIComponent(i.invoiceId)}${platform ? `?channelCustId=${encodeURIComponent(i.channelCustId)}` : ''}`;
