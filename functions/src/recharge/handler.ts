import { clientOf } from '../audit/audit-trail.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { fundsEvents } from '../funds/funds-events.ts';
import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { rechargeListFilter } from './recharge-filter.ts';
import { RECHARGE_ID, RECHARGE_MAX_FEN, payMethods } from './recharge-model.ts';
import { createRechargeRepository } from './recharge.repository.ts';
import { createRechargeService } from './recharge.service.ts';

const recharges = createRechargeService({
  recharges: createRechargeRepository(),
  // Transfers that move available funds publish `funds-moved` (the access says publishesEvents).
  ledger: createLedgerRepository(undefined, undefined, fundsEvents()),
  audit: createAuditRepository(),
  clock: () => new Date(),
});

const channelCustId = optional(str({ max: 40, pattern: /^[A-Za-z0-9]+$/ }));
const rechargeId = str({ max: 80, pattern: RECHARGE_ID });
const filing = {
  channelCustId,
  amount: int({ min: 1, max: RECHARGE_MAX_FEN }),
  paidAt: str({ max: 40, pattern: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/ }),
  remark: optional(str({ max: 200 })),
  voucherKey: optional(str({ max: 200, pattern: /^vouchers\/[A-Za-z0-9]+\/[0-9a-f-]{36}\.(jpg|png|gif)$/ })),
};

export const handler = createApiHandler('recharge', {
  list: route({
    input: { ...rechargeListFilter, ...pageFields },
    run: ({ principal, body, lang }) => recharges.list(principal, body, lang),
  }),
  detail: route({
    input: { rechargeId },
    run: ({ principal, body, lang }) => recharges.detail(principal, body, lang),
  }),
  voucherUploadUrl: route({
    input: { channelCustId, contentType: str({ max: 100 }), size: int({ min: 1, max: 1_000_000_000 }) },
    run: ({ principal, body }) => recharges.voucherUploadUrl(principal, body),
  }),
  voucherUrl: route({
    input: { rechargeId },
    run: ({ principal, body }) => recharges.voucherUrl(principal, body),
  }),
  add: route({
    input: { ...filing, payMethod: oneOf(payMethods) },
    run: async (c) => new Reply(await recharges.add(c.principal, c.body, clientOf(c), c.lang), 201, 'OPERATION_OK'),
  }),
  addPublic: route({
    input: filing,
    run: async (c) => new Reply(await recharges.addPublic(c.principal, c.body, clientOf(c), c.lang), 201, 'OPERATION_OK'),
  }),
  audit: route({
    input: { rechargeId, action: oneOf(['approve', 'reject'] as const), reason: optional(str({ max: 200 })) },
    run: async (c) => new Reply(await recharges.audit(c.principal, c.body, clientOf(c), c.lang), 200, 'OPERATION_OK'),
  }),
  refund: route({
    input: { rechargeId, amount: int({ min: 1, max: RECHARGE_MAX_FEN }), reason: str({ min: 1, max: 200 }) },
    run: async (c) => new Reply(await recharges.refund(c.principal, c.body, clientOf(c), c.lang), 200, 'OPERATION_OK'),
  }),
});
