/**
 * C-end invoices (spec §2 Financial "C-end invoice", §3 "Invoice: title, tax number, type", §5 and §9
 * "only the last 2 months can be exported, and a customer must be chosen first", §7 "invoice audit"):
 * pure rules, no storage. An enterprise asks the platform for an invoice over money it paid — order-center
 * orders paid or confirmed, and bills written off — each at most once; finance issues it (number, day)
 * or rejects it with a reason, which releases its items to be invoiced again.
 */
import {
  type InvoiceItem,
  type InvoiceItemKind,
  type InvoiceKind,
  type InvoiceState,
  invoiceItemKinds,
  invoiceKinds,
  invoiceStates,
} from '../shared/data/entities/invoice.entity.ts';
import { platformOnly } from '../shared/http/response-view.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { addMonths, shanghaiDay, shanghaiMonth } from '../shared/time/calendar.ts';

export {
  type InvoiceItem,
  type InvoiceItemKind,
  type InvoiceKind,
  type InvoiceState,
  invoiceItemKinds,
  invoiceKinds,
  invoiceStates,
};

/** An invoice as stored (shared/data/entities/invoice.entity.ts). */
export interface InvoiceRecord {
  invoiceId: string;
  channelCustId: string;
  custId: string | null;
  title: string;
  taxNumber: string;
  type: InvoiceKind;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
  amount: number;
  currency: 'CNY';
  items: InvoiceItem[];
  remark: string | null;
  state: InvoiceState;
  invoiceNumber: string | null;
  issueDay: string | null;
  reason: string | null;
  createdAt: string;
  createdBy: string;
  issuedAt: string | null;
  issuedBy: string | null;
  rejectedAt: string | null;
  rejectedBy: string | null;
}

/** `I<UTC yyyyMMddHHmmss><6 hex>-<channelCustId>`: sorts by request time, names its enterprise. */
export const INVOICE_ID = /^I\d{14}[0-9a-f]{6}-[A-Za-z0-9]{1,40}$/;
export function newInvoiceId(channelCustId: string, at: Date, random: string): string {
  const stamp = at.toISOString().replace(/\D/g, '').slice(0, 14);
  return `I${stamp}${random.replaceAll('-', '').slice(0, 6).toLowerCase()}-${channelCustId}`;
}
/** The enterprise an invoice id belongs to, or null for an id of another shape. */
export const ownerOfInvoice = (invoiceId: string): string | null =>
  INVOICE_ID.test(invoiceId) ? invoiceId.slice(invoiceId.indexOf('-') + 1) : null;
/** The sort-key bounds of the invoices requested within a UTC range (ids start with the request time). */
export const idRange = (range: readonly [string, string]): [string, string] => [
  `I${range[0].replace(/\D/g, '').slice(0, 14).padEnd(14, '0')}`,
  `I${range[1].replace(/\D/g, '').slice(0, 14).padEnd(14, '9')}`,
];

/** At most this many orders and bills on one invoice (one transaction claims them all). */
export const MAX_ITEMS = 20;
/** Order pay states that count as paid money: 2 paid, 3 confirmed. */
export const invoiceablePayStates = [2, 3] as const;
/** Bill statuses that are written off: 3 written off, 4 overdue written off. */
export const invoiceableBillStatuses = [3, 4] as const;

/** The buyer's details on a request (prefilled from the customer's invoice information). */
export interface InvoiceTitle {
  title: string;
  taxNumber: string;
  type: InvoiceKind;
  address: string;
  phone: string;
  bankName: string;
  bankAccount: string;
}

/** A unified social credit code or an older taxpayer number: 15 to 20 letters or digits. */
export const TAX_NUMBER = /^[0-9A-Z]{15,20}$/;

/** The fields a special VAT invoice needs besides the title. */
export const specialFields = ['taxNumber', 'address', 'phone', 'bankName', 'bankAccount'] as const;
export type SpecialField = (typeof specialFields)[number];

/** What is wrong with a request's buyer details: a special invoice's missing field, or a malformed tax number. */
export function titleProblem(t: InvoiceTitle): { kind: 'special'; field: SpecialField } | { kind: 'taxNumber' } | undefined {
  if (t.type === 'special') {
    const missing = specialFields.find((f) => !t[f].trim());
    if (missing) return { kind: 'special', field: missing };
  }
  if (t.taxNumber.trim() && !TAX_NUMBER.test(t.taxNumber.trim())) return { kind: 'taxNumber' };
  return undefined;
}

/** The invoice's amount: the sum of its items (fen). */
export const amountOfItems = (items: readonly Pick<InvoiceItem, 'amount'>[]): number => items.reduce((s, i) => s + i.amount, 0);

/** The items' keys in one order (`order:<id>`, `bill:<id>`), to compare a retried request with the invoice it made. */
export const itemKeys = (items: readonly Pick<InvoiceItem, 'kind' | 'id'>[]): string =>
  items
    .map((i) => `${i.kind}:${i.id}`)
    .sort()
    .join(',');

/** The decisions finance makes on a requested invoice. */
export type InvoiceDecision = 'issue' | 'reject';
const decided: Record<InvoiceDecision, InvoiceState> = { issue: 'issued', reject: 'rejected' };
export const stateAfter = (d: InvoiceDecision): InvoiceState => decided[d];
/** Only a requested invoice is decided; issued and rejected are final. */
export const canDecide = (state: InvoiceState): boolean => state === 'requested';

/** An invoice number: 8 to 20 digits (a VAT invoice's number; digital invoices have 20). */
export const INVOICE_NUMBER = /^\d{8,20}$/;

/** Why an issue day is refused: before the day the invoice was requested, or after today (Shanghai days). */
export function issueDayProblem(issueDay: string, requestedAt: string, now: Date): 'beforeRequest' | 'future' | undefined {
  if (issueDay > shanghaiDay(now)) return 'future';
  if (issueDay < shanghaiDay(new Date(requestedAt))) return 'beforeRequest';
  return undefined;
}

/**
 * Spec §9's month-window check: whether a day lies within the last `months` calendar months of today
 * (Shanghai) — this month and the `months − 1` before it, so with 2 from the first day of the previous
 * month — and not after today. Days more than a year apart always fail.
 */
export function withinMonths(day: string, months: number, now: Date): boolean {
  const today = shanghaiDay(now);
  if (day > today) return false;
  const yearAgo = `${String(Number(today.slice(0, 4)) - 1).padStart(4, '0')}${today.slice(4)}`;
  if (day < yearAgo) return false;
  return day >= windowStart(months, now);
}

/** The first day (Shanghai) of the window of the last `months` months: the 1st of the month `months − 1` before this one. */
export const windowStart = (months: number, now: Date): string => `${addMonths(shanghaiMonth(now), -(months - 1))}-01`;

/** Months an export may reach back (spec §5, §9). */
export const EXPORT_MONTHS = 2;

/**
 * Why an invoice export is refused (spec §5): no customer chosen (the platform must choose one; an
 * enterprise's is its own), or a request-date range starting before the window (or ending after today).
 * Without a start the export starts at the window's first day (`exportQuery`).
 */
export function exportRefusal(
  q: { channelCustId?: string; createdFrom?: string; createdTo?: string },
  platform: boolean,
  now: Date,
): 'customer' | 'window' | undefined {
  if (platform && !q.channelCustId) return 'customer';
  if (q.createdFrom && !withinMonths(q.createdFrom, EXPORT_MONTHS, now)) return 'window';
  if (q.createdTo && q.createdTo < windowStart(EXPORT_MONTHS, now)) return 'window';
  return undefined;
}

/** The export's query: the list's filters, starting at the window's first day when no start is given. */
export const exportQuery = (q: Record<string, unknown> & { createdFrom?: string }, now: Date) => ({
  ...q,
  createdFrom: q.createdFrom ?? windowStart(EXPORT_MONTHS, now),
});

/** State words for server messages and exports (the portal has its own texts). */
const stateWords: Record<InvoiceState, { zh: string; en: string }> = {
  requested: { zh: '待开票', en: 'requested' },
  issued: { zh: '已开票', en: 'issued' },
  rejected: { zh: '已驳回', en: 'rejected' },
};
export const stateWord = (s: InvoiceState, lang: Lang): string => stateWords[s][lang === 'en-US' ? 'en' : 'zh'];
const decisionWords: Record<InvoiceDecision, { zh: string; en: string }> = {
  issue: { zh: '开票', en: 'issued' },
  reject: { zh: '驳回', en: 'rejected' },
};
export const decisionWord = (d: InvoiceDecision, lang: Lang): string => decisionWords[d][lang === 'en-US' ? 'en' : 'zh'];
const kindWords: Record<InvoiceKind, { zh: string; en: string }> = {
  normal: { zh: '增值税普通发票', en: 'Normal VAT invoice' },
  special: { zh: '增值税专用发票', en: 'Special VAT invoice' },
};
export const kindWord = (k: InvoiceKind, lang: Lang): string => kindWords[k][lang === 'en-US' ? 'en' : 'zh'];
const fieldWords: Record<SpecialField, { zh: string; en: string }> = {
  taxNumber: { zh: '税号', en: 'tax number' },
  address: { zh: '地址', en: 'address' },
  phone: { zh: '电话', en: 'phone' },
  bankName: { zh: '开户行', en: 'bank' },
  bankAccount: { zh: '银行账号', en: 'bank account' },
};
export const fieldWord = (f: SpecialField, lang: Lang): string => fieldWords[f][lang === 'en-US' ? 'en' : 'zh'];

/** Who at the platform issued or rejected an invoice is the platform's. */
export const invoiceFieldView = /* @__PURE__ */ platformOnly('issuedBy', 'rejectedBy');
