import { clientOf } from '../audit/audit-trail.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pushContents, pushFileTypes } from '../shared/data/entities/data-push.entity.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { arrayOf, bool, int, oneOf, optional, str } from '../shared/http/schema.ts';
import { dataPushService } from './service-instance.ts';

const pushes = dataPushService();
/** Platform roles name the enterprise (the list may leave it out: every enterprise's tasks); an enterprise only its own. */
const channelCustId = optional(str({ max: 40 }));
const taskId = str({ max: 40, pattern: /^P[0-9A-F]{12}$/ });
const ref = { channelCustId, taskId };
const fields = {
  channelCustId,
  name: str({ max: 40 }),
  host: str({ max: 253 }),
  // The range is checked by push-rules (its own message, 'IP format wrong' style), not by the schema.
  port: optional(int()),
  account: str({ max: 64 }),
  password: optional(str({ max: 128 })),
  path: str({ max: 255 }),
  fileType: oneOf(pushFileTypes),
  contents: arrayOf(oneOf(pushContents), { min: 1, max: 2 }),
  hour: int({ min: 0, max: 23 }),
};

export const handler = createApiHandler('data-push', {
  list: route({
    input: { channelCustId, ...pageFields },
    run: ({ principal, body, lang }) => pushes.list(principal, body, lang),
  }),
  detail: route({ input: ref, run: ({ principal, body, lang }) => pushes.detail(principal, body, lang) }),
  runs: route({ input: ref, run: ({ principal, body }) => pushes.runs(principal, body) }),
  add: route({
    input: fields,
    run: async (ctx) => new Reply(await pushes.add(ctx.principal, ctx.body, clientOf(ctx)), 201, 'OPERATION_OK'),
  }),
  edit: route({
    input: { ...fields, taskId },
    run: async (ctx) => new Reply(await pushes.edit(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  delete: route({
    input: ref,
    run: async (ctx) => new Reply(await pushes.remove(ctx.principal, ctx.body, clientOf(ctx)), 200, 'OPERATION_OK'),
  }),
  status: route({
    input: { ...ref, enabled: bool() },
    run: (ctx) => pushes.setEnabled(ctx.principal, ctx.body, clientOf(ctx)),
  }),
  test: route({ input: ref, run: ({ principal, body }) => pushes.testConnection(principal, body) }),
  push: route({ input: ref, run: (ctx) => pushes.pushNow(ctx.principal, ctx.body, clientOf(ctx)) }),
});
