import { type Principal, isPlatformRole } from '../shared/auth/principal.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Announcement, AnnouncementRepository } from './announcement.repository.ts';

/** ISO date or date-time (UTC `Z` or an offset); a bare date means its start in UTC. */
const isoDate = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})?)?$/;

/** The end date as ISO UTC, or a 422 naming `endDate` when it is not ISO or not in the future. */
export function checkEndDate(endDate: string, now: Date): string {
  const at = isoDate.test(endDate) ? new Date(endDate) : new Date(Number.NaN);
  if (Number.isNaN(at.getTime())) throw new AppError('VALIDATION', { reasonKey: 'format' }, 'endDate');
  if (at.getTime() <= now.getTime()) throw new AppError('END_DATE_PAST', {}, 'endDate');
  return at.toISOString();
}

export function createAnnouncementService(d: { announcements: AnnouncementRepository; clock: () => Date }) {
  return {
    /** The banner shows only while the announcement's end date is in the future (spec §2 Shell). */
    async current() {
      const a = await d.announcements.current();
      if (!a || new Date(a.endDate).getTime() <= d.clock().getTime()) return null;
      return { content: a.content, englishContent: a.englishContent, endDate: a.endDate };
    },

    history: (q: { cursor?: string; pageSize?: number }) => d.announcements.history(q),

    /** Only platform roles publish announcements, whatever permissions a channel role holds. */
    async save(p: Principal, input: Pick<Announcement, 'content' | 'englishContent' | 'endDate' | 'sendMode'>) {
      if (!isPlatformRole(p)) throw new AppError('FORBIDDEN');
      const now = d.clock();
      const a: Announcement = {
        ...input,
        endDate: checkEndDate(input.endDate, now),
        createdBy: p.loginName,
        createdAt: now.toISOString(),
      };
      await d.announcements.publish(a);
      return a;
    },
  };
}
