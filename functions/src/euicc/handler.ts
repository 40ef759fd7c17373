import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { createOperators } from '../operator/operators.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { ownedBy, route } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { createEuiccRepository } from './euicc.repository.ts';
import { createEuiccService } from './euicc.service.ts';
import { type ProfileAction, profileStates } from './profile-machine.ts';

const cards = createCardDetailRepository();
const service = createEuiccService({
  euicc: createEuiccRepository(),
  cards,
  operatorFor: createOperators((iccid) => cards.simulatorFault(iccid)),
  clock: () => new Date(),
});

const card = ownedBy('CARD', 'iccid');
const ref = { iccid: str({ pattern: /^\d{19,20}$/ }), channelCustId: optional(str({ max: 40 })) };
const profileRef = { ...ref, profileIccid: str({ pattern: /^\d{19,20}$/ }) };
const operation = (action: ProfileAction) =>
  route({ owner: card, input: profileRef, run: ({ principal, body, lang }) => service.operate(principal, body, action, lang) });

export const handler = createApiHandler('euicc', {
  list: route({
    input: {
      channelCustId: optional(str({ max: 40 })),
      custId: optional(str({ max: 40 })),
      eid: optional(str({ pattern: /^\d{1,32}$/ })),
      iccid: optional(str({ pattern: /^\d{1,20}$/ })),
      profileState: optional(oneOf(profileStates)),
      ...pageFields,
    },
    run: ({ principal, body, lang }) => service.list(principal, body, lang),
  }),
  detail: route({ owner: card, input: ref, run: ({ principal, body, lang }) => service.detail(principal, body, lang) }),
  download: operation('download'),
  enable: operation('enable'),
  disable: operation('disable'),
});
