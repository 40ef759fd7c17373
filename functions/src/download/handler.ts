import { cardFilterSchema, validateCardFilter } from '../card/card-filter.ts';
import { createCardListRepository } from '../card/card-list.repository.ts';
import { createCardListService } from '../card/card-list.service.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { createApiHandler } from '../shared/http/api-handler.ts';
import { Reply, route } from '../shared/http/route.ts';
import { oneOf, str } from '../shared/http/schema.ts';
import { exportFormats } from './download-model.ts';
import { createDownloadRepository } from './download.repository.ts';
import { createDownloadService } from './download.service.ts';

const downloads = createDownloadService({
  tasks: createDownloadRepository(),
  cardTenant: createCardListService({ cards: createCardListRepository() }).tenantOf,
  validateFilter: validateCardFilter,
  clock: () => new Date(),
});

export const handler = createApiHandler('download', {
  exportCards: route({
    input: { ...cardFilterSchema, format: oneOf(exportFormats) },
    run: async ({ principal, body, lang }) => new Reply(await downloads.exportCards(principal, body, lang), 202, 'QUEUED'),
  }),
  list: route({
    input: { ...pageFields },
    run: ({ principal, body }) => downloads.list(principal, body),
  }),
  url: route({
    input: { taskId: str({ max: 64 }) },
    run: ({ principal, body }) => downloads.url(principal, body),
  }),
});
