import { createAuditRepository } from '../audit/audit.repository.ts';
import { fundsEvents } from '../funds/funds-events.ts';
import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { withdrawalListFilter } from './withdrawal-filter.ts';
import { WITHDRAWAL_ID, withdrawalFieldView } from './withdrawal-model.ts';
import { createWithdrawalRepository } from './withdrawal.repository.ts';
import { createWithdrawalService } from './withdrawal.service.ts';

const withdrawals = createWithdrawalService({
  withdrawals: createWithdrawalRepository(),
  // Transfers that move available funds publish `funds-moved` (the access says publishesEvents).
  ledger: createLedgerRepository(undefined, undefined, fundsEvents()),
  audit: createAuditRepository(),
  clock: () => new Date(),
});

const withdrawalId = str({ max: 70, pattern: WITHDRAWAL_ID });

export const handler = createApiHandler('withdrawal', {
  list: route({
    view: withdrawalFieldView,
    input: { ...withdrawalListFilter, ...pageFields },
    run: ({ principal, body, lang }) => withdrawals.list(principal, body, lang),
  }),
  detail: route({
    view: withdrawalFieldView,
    input: { withdrawalId },
    run: ({ principal, body, lang }) => withdrawals.detail(principal, body, lang),
  }),
  summary: route({
    input: { channelCustId: withdrawalListFilter.channelCustId },
    run: ({ principal, body, lang }) => withdrawals.summary(principal, body, lang),
  }),
  apply: route({
    view: withdrawalFieldView,
    input: {
      // Fen: at most ¥10,000,000.00 a request.
      amount: int({ min: 1, max: 1_000_000_000 }),
      bankName: str({ min: 1, max: 60 }),
      bankAccount: str({ min: 4, max: 40, pattern: /^[0-9 -]+$/ }),
      accountName: str({ min: 1, max: 60 }),
      remark: optional(str({ max: 200 })),
    },
    run: async (ctx) => new Reply(await withdrawals.apply(ctx.principal, ctx.body, ctx, ctx.lang), 200, 'OPERATION_OK'),
  }),
  audit: route({
    view: withdrawalFieldView,
    input: { withdrawalId, decision: oneOf(['examine', 'reject'] as const), reason: optional(str({ max: 200 })) },
    run: async (ctx) => new Reply(await withdrawals.audit(ctx.principal, ctx.body, ctx, ctx.lang), 200, 'OPERATION_OK'),
  }),
  run: route({
    run: async (ctx) => new Reply(await withdrawals.run(ctx.principal, ctx), 200, 'OPERATION_OK'),
  }),
});
