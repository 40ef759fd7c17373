/**
 * C-end invoices as the API serves them (issue #14 item 7; rules in invoice-model.ts). An enterprise
 * (or the platform for an enterprise it names) asks for an invoice over paid order-center orders and
 * written-off bills; finance issues it or rejects it. Each step is one transaction (invoice.repository.ts),
 * conditioned on what it changes, and audited. The platform sees every invoice, an enterprise its own;
 * a secondary customer none (no financial area).
 */
import { randomUUID } from 'node:crypto';
import { type Client, auditWriter } from '../audit/audit-trail.ts';
import type { AuditRepository } from '../audit/audit.repository.ts';
import { dayRange } from '../order/order-model.ts';
import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { requestedTenant } from '../shared/auth/tenant.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { invoiceCandidates } from './invoice-candidates.ts';
import { createInvoiceClaims, itemLabel } from './invoice-claims.ts';
import {
  INVOICE_NUMBER,
  type InvoiceDecision,
  type InvoiceKind,
  type InvoiceRecord,
  type InvoiceState,
  MAX_ITEMS,
  MAX_TRANSACTION_ITEMS,
  amountOfItems,
  canDecide,
  decisionWord,
  fieldWord,
  idRange,
  issueDayProblem,
  itemKeys,
  newInvoiceId,
  ownerOfInvoice,
  stateAfter,
  stateWord,
  titleProblem,
} from './invoice-model.ts';
import type { Claims, InvoiceRepository } from './invoice.repository.ts';

export interface InvoiceServiceDeps {
  invoices: InvoiceRepository;
  audit: Pick<AuditRepository, 'record'>;
  clock: () => Date;
  newId?: () => string;
}

export interface InvoiceListInput {
  channelCustId?: string;
  state?: InvoiceState;
  createdFrom?: string;
  createdTo?: string;
  cursor?: string;
  pageSize?: number;
}

export interface RequestInput {
  channelCustId?: string;
  /** The client's id of this request (the portal's dialog makes one per opening): sent again, it answers the same invoice. */
  requestId?: string;
  title: string;
  taxNumber?: string;
  type: InvoiceKind;
  address?: string;
  phone?: string;
  bankName?: string;
  bankAccount?: string;
  remark?: string;
  orderIds?: string[];
  billIds?: string[];
}

type Source = Pick<Client, 'sourceIp' | 'userAgent'>;

export function createInvoiceService(d: InvoiceServiceDeps) {
  const newId = d.newId ?? randomUUID;
  const audit = auditWriter(d);

  async function views(items: InvoiceRecord[], lang: Lang) {
    const names = await d.invoices.names(
      items.map((i) => i.channelCustId),
      lang,
    );
    return items.map((i) => ({ ...i, enterpriseName: names.get(i.channelCustId) ?? null }));
  }
  const view = async (i: InvoiceRecord, lang: Lang) => (await views([i], lang))[0]!;

  /** The enterprise the caller acts for: its own, or the one a platform caller names (`onMissing` when none). */
  function enterpriseOf(p: Principal, channelCustId: string | undefined): string {
    if (p.roleType === 5000) throw new AppError('FORBIDDEN');
    if (isPlatformRole(p) && !channelCustId) throw new AppError('INVOICE_CUSTOMER_REQUIRED', {}, 'channelCustId');
    return requestedTenant(p, { channelCustId }).channelCustId;
  }

  /** The invoice the caller may read, or 404 (another enterprise's invoice is not revealed). */
  async function readable(p: Principal, invoiceId: string): Promise<InvoiceRecord> {
    const owner = ownerOfInvoice(invoiceId);
    const i = owner && (isPlatformRole(p) || owner === p.channelCustId) ? await d.invoices.get(owner, invoiceId) : undefined;
    if (!i) throw new AppError('NOT_FOUND', {}, 'invoiceId');
    return i;
  }

  const { claimsOf, billOrdersOf } = createInvoiceClaims(d.invoices);

  return {
    async list(p: Principal, body: InvoiceListInput, lang: Lang) {
      if (p.roleType === 5000) throw new AppError('FORBIDDEN');
      const scope =
        isPlatformRole(p) && !body.channelCustId
          ? scopeKeys.platform
          : scopeKeys.enterprise(requestedTenant(p, { channelCustId: body.channelCustId }).channelCustId);
      const range = dayRange(body.createdFrom, body.createdTo);
      const page = await d.invoices.list({
        scope,
        ...(range ? { range: idRange(range) } : {}),
        filter: body.state
          ? { expression: '#state = :state', names: { '#state': 'state' }, values: { ':state': body.state } }
          : undefined,
        cursor: body.cursor,
        pageSize: body.pageSize ?? 20,
      });
      return { items: await views(page.items, lang), cursor: page.cursor };
    },

    detail: async (p: Principal, body: { invoiceId: string }, lang: Lang) => view(await readable(p, body.invoiceId), lang),

    /** What a request may bill and the buyer details on file (invoice-candidates.ts). */
    candidates: (p: Principal, body: { channelCustId?: string }, lang: Lang) =>
      invoiceCandidates(d.invoices, enterpriseOf(p, body.channelCustId), lang),

    /**
     * The enterprise asks for an invoice over the chosen orders and bills (each at most once): the
     * invoice, its request id and every item's claim are ONE transaction. The same request id sent
     * again answers the invoice it made, with no second effect.
     */
    async request(p: Principal, body: RequestInput, client: Source, lang: Lang) {
      const channelCustId = enterpriseOf(p, body.channelCustId);
      const requestId = body.requestId ?? newId();
      const previous = await d.invoices.request(channelCustId, requestId);
      const again = async (invoiceId: string) => {
        const made = (await d.invoices.get(channelCustId, invoiceId))!;
        const asked = [
          ...(body.orderIds ?? []).map((id) => ({ kind: 'order' as const, id })),
          ...(body.billIds ?? []).map((id) => ({ kind: 'bill' as const, id })),
        ];
        if (itemKeys(made.items) !== itemKeys(asked)) throw new AppError('INVOICE_REQUEST_CONFLICT', {}, 'requestId');
        return view(made, lang);
      };
      if (previous) return again(previous.invoiceId);
      const count = new Set(body.orderIds ?? []).size + new Set(body.billIds ?? []).size;
      if (count === 0) throw new AppError('INVOICE_NO_ITEMS', {}, 'orderIds');
      if (count > MAX_ITEMS) throw new AppError('INVOICE_TOO_MANY_ITEMS', { max: MAX_ITEMS }, 'orderIds');
      const buyer = {
        title: body.title.trim(),
        taxNumber: (body.taxNumber ?? '').trim().toUpperCase(),
        type: body.type,
        address: (body.address ?? '').trim(),
        phone: (body.phone ?? '').trim(),
        bankName: (body.bankName ?? '').trim(),
        bankAccount: (body.bankAccount ?? '').trim(),
      };
      const problem = titleProblem(buyer);
      if (problem?.kind === 'special')
        throw new AppError('INVOICE_SPECIAL_FIELD', { field: fieldWord(problem.field, lang) }, problem.field);
      if (problem?.kind === 'taxNumber') throw new AppError('INVOICE_TAX_NUMBER', {}, 'taxNumber');
      const { claims, items } = await claimsOf(channelCustId, body, lang);
      const now = d.clock();
      const invoice: InvoiceRecord = {
        invoiceId: newInvoiceId(channelCustId, now, newId()),
        channelCustId,
        custId: null,
        ...buyer,
        amount: amountOfItems(items),
        currency: 'CNY',
        items,
        remark: body.remark?.trim() || null,
        state: 'requested',
        invoiceNumber: null,
        issueDay: null,
        reason: null,
        createdAt: now.toISOString(),
        createdBy: p.loginName,
        issuedAt: null,
        issuedBy: null,
        rejectedAt: null,
        rejectedBy: null,
      };
      const outcome = await d.invoices.create(invoice, requestId, claims);
      if (outcome.code === 'request') {
        const made = await d.invoices.request(channelCustId, requestId);
        return again(made!.invoiceId);
      }
      if (outcome.code === 'tooLarge')
        throw new AppError('INVOICE_TOO_LARGE', { steps: outcome.steps, max: MAX_TRANSACTION_ITEMS }, 'orderIds');
      if (outcome.code !== 'ok') {
        // Claimed by another request meanwhile (or no longer paid): read again for the precise message.
        await claimsOf(channelCustId, body, lang);
        if (outcome.code === 'billOrder')
          throw new AppError(
            'INVOICE_BILL_ORDER_INVOICED',
            { billId: outcome.billId, orderId: outcome.id, invoiceId: '' },
            'billIds',
          );
        if (outcome.code === 'orderBill')
          throw new AppError(
            'INVOICE_ORDER_BILL_INVOICED',
            { orderId: outcome.id, billId: outcome.billId, invoiceId: '' },
            'orderIds',
          );
        const [kind, id] =
          outcome.code === 'conflict'
            ? body.orderIds?.length
              ? (['order', body.orderIds[0]!] as const)
              : (['bill', body.billIds?.[0] ?? ''] as const)
            : ([outcome.code, outcome.id] as const);
        throw new AppError('INVOICE_ITEM_INVOICED', { item: itemLabel(kind, id, lang), invoiceId: '' }, `${kind}Ids`);
      }
      await audit(p, 'invoiceRequest', client, `${invoice.invoiceId} ${channelCustId} ${invoice.amount}`);
      return view(invoice, lang);
    },

    /**
     * Finance issues a requested invoice (its number and issue day) or rejects it with a reason, which
     * releases its orders and bills to be invoiced again. The same decision again (a retry) answers the
     * invoice as it is; another decision on a decided invoice answers 49907.
     */
    async decide(
      p: Principal,
      decision: InvoiceDecision,
      body: { invoiceId: string; invoiceNumber?: string; issueDay?: string; reason?: string },
      client: Source,
      lang: Lang,
    ) {
      if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
      const reason = body.reason?.trim() ?? '';
      const number = body.invoiceNumber?.trim() ?? '';
      if (decision === 'reject' && !reason) throw new AppError('INVOICE_REASON_REQUIRED', {}, 'reason');
      if (decision === 'issue' && !INVOICE_NUMBER.test(number)) throw new AppError('INVOICE_NUMBER', {}, 'invoiceNumber');
      const i = await readable(p, body.invoiceId);
      const done = stateAfter(decision);
      const stateError = (now: InvoiceRecord) =>
        new AppError('INVOICE_STATE', { state: stateWord(now.state, lang), action: decisionWord(decision, lang) }, 'invoiceId');
      if (i.state === done) return view(i, lang);
      if (!canDecide(i.state)) throw stateError(i);
      const now = d.clock();
      const at = now.toISOString();
      if (decision === 'issue' && (!body.issueDay || issueDayProblem(body.issueDay, i.createdAt, now)))
        throw new AppError('INVOICE_ISSUE_DAY', {}, 'issueDay');
      const set: Partial<InvoiceRecord> =
        decision === 'issue'
          ? { state: 'issued', invoiceNumber: number, issueDay: body.issueDay!, issuedAt: at, issuedBy: p.loginName }
          : { state: 'rejected', reason, rejectedAt: at, rejectedBy: p.loginName };
      const release =
        decision === 'reject'
          ? {
              orders: (
                await Promise.all(
                  i.items.filter((x) => x.kind === 'order').map((x) => d.invoices.getOrder(i.channelCustId, x.id)),
                )
              ).filter((o) => !!o && o.invoiceId === i.invoiceId) as Claims['orders'],
              billIds: i.items.filter((x) => x.kind === 'bill').map((x) => x.id),
              billOrders: await billOrdersOf(i),
            }
          : null;
      if (!(await d.invoices.decide(i, set, release))) {
        const current = (await d.invoices.get(i.channelCustId, i.invoiceId))!;
        if (current.state === done) return view(current, lang);
        throw stateError(current);
      }
      await audit(
        p,
        decision === 'issue' ? 'invoiceIssue' : 'invoiceReject',
        client,
        `${i.invoiceId} ${i.channelCustId} ${i.amount}${decision === 'issue' ? ` ${number} ${body.issueDay}` : `: ${reason}`}`,
      );
      return view({ ...i, ...set }, lang);
    },
  };
}

export type InvoiceService = ReturnType<typeof createInvoiceService>;
