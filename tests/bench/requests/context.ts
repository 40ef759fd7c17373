/** The benchmark's context for setups: demo sign-ins, API calls that must succeed, and cards the run owns. */
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { queryAll } from '@cmp/functions/shared/data/operations';
import type { BenchCard, BenchContext, DemoLogin } from './types.ts';

export const DEMO_PASSWORD = 'Cmp@2026demo';

export async function apiCall(
  url: string,
  path: string,
  body: unknown,
  token: string | undefined,
): Promise<{ status: number; body: { success?: boolean; data?: unknown; msg?: string; errorCode?: number } }> {
  const res = await fetch(`${url}/api${path}?ts=${Date.now()}&lang=en-US`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json().catch(() => ({}))) as { success?: boolean; data?: unknown } };
}

export function createBenchContext(url: string, db: DocumentClient, table: string, idle: () => Promise<void>): BenchContext {
  const tokens = new Map<string, Promise<string>>();
  let cards: BenchCard[] | undefined;
  const taken = new Set<string>();
  let seq = 0;
  const signIn = async (loginName: string, password = DEMO_PASSWORD) => {
    const res = await apiCall(url, '/cmp/base/oauth/login', { loginName, password, captchaId: 'b', captchaCode: 'b' }, undefined);
    const data = res.body.data as { accessToken?: string } | undefined;
    if (!data?.accessToken) throw new Error(`bench sign-in of ${loginName} failed: ${res.status} ${res.body.msg}`);
    return data.accessToken;
  };
  const token = (login: DemoLogin) => {
    const cached = tokens.get(login);
    if (cached) return cached;
    const t = signIn(login);
    tokens.set(login, t);
    return t;
  };
  return {
    url,
    db,
    table,
    token,
    signIn,
    memo: new Map(),
    idle,
    async upload(to, body, contentType) {
      const res = await fetch(to, { method: 'PUT', body: new Uint8Array(body), headers: { 'content-type': contentType } });
      if (!res.ok) throw new Error(`bench upload failed: ${res.status}`);
    },
    unique: () => `${Date.now().toString(36)}${(seq++).toString(36)}`.toUpperCase(),
    async call<T>(path: string, body: unknown, as: DemoLogin | { token: string }) {
      const t = typeof as === 'string' ? await token(as) : as.token;
      const res = await apiCall(url, path, body, t);
      if (res.status >= 300 || !res.body.success)
        throw new Error(`bench setup ${path} failed: ${res.status} ${res.body.errorCode ?? ''} ${res.body.msg ?? ''}`);
      return res.body.data as T;
    },
    async takeCards(n, filter = () => true) {
      if (!cards) {
        cards = (await queryAll(db, {
          TableName: table,
          IndexName: 'byCustomerState',
          KeyConditionExpression: 'gsi1pk = :p',
          ExpressionAttributeValues: { ':p': 'CUST#C1001#CARDS' },
        })) as BenchCard[];
      }
      const left = cards.filter((c) => !taken.has(c.iccid) && filter(c));
      const picked = n === 'all' ? left : left.slice(0, n);
      if (n !== 'all' && picked.length < n) throw new Error(`bench: only ${picked.length} of ${n} wanted cards are left`);
      for (const c of picked) taken.add(c.iccid);
      return picked;
    },
  };
}
