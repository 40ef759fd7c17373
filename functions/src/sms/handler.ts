import { createOperators } from '../operator/operators.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { route } from '../shared/http/route.ts';
import { arrayOf, oneOf, optional, str } from '../shared/http/schema.ts';
import { SMS_SEND_MAX, smsStates } from './sms-model.ts';
import { createSmsRepository } from './sms.repository.ts';
import { createSmsService } from './sms.service.ts';

const sms = createSmsRepository();
const operatorFor = createOperators((iccid) => sms.simulatorFault(iccid));
const service = createSmsService({ sms, operatorFor, clock: () => new Date() });
const iccid = str({ pattern: /^\d{19,20}$/ });
const day = optional(str({ pattern: /^\d{4}-\d{2}-\d{2}$/ }));

export const handler = createApiHandler('sms', {
  send: route({
    input: {
      iccids: arrayOf(iccid, { min: 1, max: SMS_SEND_MAX, tooManyError: 'SMS_TOO_MANY_CARDS' }),
      content: str({ min: 1, max: 160 }),
      channelCustId: optional(str({ max: 40 })),
    },
    run: ({ principal, body, lang }) => service.send(principal, body, lang),
  }),
  list: route({
    input: {
      channelCustId: optional(str({ max: 40 })),
      iccid: optional(iccid),
      state: optional(oneOf(smsStates)),
      dateFrom: day,
      dateTo: day,
      ...pageFields,
    },
    run: ({ principal, body }) => service.list(principal, body),
  }),
});
