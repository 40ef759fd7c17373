import { clientOf } from '../audit/audit-trail.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { createCustomerRepository } from '../customer/customer.repository.ts';
import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { creditRanges, creditUnits } from './credit-model.ts';
import { createCreditRepository } from './credit.repository.ts';
import { createCreditService } from './credit.service.ts';

const credit = createCreditService({
  credits: createCreditRepository(),
  ledger: createLedgerRepository(),
  customers: createCustomerRepository(),
  names: createCustomerNames(),
  audit: createAuditRepository(),
  clock: () => new Date(),
});

const channelCustId = str({ max: 40, pattern: /^[A-Za-z0-9]+$/ });
const creditId = str({ max: 40, pattern: /^CR\d{14}[0-9A-F]{6}$/ });
const terms = {
  amount: int({ min: 1, max: 1_000_000_000 }),
  paymentTime: str({ min: 10, max: 30 }),
  unit: oneOf(creditUnits),
  validity: int({ min: 1, max: 3650 }),
  validFrom: str({ min: 10, max: 10 }),
  remark: optional(str({ max: 200 })),
};

export const handler = createApiHandler('credit', {
  list: route({
    input: { channelCustId: optional(channelCustId), range: optional(oneOf(creditRanges)), ...pageFields },
    run: ({ principal, body, lang }) => credit.list(principal, body, lang),
  }),
  changeLog: route({
    input: { creditId, channelCustId: optional(channelCustId), ...pageFields },
    run: ({ principal, body, lang }) => credit.changeLog(principal, body, lang),
  }),
  create: route({
    input: { channelCustId, ...terms },
    run: async (ctx) => new Reply(await credit.create(ctx.principal, ctx.body, clientOf(ctx)), 201, 'OPERATION_OK'),
  }),
  update: route({
    input: { channelCustId, creditId, ...terms, reason: str({ min: 1, max: 200 }) },
    run: async (ctx) => new Reply(await credit.update(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  cancel: route({
    input: { channelCustId, creditId, reason: str({ min: 1, max: 200 }) },
    run: async (ctx) => new Reply(await credit.cancel(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
});
