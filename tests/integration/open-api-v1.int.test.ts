import { PutObjectCommand } from '@aws-sdk/client-s3';
/**
 * The open API v1 and partner widget sessions (issue #18 items 2–3) through the local gateway: signed,
 * tenant-scoped, idempotent v1 routes; widget sessions minted, exchanged once, expired; every widget
 * route probed with tokens of other scopes; CORS of the widget routes at the HTTP level (preflight and
 * actual request with an Origin header); the OpenAPI document served, valid and complete.
 */
import { DeleteCommand, UpdateCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { API_USAGE_SHARDS, keys } from '@cmp/functions/shared/data/keys';
import { shanghaiDay } from '@cmp/functions/shared/time/calendar';
import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { baseUrl, call, login } from '../support/api-client.ts';
import { type CardRow, cardTaker, cardsOf, indexedCards, stackDb, stackItem, stackS3, storedCard } from '../support/cards.ts';
import { signedCall, widgetCall } from '../support/open-api.ts';

const ACME_ORIGIN = 'https://partner.acme.example';
const GLOBEX_ORIGIN = 'https://portal.globex.example';
const EVIL_ORIGIN = 'https://evil.example';
type Key = { appKey: string; secret: string };
interface Session {
  sessionId: string;
  scope: { kind: string };
  expiresAt: string;
}
const table = () => inject('stack').env.TABLE_NAME;
const take = cardTaker<CardRow>();

/** An enterprise's key, its API open, no IP allow-list, a roomy daily limit. */
async function openKey(token: string): Promise<Key> {
  const res = await call<Key>('/cmp/core/api/appKey/reset', {}, { token });
  await call('/cmp/core/api/config/save', { status: 'open' }, { token });
  await call('/cmp/core/api/ip/stop', {}, { token });
  await call('/cmp/core/api/limit/save', { dailyLimit: 100_000 }, { token });
  return res.body.data!;
}

async function allowOrigin(token: string, origin: string) {
  const res = await call('/cmp/core/api/origin/save', { origin }, { token });
  expect([201, 409]).toContain(res.status);
}

describe('open API v1 and widget sessions', () => {
  const t: Record<string, string> = {};
  const key: Record<string, Key> = {};
  let acmeCards: CardRow[] = [];
  let east: CardRow;
  let west: CardRow;
  let globexCard: CardRow;

  async function mint(k: Key, body: Record<string, unknown> = {}) {
    const res = await signedCall<Session>(k, '/cmp/open/v1/widget/session', body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data!;
  }
  async function tokenFor(k: Key, body: Record<string, unknown> = {}, origin = ACME_ORIGIN) {
    const session = await mint(k, body);
    const res = await widgetCall<{ token: string }>('/cmp/widget/session/exchange', { sessionId: session.sessionId }, { origin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body!.data!.token;
  }

  beforeAll(async () => {
    for (const name of ['acme', 'globex', 'acme-staff']) t[name] = await login(name);
    key.acme = await openKey(t.acme!);
    await allowOrigin(t.acme!, ACME_ORIGIN);
    await allowOrigin(t.globex!, GLOBEX_ORIGIN);
    acmeCards = await indexedCards('CUST#C1001');
    east = (await cardsOf('CUST#C1001#SUB#S2001', 64))[0]!;
    west = (await cardsOf('CUST#C1001#SUB#S2002', 64))[0]!;
    globexCard = (await indexedCards('CUST#C1002'))[0]!;
    expect([east, west, globexCard].every(Boolean)).toBe(true);
  });

  // API management's own suite expects Acme and Globex without open-API settings (no key, default
  // limit, no calls today) whichever file runs first: this suite leaves them as it found them.
  afterAll(async () => {
    const del = (key: { pk: string; sk: string }) => stackDb().send(new DeleteCommand({ TableName: table(), Key: key }));
    const now = Date.now();
    const days = [shanghaiDay(new Date(now)), shanghaiDay(new Date(now - 86_400_000))];
    for (const c of ['C1001', 'C1002']) {
      await del(keys.apiConfig(c));
      for (const day of days) for (let shard = 0; shard < API_USAGE_SHARDS; shard++) await del(keys.apiUsageShard(c, shard, day));
    }
    await del(keys.appKeyDirectory(key.acme!.appKey));
    await del(keys.widgetOrigin(ACME_ORIGIN, 'C1001'));
    await del(keys.widgetOrigin(GLOBEX_ORIGIN, 'C1002'));
  });

  describe('the signed v1 routes', () => {
    it('lists and reads only the key’s enterprise’s cards', async () => {
      const list = await signedCall<{ items: CardRow[]; cursor: string | null }>(key.acme!, '/cmp/open/v1/card/list', {
        pageSize: 10,
      });
      expect(list.status).toBe(200);
      expect(list.body.data!.items).toHaveLength(10);
      expect(list.body.data!.items.every((c) => c.channelCustId === 'C1001')).toBe(true);

      const bySub = await signedCall<{ items: CardRow[] }>(key.acme!, '/cmp/open/v1/card/list', {
        custId: 'S2001',
        pageSize: 10,
      });
      expect(bySub.body.data!.items.every((c) => c.custId === 'S2001')).toBe(true);

      const detail = await signedCall<{ iccid: string; cycle: unknown }>(key.acme!, '/cmp/open/v1/card/detail', {
        iccid: east.iccid,
      });
      expect(detail.body.data).toMatchObject({ iccid: east.iccid, cycle: expect.any(Object) });
      const foreign = await signedCall(key.acme!, '/cmp/open/v1/card/detail', { iccid: globexCard.iccid });
      expect(foreign.status).toBe(404);
      const usage = await signedCall<{ points: unknown[]; granularity: string }>(key.acme!, '/cmp/open/v1/card/usage', {
        iccid: east.iccid,
        granularity: 'daily',
        period: '2026-11',
      });
      expect(usage.body.data).toMatchObject({ granularity: 'daily', target: 'card' });
      expect(usage.body.data!.points).toHaveLength(30);
      const bills = await signedCall<{ items: { channelCustId: string }[] }>(key.acme!, '/cmp/open/v1/bill/list', {});
      expect(bills.status).toBe(200);
      expect(bills.body.data!.items.every((b) => b.channelCustId === 'C1001')).toBe(true);
    });

    it('refuses unsigned calls and unknown fields', async () => {
      const bad = await signedCall({ ...key.acme!, secret: 'wrong' }, '/cmp/open/v1/card/list', {});
      expect([bad.status, bad.body.errorCode]).toEqual([401, 60010]);
      const extra = await signedCall(key.acme!, '/cmp/open/v1/card/list', { channelCustId: 'C1002' });
      expect([extra.status, extra.body.field]).toEqual([422, 'channelCustId']);
    });

    it('changes a card’s state once per Idempotency-Key (the replay is marked), and refuses the key with another body', async () => {
      const [card] = await take(await cardsOf('CUST#C1001', 64), () => true, 1);
      const idem = `open-v1-${Date.now()}`;
      const first = await signedCall<{ state: number }>(
        key.acme!,
        '/cmp/open/v1/card/changeState',
        { iccid: card!.iccid, targetState: 65 },
        { idempotencyKey: idem },
      );
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.data!.state).toBe(65);
      const replay = await signedCall<{ state: number }>(
        key.acme!,
        '/cmp/open/v1/card/changeState',
        { iccid: card!.iccid, targetState: 65 },
        { idempotencyKey: idem },
      );
      expect(replay.status).toBe(200);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      const reused = await signedCall(
        key.acme!,
        '/cmp/open/v1/card/changeState',
        { iccid: card!.iccid, targetState: 64 },
        { idempotencyKey: idem },
      );
      expect(reused.status).toBe(422);
      expect((await storedCard(card!.channelCustId, card!.iccid))!.state).toBe(65);
      const back = await signedCall<{ state: number }>(key.acme!, '/cmp/open/v1/card/changeState', {
        iccid: card!.iccid,
        targetState: 64,
      });
      expect(back.body.data!.state).toBe(64);
      const foreign = await signedCall(key.acme!, '/cmp/open/v1/card/changeState', { iccid: globexCard.iccid, targetState: 65 });
      expect(foreign.status).toBe(404);
    });

    it('sends an SMS to the enterprise’s cards', async () => {
      const res = await signedCall<{ results?: unknown[] }>(key.acme!, '/cmp/open/v1/sms/send', {
        iccids: [east.iccid],
        content: 'hello from the open API',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    });

    it('records every v1 call and every session mint in the API log', async () => {
      await mint(key.acme!);
      const log = await call<{ items: { routeId: string; appKey: string }[] }>(
        '/cmp/core/apiLog/list',
        { appKey: key.acme!.appKey, pageSize: 100 },
        { token: t.acme },
      );
      const routes = new Set(log.body.data!.items.map((i) => i.routeId));
      for (const id of ['v1CardList', 'v1CardDetail', 'v1CardUsage', 'v1CardChangeState', 'v1BillList', 'v1WidgetSession'])
        expect(routes, id).toContain(id);
    });
  });

  describe('widget sessions', () => {
    it('exchanges a session once: the second exchange is refused', async () => {
      const session = await mint(key.acme!);
      const first = await widgetCall('/cmp/widget/session/exchange', { sessionId: session.sessionId }, { origin: ACME_ORIGIN });
      expect(first.status).toBe(200);
      const again = await widgetCall('/cmp/widget/session/exchange', { sessionId: session.sessionId }, { origin: ACME_ORIGIN });
      expect([again.status, again.body!.errorCode]).toEqual([409, 50452]);
    });

    it('refuses an expired session and a token whose session expired', async () => {
      const session = await mint(key.acme!, { ttlSeconds: 60 });
      const token = await tokenFor(key.acme!);
      const past = Math.floor(Date.now() / 1000) - 1;
      await stackDb().send(
        new UpdateCommand({
          TableName: table(),
          Key: { pk: `WIDGET#SESSION#${session.sessionId}`, sk: 'SESSION' },
          UpdateExpression: 'SET expiresAt = :past',
          ExpressionAttributeValues: { ':past': past },
        }),
      );
      const expired = await widgetCall('/cmp/widget/session/exchange', { sessionId: session.sessionId }, { origin: ACME_ORIGIN });
      expect([expired.status, expired.body!.errorCode]).toEqual([410, 50453]);

      const { createHash } = await import('node:crypto');
      await stackDb().send(
        new UpdateCommand({
          TableName: table(),
          Key: { pk: `WIDGET#TOKEN#${createHash('sha256').update(token).digest('hex')}`, sk: 'TOKEN' },
          UpdateExpression: 'SET expiresAt = :past',
          ExpressionAttributeValues: { ':past': past },
        }),
      );
      const stale = await widgetCall('/cmp/widget/card/list', {}, { origin: ACME_ORIGIN, token });
      expect([stale.status, stale.body!.errorCode]).toEqual([401, 50451]);
    });

    it('refuses a lifetime over 15 minutes and a secondary customer of another enterprise', async () => {
      const long = await signedCall(key.acme!, '/cmp/open/v1/widget/session', { ttlSeconds: 901 });
      expect([long.status, long.body.errorCode]).toEqual([422, 50456]);
      const foreign = await signedCall(key.acme!, '/cmp/open/v1/widget/session', { custId: 'S2003' });
      expect([foreign.status, foreign.body.errorCode]).toEqual([404, 50460]);
      const foreignCard = await signedCall(key.acme!, '/cmp/open/v1/widget/session', { iccids: [globexCard.iccid] });
      expect(foreignCard.status).toBe(404);
    });
  });

  describe("a data pool's usage (<cmp-usage-chart pool>)", () => {
    type Poolable = CardRow & { modeType?: string; goodsReleaseId?: string; poolId?: string };
    const poolCards = () => acmeCards as Poolable[];
    /** Yesterday in the business calendar (Asia/Shanghai). */
    const day = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const run = Date.now().toString(36).slice(-5).toUpperCase();

    it("reads the pool's days and months for an enterprise-wide token, and refuses other scopes and pools", async () => {
      // Two active CMCC cards of one mode and plan join a new pool; then the operator's file reports their day.
      const poolable = (c: Poolable) => c.operator === 'CMCC' && c.modeType === '01' && c.state === 64 && !c.custId && !c.poolId;
      const [first] = (await take(poolCards(), poolable, 1)) as Poolable[];
      const [second] = await take(poolCards(), (c: Poolable) => poolable(c) && c.goodsReleaseId === first!.goodsReleaseId, 1);
      const pool = await call<{ poolId: string }>(
        '/cmp/sim/pool/add',
        { name: `Widget ${run}`, poolType: 'shared', operator: 'CMCC', modeType: '01', elementId: 'ZCN000001' },
        { token: t.acme! },
      );
      expect(pool.status, JSON.stringify(pool.body)).toBe(201);
      const poolId = pool.body.data!.poolId;
      const joined = await call<{ succeeded: number }>(
        '/cmp/sim/pool/change',
        { poolId, action: 'add', iccids: [first!.iccid, second!.iccid] },
        { token: t.acme! },
      );
      expect(joined.body.data, JSON.stringify(joined.body)).toMatchObject({ succeeded: 2 });
      // A pool counts what its cards use while in it: the file's change to each card's day (the seed's usage of
      // that day came before they joined).
      const dayBefore = async (iccid: string) =>
        Number(
          (
            await stackItem(
              keys.cardUsageMonth('C1001', iccid, day.slice(0, 7)).pk,
              keys.cardUsageMonth('C1001', iccid, day.slice(0, 7)).sk,
            )
          )?.[`d${day.slice(8)}`] ?? 0,
        );
      const expected = 700_000_001 + 300_000_002 - (await dayBefore(first!.iccid)) - (await dayBefore(second!.iccid));
      const fileKey = `cdr/test/widget-pool-${run}.csv`;
      await stackS3().send(
        new PutObjectCommand({
          Bucket: inject('stack').env.IMPORTS_BUCKET,
          Key: fileKey,
          Body: `day,iccid,bytes\n${day},${first!.iccid},700000001\n${day},${second!.iccid},300000002\n`,
        }),
      );
      for (let i = 0; i < 100 && (await stackItem('PLATFORM#CDR', `FILE#${fileKey}`))?.status !== 'done'; i++)
        await new Promise((r) => setTimeout(r, 200));

      const token = await tokenFor(key.acme!);
      const daily = await widgetCall<{ target: string; poolId: string; points: { period: string; bytes: number }[] }>(
        '/cmp/widget/usage',
        { poolId, granularity: 'daily', period: day.slice(0, 7) },
        { origin: ACME_ORIGIN, token },
      );
      expect(daily.status, JSON.stringify(daily.body)).toBe(200);
      expect(daily.body!.data).toMatchObject({ target: 'pool', poolId, totalBytes: expected, poolName: `Widget ${run}` });
      expect(daily.body!.data!.points.find((p) => p.period === day)!.bytes).toBe(expected);
      const monthly = await widgetCall<{ points: { period: string; bytes: number }[] }>(
        '/cmp/widget/usage',
        { poolId, granularity: 'monthly', period: day.slice(0, 4) },
        { origin: ACME_ORIGIN, token },
      );
      expect(monthly.body!.data!.points.find((p) => p.period === day.slice(0, 7))!.bytes).toBe(expected);

      // Pools are the enterprise's: a secondary customer's token is refused, an unknown or foreign pool is not found.
      const east = await tokenFor(key.acme!, { custId: 'S2001' });
      const refused = await widgetCall(
        '/cmp/widget/usage',
        { poolId, granularity: 'daily', period: day.slice(0, 7) },
        {
          origin: ACME_ORIGIN,
          token: east,
        },
      );
      expect([refused.status, refused.body!.errorCode]).toEqual([403, 50455]);
      const unknown = await widgetCall(
        '/cmp/widget/usage',
        { poolId: 'NOPOOL', granularity: 'daily', period: day.slice(0, 7) },
        {
          origin: ACME_ORIGIN,
          token,
        },
      );
      expect(unknown.status).toBe(404);
      const both = await widgetCall(
        '/cmp/widget/usage',
        { poolId, iccid: first!.iccid, granularity: 'daily', period: day.slice(0, 7) },
        { origin: ACME_ORIGIN, token },
      );
      expect(both.status).toBe(422);
    });
  });

  describe('the tenant probe: a token reads only its scope, on every widget route', () => {
    it('keeps a secondary customer’s token to its own cards, usage and bills', async () => {
      const token = await tokenFor(key.acme!, { custId: 'S2001' });
      const own = await widgetCall<{ iccid: string; cycle: unknown }>(
        '/cmp/widget/card/status',
        { iccid: east.iccid },
        { origin: ACME_ORIGIN, token },
      );
      expect(own.status, JSON.stringify(own.body)).toBe(200);
      expect(own.body!.data).toMatchObject({ iccid: east.iccid, cycle: expect.any(Object) });
      for (const iccid of [west.iccid, globexCard.iccid]) {
        const status = await widgetCall('/cmp/widget/card/status', { iccid }, { origin: ACME_ORIGIN, token });
        expect(status.status, iccid).toBe(404);
        const usage = await widgetCall(
          '/cmp/widget/usage',
          { iccid, granularity: 'daily', period: '2026-11' },
          { origin: ACME_ORIGIN, token },
        );
        expect(usage.status, iccid).toBe(404);
      }
      const list = await widgetCall<{ items: { iccid: string }[] }>(
        '/cmp/widget/card/list',
        { pageSize: 50 },
        { origin: ACME_ORIGIN, token },
      );
      expect(list.body!.data!.items.length).toBeGreaterThan(0);
      for (const row of list.body!.data!.items) expect((await storedCard('C1001', row.iccid))!.custId).toBe('S2001');
      const search = await widgetCall<{ items: unknown[] }>(
        '/cmp/widget/card/list',
        { search: west.iccid },
        { origin: ACME_ORIGIN, token },
      );
      expect(search.body!.data!.items).toEqual([]);
      const usage = await widgetCall<{ target: string }>(
        '/cmp/widget/usage',
        { granularity: 'monthly', period: '2026' },
        { origin: ACME_ORIGIN, token },
      );
      expect(usage.body!.data).toMatchObject({ target: 'scope', granularity: 'monthly' });
      const bills = await widgetCall<{ current: { customerName: string | null } | null }>(
        '/cmp/widget/bill/summary',
        {},
        { origin: ACME_ORIGIN, token },
      );
      expect(bills.status).toBe(200);
      if (bills.body!.data!.current) expect(bills.body!.data!.current.customerName).toBe('Acme East');
    });

    it('keeps an ICCID token to its listed cards and refuses it the bills', async () => {
      const token = await tokenFor(key.acme!, { iccids: [east.iccid] });
      expect((await widgetCall('/cmp/widget/card/status', { iccid: east.iccid }, { origin: ACME_ORIGIN, token })).status).toBe(
        200,
      );
      const other = acmeCards.find((c) => c.iccid !== east.iccid)!;
      expect((await widgetCall('/cmp/widget/card/status', { iccid: other.iccid }, { origin: ACME_ORIGIN, token })).status).toBe(
        404,
      );
      const list = await widgetCall<{ items: { iccid: string }[] }>('/cmp/widget/card/list', {}, { origin: ACME_ORIGIN, token });
      expect(list.body!.data!.items.map((c) => c.iccid)).toEqual([east.iccid]);
      const usage = await widgetCall<{ target: string }>(
        '/cmp/widget/usage',
        { granularity: 'daily', period: '2026-11' },
        { origin: ACME_ORIGIN, token },
      );
      expect(usage.body!.data!.target).toBe('scope');
      const bills = await widgetCall('/cmp/widget/bill/summary', {}, { origin: ACME_ORIGIN, token });
      expect([bills.status, bills.body!.errorCode]).toEqual([403, 50455]);
    });

    it('keeps an enterprise token out of another enterprise on every route', async () => {
      const token = await tokenFor(key.acme!);
      const probes: [string, unknown][] = [
        ['/cmp/widget/card/status', { iccid: globexCard.iccid }],
        ['/cmp/widget/usage', { iccid: globexCard.iccid, granularity: 'monthly', period: '2026' }],
        ['/cmp/widget/card/list', { search: globexCard.iccid }],
      ];
      for (const [path, body] of probes) {
        const res = await widgetCall<{ items?: unknown[] }>(path, body, { origin: ACME_ORIGIN, token });
        if (path.endsWith('list')) expect(res.body!.data!.items).toEqual([]);
        else expect(res.status, path).toBe(404);
      }
      const list = await widgetCall<{ items: { iccid: string }[] }>(
        '/cmp/widget/card/list',
        { pageSize: 20 },
        { origin: ACME_ORIGIN, token },
      );
      expect(list.body!.data!.items.length).toBe(20);
      const acme = new Set(acmeCards.map((c) => c.iccid));
      expect(list.body!.data!.items.every((c) => acme.has(c.iccid))).toBe(true);
      const bills = await widgetCall<{ current: unknown }>('/cmp/widget/bill/summary', {}, { origin: ACME_ORIGIN, token });
      expect(bills.status).toBe(200);
    });

    it('refuses every widget route without a token, with a portal token, or with a session id instead of a token', async () => {
      const session = await mint(key.acme!);
      const portal = await fetch(`${baseUrl()}/api/cmp/widget/card/list`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: ACME_ORIGIN, authorization: t.acme! },
        body: '{}',
      });
      expect(portal.status).toBe(401);
      for (const path of ['/cmp/widget/card/status', '/cmp/widget/card/list', '/cmp/widget/usage', '/cmp/widget/bill/summary']) {
        expect((await widgetCall(path, {}, { origin: ACME_ORIGIN })).status, path).toBe(401);
        expect((await widgetCall(path, {}, { origin: ACME_ORIGIN, token: session.sessionId })).status, path).toBe(401);
      }
    });
  });

  describe('CORS of the widget routes', () => {
    it('answers a preflight from an allowed origin, and refuses one from any other origin', async () => {
      const ok = await widgetCall('/cmp/widget/card/status', null, { origin: ACME_ORIGIN, method: 'OPTIONS' });
      expect(ok.status).toBe(204);
      expect(ok.headers.get('access-control-allow-origin')).toBe(ACME_ORIGIN);
      expect(ok.headers.get('access-control-allow-headers')).toContain('authorization');
      const evil = await widgetCall('/cmp/widget/card/status', null, { origin: EVIL_ORIGIN, method: 'OPTIONS' });
      expect(evil.status).toBe(403);
      expect(evil.headers.get('access-control-allow-origin')).toBeNull();
      const exchange = await widgetCall('/cmp/widget/session/exchange', null, { origin: EVIL_ORIGIN, method: 'OPTIONS' });
      expect(exchange.headers.get('access-control-allow-origin')).toBeNull();
    });

    it('answers an allowed origin with the allow header, and refuses the request from another origin without it', async () => {
      const token = await tokenFor(key.acme!);
      const ok = await widgetCall('/cmp/widget/card/list', {}, { origin: ACME_ORIGIN, token });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe(ACME_ORIGIN);
      // Globex's origin is on an allow-list, but not Acme's: Acme's token is refused there, unreadable to the page.
      for (const origin of [EVIL_ORIGIN, GLOBEX_ORIGIN]) {
        const res = await widgetCall('/cmp/widget/card/list', {}, { origin, token });
        expect([res.status, res.body!.errorCode], origin).toEqual([403, 50454]);
        expect(res.headers.get('access-control-allow-origin'), origin).toBeNull();
      }
    });

    it('exchanges a session only from an origin its enterprise allows', async () => {
      const session = await mint(key.acme!);
      for (const origin of [EVIL_ORIGIN, GLOBEX_ORIGIN]) {
        const res = await widgetCall('/cmp/widget/session/exchange', { sessionId: session.sessionId }, { origin });
        expect([res.status, res.body!.errorCode], origin).toEqual([403, 50454]);
        expect(res.headers.get('access-control-allow-origin')).toBeNull();
      }
      const ok = await widgetCall('/cmp/widget/session/exchange', { sessionId: session.sessionId }, { origin: ACME_ORIGIN });
      expect(ok.status).toBe(200);
      expect(ok.headers.get('access-control-allow-origin')).toBe(ACME_ORIGIN);
    });
  });

  describe('widget origins in API management', () => {
    it('saves canonical origins, refuses bad and duplicate ones in both languages, audits, and a removed origin loses CORS', async () => {
      const origin = 'https://Temp.Acme.example:443/';
      const saved = await call<{ origin: string }>('/cmp/core/api/origin/save', { origin }, { token: t.acme });
      expect(saved.status).toBe(201);
      expect(saved.body.data!.origin).toBe('https://temp.acme.example');
      const dup = await call('/cmp/core/api/origin/save', { origin: 'https://temp.acme.example' }, { token: t.acme });
      expect([dup.status, dup.body.errorCode]).toEqual([409, 50458]);
      const bad = await call('/cmp/core/api/origin/save', { origin: 'https://x.example/path' }, { token: t.acme, lang: 'zh-CN' });
      expect([bad.status, bad.body.errorCode, bad.body.field]).toEqual([422, 50457, 'origin']);
      expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
      const list = await call<{ items: { origin: string }[] }>('/cmp/core/api/origin/list', {}, { token: t.acme });
      expect(list.body.data!.items.map((i) => i.origin)).toEqual(
        expect.arrayContaining([ACME_ORIGIN, 'https://temp.acme.example']),
      );
      const pre = await widgetCall('/cmp/widget/card/list', null, { origin: 'https://temp.acme.example', method: 'OPTIONS' });
      expect(pre.status).toBe(204);

      const removed = await call('/cmp/core/api/origin/delete', { origin: 'https://temp.acme.example' }, { token: t.acme });
      expect(removed.status).toBe(200);
      const after = await widgetCall('/cmp/widget/card/list', null, { origin: 'https://temp.acme.example', method: 'OPTIONS' });
      expect(after.status).toBe(403);
      const staff = await call('/cmp/core/api/origin/save', { origin: 'https://staff.example' }, { token: t['acme-staff'] });
      expect(staff.status).toBe(403);
      const audit = await call<{ items: { action: string }[] }>(
        '/cmp/core/audit/list',
        { action: 'apiOriginChange' },
        { token: t.acme },
      );
      if (audit.status === 200) expect(audit.body.data!.items.length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('the OpenAPI document', () => {
    it('is served by the stack, valid OpenAPI 3.1, and covers every open route', async () => {
      const res = await fetch(`${baseUrl()}/api/cmp/open/v1/openapi.json`);
      expect(res.status).toBe(200);
      const document = (await res.json()) as { openapi: string; paths: Record<string, Record<string, unknown>> };
      expect(document.openapi).toBe('3.1.0');
      expect((await new Validator().validate(document)).valid).toBe(true);
      for (const path of [
        '/cmp/open/card/status',
        '/cmp/open/v1/card/list',
        '/cmp/open/v1/card/detail',
        '/cmp/open/v1/card/usage',
        '/cmp/open/v1/card/changeState',
        '/cmp/open/v1/sms/send',
        '/cmp/open/v1/bill/list',
        '/cmp/open/v1/widget/session',
        '/cmp/widget/session/exchange',
        '/cmp/widget/card/status',
        '/cmp/widget/card/list',
        '/cmp/widget/usage',
        '/cmp/widget/bill/summary',
      ])
        expect(document.paths[path], path).toHaveProperty('post');
    });
  });
});
