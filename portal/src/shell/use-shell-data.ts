import type { ResponseOf } from '@cmp/functions/contracts';
import useSWR from 'swr';
import { routeKey } from '../lib/api';
import { useRoute } from '../lib/use-route';

/** The announcement shown in the shell's banner. */
export type Announcement = NonNullable<ResponseOf<'announcement.current'>>;

/** SWR key of the custom logo; the logo dialog revalidates it after an upload. */
export const LOGO_KEY = routeKey('logo.get', {});

/** The custom logo (null url = use the default logo). */
export function useLogo() {
  return useSWR<ResponseOf<'logo.get'>>(LOGO_KEY);
}

/** The current announcement, or null. Refreshed every 5 minutes. */
export function useAnnouncement() {
  return useRoute('announcement.current', {}, { refreshInterval: 300_000 });
}

/** Shown only while its end date lies in the future, in the reader's language. */
export function announcementText(a: Announcement | null | undefined, language: string, now = Date.now()): string | null {
  if (!a || !(new Date(a.endDate).getTime() > now)) return null;
  const text = language === 'zh-CN' ? a.content : a.englishContent || a.content;
  return text?.trim() || null;
}
