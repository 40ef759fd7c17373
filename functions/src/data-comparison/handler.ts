import { cardFilterSchema } from '../card/card-filter.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { route } from '../shared/http/route.ts';
import { oneOf, optional } from '../shared/http/schema.ts';
import { comparisonShows } from './comparison-model.ts';
import { dataComparisonService } from './service-instance.ts';

const comparison = dataComparisonService();

export const handler = createApiHandler('data-comparison', {
  list: route({
    input: { ...cardFilterSchema, show: optional(oneOf(comparisonShows)), ...pageFields },
    run: ({ principal, body, lang }) => comparison.list(principal, body, lang),
  }),
});
