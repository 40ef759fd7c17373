import { clientOf } from '../audit/audit-trail.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { stockKinds, stockOpTypes } from '../shared/data/entities/stock.entity.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { arrayOf, oneOf, optional, str } from '../shared/http/schema.ts';
import { jobResultStatuses, jobStatuses } from '../shared/jobs/job-view.ts';
import { stockService } from './service-instance.ts';
import { stockListFilter } from './stock-filter.ts';
import { STOCK_MAX_ROWS } from './stock-rules.ts';

const stock = stockService();
const channelCustId = optional(str({ max: 40 }));
const sn = str({ min: 1, max: 40 });
const batchId = str({ max: 64 });
const sns = arrayOf(sn, { min: 1, max: STOCK_MAX_ROWS, tooManyError: 'STOCK_TOO_MANY' });
/** 2 MB of file, base64. */
const content = str({ min: 1, max: Math.ceil((2 * 1024 * 1024 * 4) / 3) + 4 });

export const handler = createApiHandler('stock', {
  list: route({
    input: { ...stockListFilter, ...pageFields },
    run: ({ principal, body, lang }) => stock.items(principal, body, lang),
  }),
  detail: route({
    input: { sn, kind: optional(oneOf(stockKinds)) },
    run: ({ principal, body, lang }) => stock.item(principal, body, lang),
  }),
  importFile: route({
    input: { kind: oneOf(stockKinds), fileName: str({ min: 1, max: 255 }), content },
    run: async (ctx) => new Reply(await stock.importFile(ctx.principal, ctx.body, clientOf(ctx)), 202, 'QUEUED'),
  }),
  stockOut: route({
    input: { salesOrderNumber: str({ min: 1, max: 64 }), sns },
    run: async (ctx) => new Reply(await stock.stockOut(ctx.principal, ctx.body, clientOf(ctx)), 202, 'QUEUED'),
  }),
  scrap: route({
    input: { sns },
    run: async (ctx) => new Reply(await stock.scrap(ctx.principal, ctx.body, clientOf(ctx)), 202, 'QUEUED'),
  }),
  operationList: route({
    input: { channelCustId, opType: optional(oneOf(stockOpTypes)), status: optional(oneOf(jobStatuses)), ...pageFields },
    run: ({ principal, body, lang }) => stock.operations(principal, body, lang),
  }),
  operationDetail: route({
    input: { batchId },
    run: ({ principal, body, lang }) => stock.operation(principal, body, lang),
  }),
  operationResults: route({
    input: { batchId, status: optional(oneOf(jobResultStatuses)), ...pageFields },
    run: ({ principal, body, lang }) => stock.operationResults(principal, body, lang),
  }),
});
