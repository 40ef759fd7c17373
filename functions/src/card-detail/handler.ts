import { lifecycleCodes } from '../card/lifecycle.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, ownedBy, route } from '../shared/http/route.ts';
import { int, oneOf, optional, str } from '../shared/http/schema.ts';
import { createCardServices } from './card-services.ts';

const { reads, actions } = createCardServices();

/** Every route names one card: a platform caller may omit `channelCustId` (the ICCID directory names the owner). */
const card = ownedBy('CARD', 'iccid');
const ref = { iccid: str({ pattern: /^\d{19,20}$/ }), channelCustId: optional(str({ max: 40 })) };
const goodsReleaseId = str({ max: 40 });

export const handler = createApiHandler('card-detail', {
  detail: route({ owner: card, input: ref, run: ({ principal, body, lang }) => reads.detail(principal, body, lang) }),
  sessions: route({ owner: card, input: ref, run: ({ principal, body }) => reads.sessions(principal, body) }),
  log: route({ owner: card, input: { ...ref, ...pageFields }, run: ({ principal, body }) => reads.log(principal, body) }),
  plans: route({ owner: card, input: ref, run: ({ principal, body }) => reads.plans(principal, body) }),
  diagnose: route({ owner: card, input: ref, run: ({ principal, body, lang }) => reads.diagnose(principal, body, lang) }),
  smsList: route({ owner: card, input: { ...ref, ...pageFields }, run: ({ principal, body }) => reads.smsList(principal, body) }),
  update: route({
    owner: card,
    input: { ...ref, remark: optional(str({ max: 200 })), imei: optional(str({ pattern: /^\d{15}$/ })) },
    run: ({ principal, body, lang }) => actions.update(principal, body, lang),
  }),
  changeState: route({
    owner: card,
    input: { ...ref, targetState: oneOf(lifecycleCodes) },
    run: ({ principal, body, lang }) => actions.changeState(principal, body, lang),
  }),
  network: route({
    owner: card,
    input: { ...ref, action: oneOf(['allow', 'block'] as const) },
    run: ({ principal, body, lang }) => actions.network(principal, body, lang),
  }),
  renew: route({
    owner: card,
    input: { ...ref, periods: int({ min: 1, max: 12 }) },
    run: ({ principal, body, lang }) => actions.renew(principal, body, lang),
  }),
  changePackage: route({
    owner: card,
    input: { ...ref, goodsReleaseId },
    run: ({ principal, body, lang }) => actions.changePackage(principal, body, lang),
  }),
  orderPackage: route({
    owner: card,
    input: { ...ref, goodsReleaseId },
    run: ({ principal, body, lang }) => actions.orderPackage(principal, body, lang),
  }),
  smsSend: route({
    owner: card,
    input: { ...ref, content: str({ min: 1, max: 160 }) },
    run: async ({ principal, body }) => new Reply(await actions.sendSms(principal, body), 201),
  }),
});
