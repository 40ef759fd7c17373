import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { createChannelBillRepository } from './channel-bill.repository.ts';
import { createChannelBillService } from './channel-bill.service.ts';
import { channelOperators, diffKinds } from './reconcile.ts';

const bills = createChannelBillService({ bills: createChannelBillRepository(), clock: () => new Date() });
const billId = str({ pattern: /^CB\d{14}[0-9A-F]{4}$/ });
const channelCustId = str({ max: 40, pattern: /^[A-Za-z0-9]+$/ });

export const handler = createApiHandler('channel-bill', {
  list: route({
    input: { operator: optional(oneOf(channelOperators)), channelCustId: optional(channelCustId), ...pageFields },
    run: ({ principal, body, lang }) => bills.list(principal, body, lang),
  }),
  detail: route({ input: { billId }, run: ({ principal, body, lang }) => bills.detail(principal, body, lang) }),
  diffs: route({
    // The cursor is `<stored page>.<offset>` (500 differences a stored page).
    input: { billId, kind: optional(oneOf(diffKinds)), ...pageFields },
    run: ({ principal, body, lang }) => bills.diffs(principal, body, lang),
  }),
  uploadUrl: route({
    input: { fileName: str({ min: 1, max: 255 }), size: int({ min: 1 }) },
    run: ({ principal, body }) => bills.uploadUrl(principal, body),
  }),
  import: route({
    input: {
      uploadId: str({ max: 64 }),
      fileName: str({ min: 1, max: 255 }),
      operator: oneOf(channelOperators),
      channelCustId,
      cycle: str({ pattern: /^\d{4}-(0[1-9]|1[0-2])$/ }),
    },
    run: async ({ principal, body, lang }) => {
      // A new import is reconciled in the background (202, `status: processing`); an upload imported before answers its bill.
      const bill = await bills.import(principal, body, lang);
      return bill.created ? new Reply(bill, 202, 'QUEUED') : new Reply(bill, 200, 'OPERATION_OK');
    },
  }),
});
