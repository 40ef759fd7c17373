import { clientOf } from '../audit/audit-trail.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createCustomerRepository } from '../customer/customer.repository.ts';
import { fundsEvents } from '../funds/funds-events.ts';
import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { movementAccounts } from './capital-model.ts';
import { createCapitalService } from './capital.service.ts';

const capital = createCapitalService({
  // Transfers that move available funds publish `funds-moved` (the access says publishesEvents).
  ledger: createLedgerRepository(undefined, undefined, fundsEvents()),
  customers: createCustomerRepository(),
  audit: createAuditRepository(),
  clock: () => new Date(),
});

const channelCustId = str({ max: 40, pattern: /^[A-Za-z0-9]+$/ });

export const handler = createApiHandler('capital', {
  list: route({
    input: { name: optional(str({ max: 60 })), ...pageFields },
    run: ({ principal, body, lang }) => capital.list(principal, body, lang),
  }),
  detail: route({
    input: { channelCustId: optional(channelCustId) },
    run: ({ principal, body, lang }) => capital.detail(principal, body, lang),
  }),
  movements: route({
    input: { channelCustId: optional(channelCustId), account: oneOf(movementAccounts), ...pageFields },
    run: ({ principal, body }) => capital.movements(principal, body),
  }),
  grant: route({
    input: { channelCustId, amount: int({ min: 1, max: 10_000_000_00 }), remark: str({ min: 1, max: 200 }) },
    run: async (ctx) => new Reply(await capital.grant(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
});
