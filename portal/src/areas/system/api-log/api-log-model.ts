import { type ResponseOf, apiLogStatusClasses, openApiRouteIds } from '@cmp/functions/contracts';
import type { StateTone } from '@cmp/ui-kit';

/** The list route of /system/api/list. */
export const API_LOG_LIST = 'api-manager.logList' as const;

export type ApiLogEntry = ResponseOf<typeof API_LOG_LIST>['items'][number];

export const STATUS_CLASSES = apiLogStatusClasses;
/** The open-API routes the log can be filtered by (their names: `system.apiLog.routes.<id>`). */
export const OPEN_API_ROUTES = openApiRouteIds;

/** The colour of an answer: accepted green, refused amber, failed red. */
export function statusTone(status: number): StateTone {
  if (status >= 500) return 'red';
  if (status >= 400) return 'amber';
  return status >= 200 && status < 300 ? 'green' : 'slate';
}

const shanghai = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Asia/Shanghai',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** An ISO time as Beijing time, YYYY/MM/DD HH:mm:ss, whatever the browser's zone ('' when invalid). */
export function shanghaiDateTime(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const p = Object.fromEntries(shanghai.formatToParts(d).map((x) => [x.type, x.value]));
  return `${p.year}/${p.month}/${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** The i18n key of a route's name; a route the portal has no name for shows its id. */
export const routeKey = (routeId: string) =>
  (OPEN_API_ROUTES as readonly string[]).includes(routeId) ? `system.apiLog.routes.${routeId}` : null;
