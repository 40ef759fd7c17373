import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { ownedBy, route } from '../shared/http/route.ts';
import { optional, str } from '../shared/http/schema.ts';
import { createQueryflowService } from './queryflow.service.ts';

const queryflow = createQueryflowService({ cards: createCardDetailRepository(), clock: () => new Date() });

const day = str({ pattern: /^\d{4}-\d{2}-\d{2}$/ });

export const handler = createApiHandler('queryflow', {
  list: route({
    // A platform caller may omit `channelCustId`: the ICCID directory names the card's owner.
    owner: ownedBy('CARD', 'iccid'),
    input: { iccid: str({ pattern: /^\d{19,20}$/ }), channelCustId: optional(str({ max: 40 })), dateFrom: day, dateTo: day },
    run: ({ principal, body, lang }) => queryflow.list(principal, body, lang),
  }),
});
