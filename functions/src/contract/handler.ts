import { createApnRepository } from '../apn/apn.repository.ts';
import { clientOf } from '../audit/audit-trail.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { idempotencyKeyOf } from '../shared/http/idempotency.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import {
  CONTRACT_NUMBER,
  CONTRACT_REMARK_MAX,
  accessPointOperators,
  accessPointStates,
  contractPaymentKinds,
  contractStatuses,
  payModes,
} from './contract-model.ts';
import { createContractRepository } from './contract.repository.ts';
import { createContractService } from './contract.service.ts';

const contracts = createContractService({
  contracts: createContractRepository(),
  ledger: createLedgerRepository(),
  names: createCustomerNames(),
  apns: createApnRepository(),
  audit: createAuditRepository(),
  clock: () => new Date(),
});

const channelCustId = str({ max: 40, pattern: /^[A-Za-z0-9]+$/ });
const contractNumber = str({ min: 3, max: 32, pattern: CONTRACT_NUMBER });
const scope = { channelCustId: optional(channelCustId), contractNumber };
const day = str({ min: 10, max: 10 });
const version = int({ min: 1, max: 1_000_000 });
const terms = {
  name: str({ min: 1, max: 100 }),
  paymentKind: oneOf(contractPaymentKinds),
  payMode: oneOf(payModes),
  amount: int({ min: 0, max: 100_000_000_000 }),
  signedOn: day,
  validFrom: day,
  validTo: day,
  remark: optional(str({ max: CONTRACT_REMARK_MAX })),
};
const accessPoint = {
  name: str({ min: 1, max: 64 }),
  operator: oneOf(accessPointOperators),
  apnId: str({ min: 1, max: 40, pattern: /^[A-Za-z0-9_-]+$/ }),
  startIp: str({ min: 1, max: 15 }),
  endIp: str({ min: 1, max: 15 }),
  cardLimit: int({ min: 0, max: 10_000_000 }),
};
const accessPointId = str({ max: 40, pattern: /^AP\d{14}[0-9A-F]{6}$/ });

export const handler = createApiHandler('contract', {
  list: route({
    input: {
      channelCustId: optional(channelCustId),
      paymentKind: optional(oneOf(contractPaymentKinds)),
      payMode: optional(oneOf(payModes)),
      status: optional(oneOf(contractStatuses)),
      contractNumber: optional(str({ max: 32 })),
      ...pageFields,
    },
    run: ({ principal, body, lang }) => contracts.list(principal, body, lang),
  }),
  detail: route({ input: scope, run: ({ principal, body, lang }) => contracts.detail(principal, body, lang) }),
  changeLog: route({
    input: { ...scope, ...pageFields },
    run: ({ principal, body }) => contracts.changeLog(principal, body),
  }),
  create: route({
    input: { channelCustId, contractNumber, ...terms },
    run: async (ctx) => new Reply(await contracts.create(ctx.principal, ctx.body, clientOf(ctx)), 201, 'OPERATION_OK'),
  }),
  update: route({
    input: { ...scope, ...terms, version },
    run: async (ctx) => new Reply(await contracts.update(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  terminate: route({
    input: { ...scope, version, reason: str({ min: 1, max: 200 }) },
    run: async (ctx) => new Reply(await contracts.terminate(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  pay: route({
    input: {
      ...scope,
      // Fen; 0 is accepted here so the rule answers it with its own message.
      amount: int({ min: 0, max: 100_000_000_000 }),
      paidOn: day,
      remark: optional(str({ max: CONTRACT_REMARK_MAX })),
      opId: optional(str({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ })),
    },
    run: async (ctx) =>
      new Reply(await contracts.pay(ctx.principal, ctx.body, clientOf(ctx), idempotencyKeyOf(ctx.event)), 200, 'OPERATION_OK'),
  }),
  accessPointList: route({ input: scope, run: ({ principal, body }) => contracts.accessPoints(principal, body) }),
  accessPointAdd: route({
    input: { ...scope, ...accessPoint },
    run: async (ctx) => new Reply(await contracts.addAccessPoint(ctx.principal, ctx.body, clientOf(ctx)), 201, 'OPERATION_OK'),
  }),
  accessPointUpdate: route({
    input: { ...scope, ...accessPoint, accessPointId, version },
    run: async (ctx) => new Reply(await contracts.updateAccessPoint(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  accessPointState: route({
    input: { ...scope, accessPointId, version, state: oneOf(accessPointStates) },
    run: async (ctx) =>
      new Reply(await contracts.setAccessPointState(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  accessPointDelete: route({
    input: { ...scope, accessPointId, version },
    run: async (ctx) => new Reply(await contracts.deleteAccessPoint(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
});
