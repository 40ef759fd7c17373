/** The open API as a partner's server calls it: signed with the app key's secret, no portal token. */
import { createHmac } from 'node:crypto';
import { baseUrl } from './api-client.ts';

export const OPEN_PATH = '/api/cmp/open/card/status';

export interface OpenCardStatus {
  iccid: string;
  msisdn: string;
  operator: string;
  state: number;
}

/** A signed call of the card-status route; `secret`/`timestamp` override the right ones, `token` adds a portal token. */
export async function openCall(
  key: { appKey: string; secret: string },
  body: unknown,
  opts: { timestamp?: number; secret?: string; token?: string } = {},
) {
  const raw = JSON.stringify(body);
  const ts = String(opts.timestamp ?? Date.now());
  const signature = createHmac('sha256', opts.secret ?? key.secret)
    .update(`${ts}\n${OPEN_PATH}\n${raw}`)
    .digest('hex');
  const res = await fetch(`${baseUrl()}${OPEN_PATH}?lang=en-US`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-cmp-app-key': key.appKey,
      'x-cmp-timestamp': ts,
      'x-cmp-signature': signature,
      ...(opts.token ? { authorization: opts.token } : {}),
    },
    body: raw,
  });
  return {
    status: res.status,
    body: (await res.json()) as { success: boolean; data?: OpenCardStatus; msg?: string; errorCode?: number },
  };
}

export interface OpenAnswer<T> {
  status: number;
  headers: Headers;
  body: { success: boolean; data?: T; msg?: string; errorCode?: number; field?: string };
}

/** A signed call of any open-API route (`path` below `/api`), as a partner's backend makes it. */
export async function signedCall<T = unknown>(
  key: { appKey: string; secret: string },
  path: string,
  body: unknown,
  opts: { idempotencyKey?: string; lang?: 'zh-CN' | 'en-US' } = {},
): Promise<OpenAnswer<T>> {
  const raw = JSON.stringify(body);
  const ts = String(Date.now());
  const fullPath = `/api${path}`;
  const signature = createHmac('sha256', key.secret).update(`${ts}\n${fullPath}\n${raw}`).digest('hex');
  const res = await fetch(`${baseUrl()}${fullPath}?lang=${opts.lang ?? 'en-US'}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-cmp-app-key': key.appKey,
      'x-cmp-timestamp': ts,
      'x-cmp-signature': signature,
      ...(opts.idempotencyKey ? { 'idempotency-key': opts.idempotencyKey } : {}),
    },
    body: raw,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as OpenAnswer<T>['body'] };
}

/** A widget route called from a partner page's origin (`token` as `Authorization: Widget <token>`). */
export async function widgetCall<T = unknown>(
  path: string,
  body: unknown,
  opts: { origin?: string; token?: string; method?: string } = {},
): Promise<{ status: number; headers: Headers; body: OpenAnswer<T>['body'] | null }> {
  const res = await fetch(`${baseUrl()}/api${path}?lang=en-US`, {
    method: opts.method ?? 'POST',
    headers: {
      'content-type': 'application/json',
      ...(opts.origin ? { origin: opts.origin } : {}),
      ...(opts.token ? { authorization: `Widget ${opts.token}` } : {}),
      ...(opts.method === 'OPTIONS'
        ? { 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' }
        : {}),
    },
    ...(opts.method === 'OPTIONS' ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as OpenAnswer<T>['body']) : null };
}
