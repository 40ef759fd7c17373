import { clientOf } from '../audit/audit-trail.ts';
import { createAuditRepository } from '../audit/audit.repository.ts';
import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { cardFilterSchema } from '../card/card-filter.ts';
import { createCardListRepository } from '../card/card-list.repository.ts';
import { resaleActions } from '../operator/index.ts';
import { createOperators } from '../operator/operators.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { route } from '../shared/http/route.ts';
import { arrayOf, oneOf, optional, str } from '../shared/http/schema.ts';
import { RESELL_MAX_CARDS } from './resell-model.ts';
import { createResellRepository } from './resell.repository.ts';
import { createResellService } from './resell.service.ts';

const details = createCardDetailRepository();
const resell = createResellService({
  cards: createCardListRepository(),
  repo: createResellRepository(),
  operatorFor: createOperators((iccid) => details.simulatorFault(iccid)),
  audit: createAuditRepository(),
  clock: () => new Date(),
});

const chosen = {
  channelCustId: optional(str({ max: 64, pattern: /^[A-Za-z0-9_-]+$/ })),
  iccids: arrayOf(str({ max: 20, pattern: /^\d{19,20}$/ }), { min: 1, max: RESELL_MAX_CARDS }),
};

export const handler = createApiHandler('resell', {
  list: route({
    input: { ...cardFilterSchema, ...pageFields },
    run: ({ principal, body, lang }) => resell.list(principal, body, lang),
  }),
  sync: route({
    input: chosen,
    run: (ctx) => resell.sync(ctx.principal, ctx.body, clientOf(ctx)),
  }),
  set: route({
    input: { ...chosen, action: oneOf(resaleActions) },
    run: (ctx) => resell.set(ctx.principal, ctx.body, clientOf(ctx)),
  }),
});
