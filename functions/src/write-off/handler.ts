import { channelCustIdField, cycleField } from '../bill/bill-filter.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { idempotencyKeyOf } from '../shared/http/idempotency.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { billOperationFilter } from './operations-filter.ts';
import { writeOffService } from './service-instance.ts';
import { writeOffTabs } from './write-off.service.ts';

const service = writeOffService();
const billId = str({ max: 100, pattern: /^[A-Za-z0-9_]+$/ });

export const handler = createApiHandler('write-off', {
  list: route({
    input: {
      tab: optional(oneOf(writeOffTabs)),
      channelCustId: optional(channelCustIdField),
      cycle: optional(cycleField),
      ...pageFields,
    },
    run: ({ principal, body, lang }) => service.list(principal, body, lang),
  }),
  writeOff: route({
    input: {
      billId,
      // Fen; 0 is accepted here so the rule answers it with its own message.
      amount: int({ min: 0, max: 100_000_000_000 }),
      reason: optional(str({ max: 200 })),
      opId: optional(str({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ })),
    },
    run: async ({ principal, body, event }) =>
      new Reply(await service.writeOff(principal, body, idempotencyKeyOf(event)), 200, 'OPERATION_OK'),
  }),
  operations: route({
    input: { ...billOperationFilter, ...pageFields },
    run: ({ principal, body }) => service.operations(principal, body),
  }),
  cycleStart: route({
    input: { month: cycleField },
    run: async ({ principal, body }) => {
      const result = await service.startCycle(principal, body);
      return new Reply(result, result.started ? 202 : 200, result.started ? 'QUEUED' : 'OPERATION_OK');
    },
  }),
  cycleDetail: route({
    input: { month: optional(cycleField) },
    run: ({ principal, body }) => service.cycleDetail(principal, body),
  }),
});
