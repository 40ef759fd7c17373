import { createLedgerRepository } from '../ledger/ledger.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { createPrepaidRepository } from '../prepaid/prepaid.repository.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { billListFilter, channelCustIdField, cycleField } from './bill-filter.ts';
import { calendars } from './bill-model.ts';
import { createBillPrepaid } from './bill-prepaid.ts';
import { createBillRepository } from './bill.repository.ts';
import { createBillService } from './bill.service.ts';
import { startBillRun } from './start-bill-run.ts';

const billRepository = createBillRepository();
const bills = createBillService({
  bills: billRepository,
  startRun: startBillRun,
  ledger: createLedgerRepository(),
  clock: () => new Date(),
  prepaid: createBillPrepaid({ bills: billRepository, prepaid: createPrepaidRepository() }),
});

const channelCustId = channelCustIdField;
const cycle = cycleField;
const billId = str({ max: 100, pattern: /^[A-Za-z0-9_]+$/ });
const runInput = { channelCustId, cycle, calendar: oneOf(calendars) };

export const handler = createApiHandler('bill', {
  list: route({
    input: { ...billListFilter, ...pageFields },
    run: ({ principal, body, lang }) => bills.list(principal, body, lang),
  }),
  detail: route({ input: { billId }, run: ({ principal, body, lang }) => bills.detail(principal, body, lang) }),
  cards: route({
    input: {
      billId,
      goodsReleaseId: optional(str({ max: 40 })),
      iccid: optional(str({ pattern: /^\d{19,20}$/ })),
      cursor: optional(str({ pattern: /^\d{1,6}\.\d{1,6}$/ })),
    },
    run: ({ principal, body }) => bills.cards(principal, body),
  }),
  publish: route({
    input: { billId },
    run: async ({ principal, body }) => new Reply(await bills.publish(principal, body), 200, 'OPERATION_OK'),
  }),
  run: route({
    input: runInput,
    run: async ({ principal, body }) => {
      const result = await bills.run(principal, body);
      return new Reply(result, result.started ? 202 : 200, result.started ? 'QUEUED' : 'OPERATION_OK');
    },
  }),
  dryRun: route({ input: runInput, run: ({ principal, body, lang }) => bills.dryRun(principal, body, lang) }),
  runDetail: route({ input: runInput, run: ({ principal, body }) => bills.runDetail(principal, body) }),
});
