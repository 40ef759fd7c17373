import { createApiHandler } from '../platform/api-handler.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { oneOf, str } from '../shared/http/schema.ts';
import { createAnnouncementRepository, sendModes } from './announcement.repository.ts';
import { createAnnouncementService } from './announcement.service.ts';

const announcements = createAnnouncementService({ announcements: createAnnouncementRepository(), clock: () => new Date() });

export const handler = createApiHandler('announcement', {
  current: route({ run: () => announcements.current() }),
  list: route({ input: pageFields, run: ({ body }) => announcements.history(body) }),
  save: route({
    input: {
      content: str({ min: 1, max: 500 }),
      englishContent: str({ min: 1, max: 500 }),
      endDate: str({ max: 40 }),
      sendMode: oneOf(sendModes),
    },
    run: async ({ principal, body }) => new Reply(await announcements.save(principal, body), 201, 'OPERATION_OK'),
  }),
});
