/** A small client for the API as the portal calls it: `ts` and `lang` query parameters, the token header, the envelope. */
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Cmp@2026demo';

export interface ApiResult<T = unknown> {
  status: number;
  /** Response headers (lower-case names). */
  headers: Headers;
  body: { success: boolean; data?: T; msg?: string; errorCode?: number; field?: string };
}

/** A cursor page of a list route. */
export interface Page<T> {
  items: T[];
  cursor: string | null;
}

export const baseUrl = () => inject('stack').baseUrl;

export async function call<T = unknown>(
  path: string,
  body: unknown = {},
  opts: { token?: string; lang?: 'zh-CN' | 'en-US'; method?: 'GET' | 'POST'; headers?: Record<string, string> } = {},
): Promise<ApiResult<T>> {
  const url = `${baseUrl()}/api${path}?ts=${Date.now()}&lang=${opts.lang ?? 'en-US'}`;
  const method = opts.method ?? 'POST';
  const res = await fetch(url, {
    method,
    headers: {
      'content-type': 'application/json',
      'x-requested-with': 'XMLHttpRequest',
      ...(opts.token ? { authorization: opts.token } : {}),
      ...opts.headers,
    },
    body: method === 'POST' ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, headers: res.headers, body: (await res.json()) as ApiResult<T>['body'] };
}

const tokens = new Map<string, string>();

/** Signs in (captcha is off in the test stack) and caches the token per account. */
export async function login(loginName: string, password = DEMO_PASSWORD): Promise<string> {
  const cached = tokens.get(loginName);
  if (cached) return cached;
  const res = await call<{ accessToken: string }>('/cmp/base/oauth/login', {
    loginName,
    password,
    captchaId: 'test',
    captchaCode: 'test',
  });
  if (!res.body.success || !res.body.data) throw new Error(`login ${loginName} failed: ${res.status} ${res.body.msg}`);
  tokens.set(loginName, res.body.data.accessToken);
  return res.body.data.accessToken;
}

export const forget = (loginName: string) => tokens.delete(loginName);

/** Points this worker's AWS SDK clients and config at the test stack, for tests that inspect storage. */
export function useStackEnv(): void {
  Object.assign(process.env, inject('stack').env);
}
