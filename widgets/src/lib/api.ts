/**
 * The widget API as a partner page calls it (docs/api.md "Partner widgets"): a session minted by the
 * partner's backend is exchanged once for a read-only token — once per page, however many widgets
 * share it — and every read carries `Authorization: Widget <token>`.
 */
import type { Lang } from './i18n.ts';

/** A refused or failed call: `status` 0 when the browser got no answer (network, or CORS refused the origin). */
export class WidgetApiError extends Error {
  constructor(
    readonly status: number,
    readonly errorCode: number | undefined,
    message: string,
  ) {
    super(message);
    this.name = 'WidgetApiError';
  }
}

/** Where a widget calls and as whom: the session to exchange, or a token the page set. */
export interface Connection {
  apiBase: string;
  lang: Lang;
  session?: string | null;
  token?: string | null;
}

interface Envelope<T> {
  success: boolean;
  data?: T;
  msg?: string;
  errorCode?: number;
}

async function post<T>(url: string, body: unknown, headers: Record<string, string>): Promise<T> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      mode: 'cors',
      credentials: 'omit',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  } catch (error) {
    throw new WidgetApiError(0, undefined, error instanceof Error ? error.message : String(error));
  }
  const answer = (await res.json().catch(() => ({ success: false }))) as Envelope<T>;
  if (!res.ok || !answer.success) throw new WidgetApiError(res.status, answer.errorCode, answer.msg ?? `HTTP ${res.status}`);
  return answer.data as T;
}

const endpoint = (c: Connection, path: string) => `${c.apiBase.replace(/\/$/, '')}${path}?lang=${c.lang}`;

/** One exchange per API and session, shared by every widget of the page (a session is exchanged once). */
const exchanges = new Map<string, Promise<string>>();

export function tokenOf(c: Connection): Promise<string> {
  if (c.token) return Promise.resolve(c.token);
  if (!c.session) return Promise.reject(new WidgetApiError(-1, undefined, 'no session'));
  const key = `${c.apiBase}\n${c.session}`;
  let pending = exchanges.get(key);
  if (!pending) {
    pending = post<{ token: string }>(endpoint(c, '/cmp/widget/session/exchange'), { sessionId: c.session }, {}).then(
      (d) => d.token,
    );
    exchanges.set(key, pending);
  }
  return pending;
}

/** A widget read (`path` like `/cmp/widget/card/status`) with the page's token. */
export async function widgetRead<T>(c: Connection, path: string, body: unknown): Promise<T> {
  const token = await tokenOf(c);
  return post<T>(endpoint(c, path), body, { authorization: `Widget ${token}` });
}

/** Forgets exchanged sessions (tests). */
export const resetExchanges = () => exchanges.clear();
