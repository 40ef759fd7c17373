/** The open API v1 a partner's server calls (signed with the app key) and the widget routes its page calls (issue #18). */
import { signOpenApiRequest } from '@cmp/functions/api-manager/signature';
import type { BenchContext, BenchRequest, GroupRequests, Prepared } from './types.ts';

const ORIGIN = 'https://partner.bench.example';
type Key = { appKey: string; secret: string };

/** Acme's app key for the open API v1 (one reset per run), its API open, no IP allow-list, the bench origin allowed. */
async function acmeKey(ctx: BenchContext): Promise<Key> {
  const known = ctx.memo.get('openV1Key') as Key | undefined;
  if (known) return known;
  await ctx.call('/cmp/core/api/config/save', { status: 'open' }, 'acme');
  await ctx.call('/cmp/core/api/ip/stop', {}, 'acme');
  await ctx.call('/cmp/core/api/limit/save', { dailyLimit: 1_000_000 }, 'acme');
  const key = await ctx.call<Key>('/cmp/core/api/appKey/reset', {}, 'acme');
  const origins = await ctx.call<{ items: { origin: string }[] }>('/cmp/core/api/origin/list', {}, 'acme');
  if (!origins.items.some((o) => o.origin === ORIGIN)) await ctx.call('/cmp/core/api/origin/save', { origin: ORIGIN }, 'acme');
  ctx.memo.set('openV1Key', key);
  return key;
}

/** Headers of a signed call of `path` with `body`. */
function signed(key: Key, path: string, body: unknown): Record<string, string> {
  const timestamp = String(Date.now());
  return {
    'x-cmp-app-key': key.appKey,
    'x-cmp-timestamp': timestamp,
    'x-cmp-signature': signOpenApiRequest(key.secret, timestamp, `/api${path}`, JSON.stringify(body)),
  };
}

/** A signed call through fetch, for setups (a session to exchange, a token to read with). */
async function signedData<T>(ctx: BenchContext, path: string, body: unknown): Promise<T> {
  const key = await acmeKey(ctx);
  const res = await fetch(`${ctx.url}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signed(key, path, body) },
    body: JSON.stringify(body),
  });
  const answer = (await res.json()) as { success: boolean; data: T; msg?: string };
  if (!answer.success) throw new Error(`${path}: ${answer.msg}`);
  return answer.data;
}

const signedRequest = (
  path: string,
  body: (ctx: BenchContext) => Promise<unknown>,
  extra: Partial<BenchRequest> = {},
): BenchRequest => ({
  as: 'appKey',
  ...extra,
  prepare: async (ctx): Promise<Prepared> => {
    const key = await acmeKey(ctx);
    const b = await body(ctx);
    return { body: b, headers: signed(key, path, b) };
  },
});

/** A widget token of Acme's whole enterprise, exchanged from the bench origin. */
async function widgetToken(ctx: BenchContext): Promise<string> {
  const { sessionId } = await signedData<{ sessionId: string }>(ctx, '/cmp/open/v1/widget/session', {});
  const res = await fetch(`${ctx.url}/api/cmp/widget/session/exchange`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN },
    body: JSON.stringify({ sessionId }),
  });
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const widgetRequest = (body: (ctx: BenchContext) => Promise<unknown>): BenchRequest => ({
  as: 'widget',
  prepare: async (ctx) => ({
    body: await body(ctx),
    headers: { authorization: `Widget ${await widgetToken(ctx)}`, origin: ORIGIN },
  }),
});

const anyCard = async (ctx: BenchContext) => {
  const [card] = await ctx.takeCards(1, (c) => c.state === 64);
  return card!.iccid;
};
const thisMonth = () => new Date().toISOString().slice(0, 7);

export const openApiRequests: GroupRequests = {
  'open-api': {
    v1CardList: signedRequest('/cmp/open/v1/card/list', async () => ({ pageSize: 20 })),
    v1CardDetail: signedRequest('/cmp/open/v1/card/detail', async (ctx) => ({ iccid: await anyCard(ctx) })),
    v1CardUsage: signedRequest('/cmp/open/v1/card/usage', async (ctx) => ({
      iccid: await anyCard(ctx),
      granularity: 'daily',
      period: thisMonth(),
    })),
    v1CardChangeState: signedRequest('/cmp/open/v1/card/changeState', async (ctx) => ({
      iccid: await anyCard(ctx),
      targetState: 65,
    })),
    v1SmsSend: signedRequest('/cmp/open/v1/sms/send', async (ctx) => ({ iccids: [await anyCard(ctx)], content: 'bench' })),
    v1BillList: signedRequest('/cmp/open/v1/bill/list', async () => ({})),
    v1WidgetSession: signedRequest('/cmp/open/v1/widget/session', async () => ({ ttlSeconds: 600 })),
    v1OpenApiDocument: { as: 'public', document: true },
  },
  widget: {
    exchange: {
      as: 'public',
      prepare: async (ctx) => {
        const { sessionId } = await signedData<{ sessionId: string }>(ctx, '/cmp/open/v1/widget/session', {});
        return { body: { sessionId }, headers: { origin: ORIGIN } };
      },
    },
    cardStatus: widgetRequest(async (ctx) => ({ iccid: await anyCard(ctx) })),
    cardList: widgetRequest(async () => ({ pageSize: 20 })),
    usage: widgetRequest(async () => ({ granularity: 'daily', period: thisMonth() })),
    billSummary: widgetRequest(async () => ({})),
  },
};
