import { createApiHandler } from '../shared/http/api-handler.ts';
import { route } from '../shared/http/route.ts';
import { createAnnouncementRepository } from './announcement.repository.ts';

const announcements = createAnnouncementRepository();

export const handler = createApiHandler('announcement', {
  /** The banner shows only while the announcement's end date is in the future (spec §2 Shell). */
  current: route({
    run: async () => {
      const a = await announcements.current();
      if (!a || new Date(a.endDate).getTime() <= Date.now()) return null;
      return { content: a.content, englishContent: a.englishContent, endDate: a.endDate };
    },
  }),
});
