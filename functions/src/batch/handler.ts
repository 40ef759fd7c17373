import { lifecycleCodes } from '../card/lifecycle.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { createApiHandler } from '../shared/http/api-handler.ts';
import { Reply, route } from '../shared/http/route.ts';
import { arrayOf, oneOf, optional, str } from '../shared/http/schema.ts';
import { BATCH_MAX_CARDS, batchStatuses } from './batch-model.ts';
import { createBatchRepository } from './batch.repository.ts';
import { createBatchService } from './batch.service.ts';

const batches = createBatchService({ batches: createBatchRepository(), clock: () => new Date() });
const iccid = str({ pattern: /^\d{19,20}$/ });
const channelCustId = optional(str({ max: 40 }));

export const handler = createApiHandler('batch', {
  changeState: route({
    input: {
      iccids: arrayOf(iccid, { min: 1, max: BATCH_MAX_CARDS, tooManyError: 'BATCH_TOO_MANY' }),
      targetState: oneOf(lifecycleCodes),
      channelCustId,
    },
    run: async ({ principal, body, lang }) => new Reply(await batches.changeState(principal, body, lang), 202, 'QUEUED'),
  }),
  detail: route({
    input: { batchId: str({ max: 64 }), channelCustId },
    run: ({ principal, body }) => batches.detail(principal, body),
  }),
  list: route({
    input: { channelCustId, status: optional(oneOf(batchStatuses)), ...pageFields },
    run: ({ principal, body }) => batches.list(principal, body),
  }),
  results: route({
    input: { batchId: str({ max: 64 }), channelCustId, status: optional(oneOf(['succeeded', 'failed'] as const)), ...pageFields },
    run: ({ principal, body }) => batches.results(principal, body),
  }),
});
