import { createOperators } from '../operator/operators.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { route } from '../shared/http/route.ts';
import { arrayOf, optional, str } from '../shared/http/schema.ts';
import { VOICE_WHITELIST_MAX } from './vip-call-model.ts';
import { createVipCallRepository } from './vip-call.repository.ts';
import { createVipCallService } from './vip-call.service.ts';

const vip = createVipCallRepository();
const operatorFor = createOperators((iccid) => vip.simulatorFault(iccid));
const service = createVipCallService({ vip, operatorFor, clock: () => new Date() });
const iccid = str({ pattern: /^\d{19,20}$/ });
const channelCustId = optional(str({ max: 40 }));
// The format rule (digits and hyphens) is checked by the domain so its message names the number.
const numbers = arrayOf(str({ min: 1, max: 20 }), { min: 1, max: VOICE_WHITELIST_MAX });

export const handler = createApiHandler('vip-call', {
  list: route({
    input: { channelCustId, iccid: optional(iccid), ...pageFields },
    run: ({ principal, body }) => service.list(principal, body),
  }),
  add: route({ input: { channelCustId, iccid, numbers }, run: ({ principal, body }) => service.add(principal, body) }),
  remove: route({ input: { channelCustId, iccid, numbers }, run: ({ principal, body }) => service.remove(principal, body) }),
});
