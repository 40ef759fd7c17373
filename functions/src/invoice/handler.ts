import { createAuditRepository } from '../audit/audit.repository.ts';
import { ORDER_ID } from '../order/order-model.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { arrayOf, oneOf, optional, str } from '../shared/http/schema.ts';
import { invoiceListFilter } from './invoice-filter.ts';
import { INVOICE_ID, MAX_ITEMS, invoiceFieldView, invoiceKinds } from './invoice-model.ts';
import { createInvoiceRepository } from './invoice.repository.ts';
import { createInvoiceService } from './invoice.service.ts';

const invoices = createInvoiceService({
  invoices: createInvoiceRepository(),
  audit: createAuditRepository(),
  clock: () => new Date(),
});

const invoiceId = str({ max: 90, pattern: INVOICE_ID });
const channelCustId = optional(str({ max: 40, pattern: /^[A-Za-z0-9]+$/ }));
const billId = str({ max: 100, pattern: /^[A-Za-z0-9_]+$/ });

export const handler = createApiHandler('invoice', {
  list: route({
    view: invoiceFieldView,
    input: { ...invoiceListFilter, ...pageFields },
    run: ({ principal, body, lang }) => invoices.list(principal, body, lang),
  }),
  detail: route({
    view: invoiceFieldView,
    input: { invoiceId },
    run: ({ principal, body, lang }) => invoices.detail(principal, body, lang),
  }),
  candidates: route({
    input: { channelCustId },
    run: ({ principal, body, lang }) => invoices.candidates(principal, body, lang),
  }),
  request: route({
    view: invoiceFieldView,
    input: {
      channelCustId,
      requestId: optional(str({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ })),
      title: str({ min: 1, max: 100 }),
      taxNumber: optional(str({ max: 30 })),
      type: oneOf(invoiceKinds),
      address: optional(str({ max: 200 })),
      phone: optional(str({ max: 40 })),
      bankName: optional(str({ max: 60 })),
      bankAccount: optional(str({ max: 40 })),
      remark: optional(str({ max: 200 })),
      // More than MAX_ITEMS is accepted here so the rule answers it with its own message.
      orderIds: optional(arrayOf(str({ max: 60, pattern: ORDER_ID }), { max: MAX_ITEMS * 5 })),
      billIds: optional(arrayOf(billId, { max: MAX_ITEMS * 5 })),
    },
    run: async (ctx) => new Reply(await invoices.request(ctx.principal, ctx.body, ctx, ctx.lang), 200, 'OPERATION_OK'),
  }),
  issue: route({
    view: invoiceFieldView,
    input: { invoiceId, invoiceNumber: str({ max: 30 }), issueDay: str({ pattern: /^\d{4}-\d{2}-\d{2}$/ }) },
    run: async (ctx) => new Reply(await invoices.decide(ctx.principal, 'issue', ctx.body, ctx, ctx.lang), 200, 'OPERATION_OK'),
  }),
  reject: route({
    view: invoiceFieldView,
    input: { invoiceId, reason: optional(str({ max: 200 })) },
    run: async (ctx) => new Reply(await invoices.decide(ctx.principal, 'reject', ctx.body, ctx, ctx.lang), 200, 'OPERATION_OK'),
  }),
});
