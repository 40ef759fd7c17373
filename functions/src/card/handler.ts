import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { route } from '../shared/http/route.ts';
import { oneOf, optional } from '../shared/http/schema.ts';
import { cardFilterSchema } from './card-filter.ts';
import { createCardListRepository } from './card-list.repository.ts';
import { createCardListService } from './card-list.service.ts';

const cards = createCardListService({ cards: createCardListRepository() });

export const handler = createApiHandler('card', {
  list: route({
    input: { ...cardFilterSchema, ...pageFields, sort: optional(oneOf(['asc', 'desc'] as const)) },
    run: ({ principal, body, lang }) => cards.list(principal, body, lang),
  }),
  iccids: route({
    input: cardFilterSchema,
    run: ({ principal, body }) => cards.iccids(principal, body),
  }),
});
