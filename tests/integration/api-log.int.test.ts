/**
 * The API log (issue #15 item 7) through the local gateway: signed and refused open-API calls each
 * leave one entry (status, error code, latency, source IP) under the enterprise whose key made them;
 * the list's scope (platform, enterprise, secondary customer), filters and time-window rule; a
 * failing log write never changes the caller's answer.
 */
import { randomUUID } from 'node:crypto';
import { apiEvent } from '@cmp/events';
import { createApiLogRepository } from '@cmp/functions/api-log/api-log.repository';
import type { ApiLogItem } from '@cmp/functions/api-log/api-log.service';
import { QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { API_LOG_SHARDS } from '@cmp/functions/shared/data/keys';
import { successResponse } from '@cmp/functions/shared/http/envelope';
import { stateOf } from '@cmp/functions/shared/http/middleware/context';
import { logOpenApiCalls } from '@cmp/functions/shared/http/middleware/open-api-log';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { type Page, call, login } from '../support/api-client.ts';
import { cardsOf, stackDb } from '../support/cards.ts';
import { OPEN_PATH, openCall } from '../support/open-api.ts';

const PASSWORD = 'ApiLog@2026x';

type Entry = ApiLogItem;

async function anyCard(owner: string) {
  for (const state of [64, 63, 62, 61]) {
    const cards = await cardsOf(owner, state);
    if (cards.length) return cards[0]!;
  }
  throw new Error(`no card of ${owner}`);
}

const list = (token: string | undefined, body: Record<string, unknown> = {}) =>
  call<Page<Entry>>('/cmp/core/apiLog/list', body, { token });

describe('API log', () => {
  const run = randomUUID().slice(0, 8);
  const t: Record<string, string> = {};
  // Initech (C1003) and Umbrella (C1004): the api-manager suite owns Acme's and Globex's keys.
  const keys: Record<string, { appKey: string; secret: string }> = {};

  beforeAll(async () => {
    for (const name of ['admin', 'operator', 'acme', 'acme-east', 'acme-staff']) t[name] = await login(name);
    for (const channelCustId of ['C1003', 'C1004']) {
      const res = await call<{ appKey: string; secret: string }>(
        '/cmp/core/api/appKey/reset',
        { channelCustId },
        { token: t.admin },
      );
      keys[channelCustId] = res.body.data!;
      await call('/cmp/core/api/config/save', { channelCustId, status: 'open' }, { token: t.admin });
    }
    const initech = `initech-${run}`;
    const saved = await call(
      '/cmp/core/account/save',
      { channelCustId: 'C1003', loginName: initech, displayName: 'Initech Admin', roleId: '3000', password: PASSWORD },
      { token: t.admin },
    );
    expect(saved.status, JSON.stringify(saved.body)).toBe(201);
    t.initech = await login(initech, PASSWORD);
  });

  it('logs a signed call once: status 200, latency and source IP, under the key’s enterprise', async () => {
    const card = await anyCard('CUST#C1003');
    const res = await openCall(keys.C1003!, { iccid: card.iccid });
    expect(res.status).toBe(200);
    const page = await list(t.admin, { channelCustId: 'C1003', appKey: keys.C1003!.appKey });
    expect(page.status).toBe(200);
    const entries = page.body.data!.items;
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      appKey: keys.C1003!.appKey,
      channelCustId: 'C1003',
      enterpriseName: 'Initech Metering',
      routeId: 'openCardStatus',
      path: OPEN_PATH,
      status: 200,
      sourceIp: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    expect(entries[0]!.latencyMs).toBeGreaterThanOrEqual(0);
    expect(entries[0]!.errorCode).toBeUndefined();
    expect(Date.now() - Date.parse(entries[0]!.at)).toBeLessThan(60_000);
  });

  it('logs refused calls with their status and error code: bad signature, IP refused, unknown key', async () => {
    const card = await anyCard('CUST#C1004');
    const key = keys.C1004!;
    expect((await openCall(key, { iccid: card.iccid }, { secret: 'not-the-secret' })).status).toBe(401);
    await call('/cmp/core/api/ip/save', { channelCustId: 'C1004', ip: '198.51.100.7', remark: 'elsewhere' }, { token: t.admin });
    await call('/cmp/core/api/ip/open', { channelCustId: 'C1004' }, { token: t.admin });
    expect((await openCall(key, { iccid: card.iccid })).status).toBe(403);
    await call('/cmp/core/api/ip/stop', { channelCustId: 'C1004' }, { token: t.admin });
    const unknownKey = `akunknown${run}`;
    expect((await openCall({ appKey: unknownKey, secret: 'x' }, { iccid: card.iccid })).status).toBe(401);

    const refused = await list(t.admin, { channelCustId: 'C1004', statusClass: '4xx' });
    expect(refused.body.data!.items.map((e) => [e.status, e.errorCode, e.appKey])).toEqual([
      [403, 60013, key.appKey],
      [401, 60010, key.appKey],
    ]);
    expect(refused.body.data!.items.every((e) => e.latencyMs >= 0 && e.sourceIp)).toBe(true);
    // A key that belongs to nobody: only in the platform's view, with no enterprise.
    const nobody = await list(t.admin, { appKey: unknownKey });
    expect(nobody.body.data!.items.map((e) => [e.status, e.channelCustId, e.enterpriseName])).toEqual([[401, null, null]]);
    const none = await list(t.admin, { channelCustId: 'C1004', statusClass: '2xx' });
    expect(none.body.data!.items).toEqual([]);
  });

  it('shows the platform every enterprise, newest first, filterable by route and source IP', async () => {
    const all = await list(t.operator, { pageSize: 100 });
    expect(all.status).toBe(200);
    const items = all.body.data!.items;
    const tenants = new Set(items.map((e) => e.channelCustId));
    expect(['C1003', 'C1004', null].every((c) => tenants.has(c))).toBe(true);
    expect(items.map((e) => e.at)).toEqual([...items.map((e) => e.at)].sort().reverse());
    const byRoute = await list(t.admin, { routeId: 'openCardStatus', sourceIp: items[0]!.sourceIp.slice(0, 3) });
    expect(byRoute.body.data!.items.length).toBeGreaterThan(0);
    const badRoute = await list(t.admin, { routeId: 'nope' });
    expect(badRoute.status).toBe(422);
  });

  it('keeps enterprises apart: an enterprise sees only its own calls and never names another', async () => {
    const own = await list(t.initech);
    expect(own.status).toBe(200);
    expect(own.body.data!.items.length).toBeGreaterThan(0);
    expect(own.body.data!.items.every((e) => e.channelCustId === 'C1003')).toBe(true);
    expect(JSON.stringify(own.body)).not.toContain('C1004');
    const acme = await list(t.acme);
    expect(acme.body.data!.items.every((e) => e.channelCustId === 'C1001')).toBe(true);
    expect(JSON.stringify(acme.body)).not.toMatch(/C1003|C1004/);
    const foreign = await list(t.initech, { channelCustId: 'C1004' });
    expect([foreign.status, foreign.body.errorCode]).toEqual([403, 10006]);
  });

  it('refuses a secondary customer and enterprise staff (no API access)', async () => {
    for (const name of ['acme-east', 'acme-staff']) {
      const res = await list(t[name]!);
      expect([res.status, res.body.errorCode], name).toEqual([403, 10006]);
    }
  });

  it('covers the last 24 hours by default and refuses a range over 31 days in both languages', async () => {
    const old = await list(t.admin, { channelCustId: 'C1003', to: new Date(Date.now() - 25 * 3_600_000).toISOString() });
    expect(old.body.data!.items).toEqual([]);
    const tooLong = await call('/cmp/core/apiLog/list', { from: '2026-01-01', to: '2026-03-01' }, { token: t.admin });
    expect([tooLong.status, tooLong.body.errorCode, tooLong.body.msg]).toEqual([
      422,
      49951,
      'The time range can cover at most 31 days: narrow it',
    ]);
    const zh = await call('/cmp/core/apiLog/list', { from: '2026-01-01', to: '2026-03-01' }, { token: t.admin, lang: 'zh-CN' });
    expect(zh.body.msg).toBe('查询时间范围最长 31 天，请缩小范围');
    const reversed = await call('/cmp/core/apiLog/list', { from: '2026-03-02', to: '2026-03-01' }, { token: t.admin });
    expect([reversed.status, reversed.body.errorCode]).toEqual([422, 49952]);
  });

  it('spreads an enterprise’s day over its shards and pages it whole: newest first, every call once', async () => {
    const card = await anyCard('CUST#C1003');
    for (let wave = 0; wave < 4; wave++)
      await Promise.all(Array.from({ length: 10 }, () => openCall(keys.C1003!, { iccid: card.iccid })));
    const whole = (await list(t.initech, { pageSize: 100 })).body.data!;
    expect(whole.cursor).toBeNull();
    expect(whole.items.length).toBeGreaterThanOrEqual(41);
    const paged: Entry[] = [];
    let cursor: string | null = null;
    do {
      const page: Page<Entry> = (await list(t.initech, { pageSize: 10, ...(cursor ? { cursor } : {}) })).body.data!;
      expect(page.items.length).toBeLessThanOrEqual(10);
      paged.push(...page.items);
      cursor = page.cursor;
    } while (cursor);
    const ids = paged.map((e) => e.requestId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(whole.items.map((e) => e.requestId));
    expect(paged.map((e) => e.at)).toEqual([...paged.map((e) => e.at)].sort().reverse());
    // Stored under several of the API_LOG_SHARDS partition keys of a day, not one (every day of the calls: a run may pass midnight).
    const callDays = [...new Set(paged.slice(0, 41).map((e) => e.at.slice(0, 10)))];
    const used = new Set<number>();
    for (const d of callDays)
      for (let shard = 0; shard < API_LOG_SHARDS; shard++) {
        const res = await stackDb().send(
          new QueryCommand({
            TableName: inject('stack').env.TABLE_NAME,
            KeyConditionExpression: 'pk = :pk',
            ExpressionAttributeValues: { ':pk': `CUST#C1003#APILOG#${d}#${shard}` },
            Select: 'COUNT',
          }),
        );
        if ((res.Count ?? 0) > 0) used.add(shard);
      }
    expect(used.size).toBeGreaterThan(1);
  });

  it('answers the caller unchanged when the log write fails (a missing table)', async () => {
    const missing = createApiLogRepository(stackDb(), () => `missing-${run}`);
    const failures: unknown[] = [];
    const handler = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
      .use(
        logOpenApiCalls({
          callerOf: () => ({ appKey: 'ak', channelCustId: 'C1003' }),
          write: (entry) => missing.record(entry),
          failed: (error) => failures.push(error),
        }),
      )
      .use({
        before: async (request) => {
          stateOf(request.context).route = { def: { id: 'openCardStatus', permission: 'appKey' } as never, impl: {} as never };
        },
      })
      .handler(async () => successResponse({ iccid: '1' }, 'en-US'));
    const res = await handler(apiEvent('POST', '/cmp/open/card/status', { body: {} }), { awsRequestId: 'x' } as Context);
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(String(res.body))).toMatchObject({ success: true, data: { iccid: '1' } });
    expect(failures).toHaveLength(1);
    expect(String(failures[0])).toMatch(/ResourceNotFound|non-existent table|not found/i);
  });
});
