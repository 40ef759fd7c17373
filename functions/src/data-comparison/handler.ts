import { createCardDetailRepository } from '../card-detail/card-detail.repository.ts';
import { cardFilterSchema } from '../card/card-filter.ts';
import { createCardListRepository } from '../card/card-list.repository.ts';
import { createOperators } from '../operator/operators.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { route } from '../shared/http/route.ts';
import { oneOf, optional } from '../shared/http/schema.ts';
import { comparisonShows } from './comparison-model.ts';
import { createDataComparisonRepository } from './data-comparison.repository.ts';
import { createDataComparisonService } from './data-comparison.service.ts';

const details = createCardDetailRepository();
const comparison = createDataComparisonService({
  cards: createCardListRepository(),
  repo: createDataComparisonRepository(),
  operatorFor: createOperators((iccid) => details.simulatorFault(iccid)),
  clock: () => new Date(),
});

export const handler = createApiHandler('data-comparison', {
  list: route({
    input: { ...cardFilterSchema, show: optional(oneOf(comparisonShows)), ...pageFields },
    run: ({ principal, body, lang }) => comparison.list(principal, body, lang),
  }),
});
