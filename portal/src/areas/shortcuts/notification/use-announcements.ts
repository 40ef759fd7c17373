import type { ResponseOf, RouteId } from '@cmp/functions/contracts';
import useSWRInfinite from 'swr/infinite';
import { routeKey } from '../../../lib/api';

export type AnnouncementRecord = ResponseOf<'announcement.list'>['items'][number];

interface Page {
  items: AnnouncementRecord[];
  cursor: string | null;
}

export const ANNOUNCEMENT_LIST = 'announcement.list' satisfies RouteId;

/** The announcements, newest first, a page at a time (docs/api.md list contract). */
export function useAnnouncements() {
  const result = useSWRInfinite<Page>((index, previous: Page | null) => {
    if (index > 0 && !previous?.cursor) return null;
    return routeKey(ANNOUNCEMENT_LIST, index === 0 ? { pageSize: 20 } : { pageSize: 20, cursor: previous?.cursor });
  });
  const pages = result.data ?? [];
  return {
    ...result,
    items: pages.flatMap((p) => p.items ?? []),
    hasMore: Boolean(pages[pages.length - 1]?.cursor),
  };
}
