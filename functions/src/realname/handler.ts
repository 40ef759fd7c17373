import { createApiHandler } from '../platform/api-handler.ts';
import { realNameStatuses } from '../shared/data/entities/realname.entity.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, ownedBy, route } from '../shared/http/route.ts';
import { arrayOf, bool, oneOf, optional, str } from '../shared/http/schema.ts';
import { realNameService } from './service-instance.ts';

const realNames = realNameService();
const iccid = str({ pattern: /^\d{19,20}$/ });
const channelCustId = optional(str({ max: 40 }));
const card = ownedBy('CARD', 'iccid');

export const handler = createApiHandler('realname', {
  list: route({
    input: { ...pageFields, channelCustId, iccid: optional(iccid), status: optional(oneOf(realNameStatuses)) },
    run: ({ principal, body, lang }) => realNames.list(principal, body, lang),
  }),
  history: route({
    owner: card,
    input: { ...pageFields, channelCustId, iccid },
    run: ({ principal, body, lang }) => realNames.history(principal, body, lang),
  }),
  require: route({
    input: { channelCustId: str({ max: 40 }), iccids: arrayOf(iccid, { min: 1, max: 1000 }), required: bool() },
    run: ({ principal, body }) => realNames.require(principal, body),
  }),
  verify: route({
    owner: card,
    input: { channelCustId, iccid, personName: str({ max: 50 }), idNumber: str({ max: 40 }) },
    run: async ({ principal, body, lang }) => new Reply(await realNames.verify(principal, body, lang), 200, 'OPERATION_OK'),
  }),
});
