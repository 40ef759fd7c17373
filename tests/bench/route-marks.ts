import type { Meter } from './ddb-meter.ts';

/** A single-screen answer should read one Query/BatchGet page and touch at most this many items. */
export const SINGLE_SCREEN_PAGES = 1;
export const SINGLE_SCREEN_ITEMS = 10;

/**
 * Why a route's DynamoDB work is more than one screen needs, or '' when it is not. The signed-in
 * request's own principal load (one BatchGet of account + token revocation) is not counted; a
 * request declared `bulk` (a batch, an export, a whole-tenant job) is marked only for a Scan.
 */
export function routeMark(
  m: Pick<Meter, 'calls' | 'pages' | 'authPages' | 'items' | 'authItems' | 'itemsWritten'>,
  bulk?: string,
): string {
  // No Scan on a request path (ARCHITECTURE.md §4), bulk or not.
  const scans = Object.entries(m.calls).reduce((t, [name, n]) => (name.startsWith('Scan') ? t + n : t), 0);
  if (bulk) return scans ? `${scans} Scan` : '';
  const pages = m.pages - m.authPages;
  const items = m.items - m.authItems + m.itemsWritten;
  const reasons: string[] = scans ? [`${scans} Scan`] : [];
  if (pages > SINGLE_SCREEN_PAGES) reasons.push(`${pages} pages`);
  if (items > SINGLE_SCREEN_ITEMS) reasons.push(`${items} items`);
  return reasons.join(', ');
}
