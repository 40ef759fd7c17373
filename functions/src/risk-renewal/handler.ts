import { clientOf } from '../audit/audit-trail.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, ownedBy, route } from '../shared/http/route.ts';
import { arrayOf, oneOf, optional, str } from '../shared/http/schema.ts';
import { jobStatuses } from '../shared/jobs/job-view.ts';
import { RENEWAL_MAX_ROWS } from './renewal-rules.ts';
import { renewalService } from './service-instance.ts';

const renewals = renewalService();
const iccid = str({ pattern: /^\d{19,20}$/ });
const channelCustId = optional(str({ max: 40 }));
/** Detail and results name one batch: a platform caller may omit `channelCustId` (deep links). */
const batch = ownedBy('RENEWAL', 'batchId');

export const handler = createApiHandler('risk-renewal', {
  // Spec §5: at most 10,000 rows per operation; more are refused whole (422 50531), nothing written.
  submit: route({
    input: { iccids: arrayOf(iccid, { min: 1, max: RENEWAL_MAX_ROWS, tooManyError: 'RENEWAL_TOO_MANY' }), channelCustId },
    run: async (ctx) => new Reply(await renewals.submit(ctx.principal, ctx.body, clientOf(ctx)), 202, 'QUEUED'),
  }),
  list: route({
    input: { channelCustId, status: optional(oneOf(jobStatuses)), ...pageFields },
    run: ({ principal, body, lang }) => renewals.list(principal, body, lang),
  }),
  detail: route({
    owner: batch,
    input: { batchId: str({ max: 64 }), channelCustId },
    run: ({ principal, body, lang }) => renewals.detail(principal, body, lang),
  }),
  results: route({
    owner: batch,
    input: { batchId: str({ max: 64 }), channelCustId, status: optional(oneOf(['succeeded', 'failed'] as const)), ...pageFields },
    run: ({ principal, body, lang }) => renewals.results(principal, body, lang),
  }),
});
