import { lifecycleCodes } from '../card/lifecycle.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { createApiHandler } from '../shared/http/api-handler.ts';
import { Reply, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { createSmsRepository } from '../sms/sms.repository.ts';
import { createSmsService } from '../sms/sms.service.ts';
import { createCardActions } from './card-actions.service.ts';
import { createCardDetailRepository } from './card-detail.repository.ts';
import { createCardDetailService } from './card-detail.service.ts';
import { createOperators } from './operator.ts';

const cards = createCardDetailRepository();
const clock = () => new Date();
const operatorFor = createOperators((iccid) => cards.simulatorFault(iccid));
const sms = createSmsService({ sms: createSmsRepository(), operatorFor, clock });
const reads = createCardDetailService({ cards, operatorFor, clock, sms });
const actions = createCardActions({ cards, operatorFor, view: reads.view, clock, sms });

const ref = { iccid: str({ pattern: /^\d{19,20}$/ }), channelCustId: optional(str({ max: 40 })) };
const goodsReleaseId = str({ max: 40 });

export const handler = createApiHandler('card-detail', {
  detail: route({ input: ref, run: ({ principal, body, lang }) => reads.detail(principal, body, lang) }),
  sessions: route({ input: ref, run: ({ principal, body }) => reads.sessions(principal, body) }),
  log: route({ input: { ...ref, ...pageFields }, run: ({ principal, body }) => reads.log(principal, body) }),
  plans: route({ input: ref, run: ({ principal, body }) => reads.plans(principal, body) }),
  diagnose: route({ input: ref, run: ({ principal, body, lang }) => reads.diagnose(principal, body, lang) }),
  smsList: route({ input: { ...ref, ...pageFields }, run: ({ principal, body }) => reads.smsList(principal, body) }),
  update: route({
    input: { ...ref, remark: optional(str({ max: 200 })), imei: optional(str({ pattern: /^\d{15}$/ })) },
    run: ({ principal, body, lang }) => actions.update(principal, body, lang),
  }),
  changeState: route({
    input: { ...ref, targetState: oneOf(lifecycleCodes) },
    run: ({ principal, body, lang }) => actions.changeState(principal, body, lang),
  }),
  network: route({
    input: { ...ref, action: oneOf(['allow', 'block'] as const) },
    run: ({ principal, body, lang }) => actions.network(principal, body, lang),
  }),
  renew: route({
    input: { ...ref, periods: int({ min: 1, max: 12 }) },
    run: ({ principal, body, lang }) => actions.renew(principal, body, lang),
  }),
  changePackage: route({
    input: { ...ref, goodsReleaseId },
    run: ({ principal, body, lang }) => actions.changePackage(principal, body, lang),
  }),
  orderPackage: route({
    input: { ...ref, goodsReleaseId },
    run: ({ principal, body, lang }) => actions.orderPackage(principal, body, lang),
  }),
  smsSend: route({
    input: { ...ref, content: str({ min: 1, max: 160 }) },
    run: async ({ principal, body }) => new Reply(await actions.sendSms(principal, body), 201),
  }),
});
