import { defaultApiConfig } from '@cmp/functions/api-manager/api-config';
/**
 * API management (group api-manager) and the open API it governs, through the local gateway:
 * settings flows and their audit entries, tenant isolation, and every refusal of a signed call.
 */
import { createApiConfigRepository } from '@cmp/functions/api-manager/api-config.repository';
import { DeleteCommand, GetCommand, QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { API_USAGE_SHARDS, keys } from '@cmp/functions/shared/data/keys';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, login } from '../support/api-client.ts';
import { cardsOf, stackDb } from '../support/cards.ts';
import { openCall } from '../support/open-api.ts';

interface AppKeyView {
  appKey: string;
  secretHint: string;
  createdAt: string;
  secret?: string;
}
interface ConfigView {
  channelCustId: string;
  hasAppKey: boolean;
  status: 'open' | 'stopped';
  ipEnforced: boolean;
  ipCount: number;
  dailyLimit: number;
  usedToday: number;
  day: string;
}

async function anyCard(owner: string) {
  for (const state of [64, 63, 62, 61, 60, 65, 66, 67, 68]) {
    const cards = await cardsOf(owner, state);
    if (cards.length) return cards[0]!;
  }
  throw new Error(`no card of ${owner}`);
}

const auditActions = async (tenant: string) => {
  const { Items } = await stackDb().send(
    new QueryCommand({
      TableName: inject('stack').env.TABLE_NAME,
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `${tenant}#AUDIT` },
    }),
  );
  return (Items ?? []).map((i) => `${i.action} ${i.detail}`);
};

describe('API management', () => {
  const t: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['admin', 'operator', 'acme', 'globex', 'acme-east', 'acme-staff']) t[name] = await login(name);
  });

  it('creates an app key, answers the secret once and only a hint afterwards, and rotates it', async () => {
    const none = await call<AppKeyView | null>('/cmp/core/api/appKey/get', {}, { token: t.globex });
    expect(none.status).toBe(200);
    expect(none.body.data).toBeNull();

    const created = await call<AppKeyView>('/cmp/core/api/appKey/reset', {}, { token: t.globex });
    expect(created.status).toBe(200);
    const { appKey, secret, secretHint } = created.body.data!;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(secretHint).toBe(secret!.slice(-4));

    const read = await call<AppKeyView>('/cmp/core/api/appKey/get', {}, { token: t.globex });
    expect(read.body.data).toMatchObject({ appKey, secretHint });
    expect(JSON.stringify(read.body)).not.toContain(secret);

    const rotated = await call<AppKeyView>('/cmp/core/api/appKey/reset', {}, { token: t.globex });
    expect(rotated.body.data!.appKey).not.toBe(appKey);
    expect(rotated.body.data!.secret).not.toBe(secret);
    expect((await auditActions('CUST#C1002')).filter((a) => a.startsWith('apiKeyReset'))).toHaveLength(2);
  });

  it('manages the IP allow-list: canonical entries, duplicates and bad input refused in both languages', async () => {
    const added = await call<{ ip: string; remark: string }>(
      '/cmp/core/api/ip/save',
      { ip: '203.0.113.9/24', remark: 'office' },
      { token: t.globex },
    );
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ ip: '203.0.113.0/24', remark: 'office' });

    const dup = await call('/cmp/core/api/ip/save', { ip: '203.0.113.0/24' }, { token: t.globex });
    expect([dup.status, dup.body.errorCode, dup.body.field]).toEqual([409, 60002, 'ip']);
    const bad = await call('/cmp/core/api/ip/save', { ip: '999.1.1.1' }, { token: t.globex, lang: 'zh-CN' });
    expect([bad.status, bad.body.errorCode]).toEqual([422, 60001]);
    expect(bad.body.msg).toContain('IPv4');
    expect(bad.body.msg).toMatch(/[\u4e00-\u9fa5]/);
    const badEn = await call('/cmp/core/api/ip/save', { ip: 'not-an-ip' }, { token: t.globex });
    expect(badEn.body.msg).toBe('Enter an IPv4 address or an IPv4 CIDR block (such as 203.0.113.0/24)');

    const list = await call<{ items: { ip: string }[]; ipEnforced: boolean }>('/cmp/core/api/ip/list', {}, { token: t.globex });
    expect(list.body.data!.items.map((e) => e.ip)).toEqual(['203.0.113.0/24']);
    expect(list.body.data!.ipEnforced).toBe(false);

    const deleted = await call('/cmp/core/api/ip/delete', { ip: '203.0.113.0/24' }, { token: t.globex });
    expect(deleted.status).toBe(200);
    const empty = await call<{ items: unknown[] }>('/cmp/core/api/ip/list', {}, { token: t.globex });
    expect(empty.body.data!.items).toEqual([]);
    const openEmpty = await call('/cmp/core/api/ip/open', {}, { token: t.globex });
    expect([openEmpty.status, openEmpty.body.errorCode]).toEqual([422, 60004]);
    expect((await auditActions('CUST#C1002')).filter((a) => a.startsWith('apiIpChange'))).toEqual(
      expect.arrayContaining(['apiIpChange C1002 add 203.0.113.0/24', 'apiIpChange C1002 delete 203.0.113.0/24']),
    );
  });

  it('saves the daily limit within 1..1,000,000 and reports calls used today', async () => {
    const saved = await call<{ dailyLimit: number; usedToday: number }>(
      '/cmp/core/api/limit/save',
      { dailyLimit: 250 },
      { token: t.globex },
    );
    expect(saved.body.data).toMatchObject({ dailyLimit: 250, usedToday: 0 });
    for (const dailyLimit of [0, 1_000_001]) {
      const res = await call('/cmp/core/api/limit/save', { dailyLimit }, { token: t.globex });
      expect([res.status, res.body.errorCode, res.body.field]).toEqual([422, 60005, 'dailyLimit']);
    }
    const selected = await call<{ dailyLimit: number }>('/cmp/core/api/limit/select', {}, { token: t.globex });
    expect(selected.body.data!.dailyLimit).toBe(250);
    const config = await call<ConfigView>('/cmp/core/api/config/get', {}, { token: t.globex });
    expect(config.body.data).toMatchObject({ channelCustId: 'C1002', status: 'open', dailyLimit: 250, hasAppKey: true });
    expect((await auditActions('CUST#C1002')).some((a) => a.startsWith('apiLimitChange'))).toBe(true);
  });

  it('lets platform roles work on a named enterprise only', async () => {
    const unnamed = await call('/cmp/core/api/config/get', {}, { token: t.admin });
    expect([unnamed.status, unnamed.body.field]).toEqual([422, 'channelCustId']);
    const unknown = await call('/cmp/core/api/config/get', { channelCustId: 'C9999' }, { token: t.operator });
    expect([unknown.status, unknown.body.errorCode]).toEqual([404, 60006]);
    const named = await call<ConfigView>('/cmp/core/api/limit/select', { channelCustId: 'C1002' }, { token: t.operator });
    expect(named.body.data).toMatchObject({ dailyLimit: 250 });
  });

  it('keeps enterprises apart and refuses roles without 1000001', async () => {
    const attempts: [string, object][] = [
      ['/cmp/core/api/appKey/get', {}],
      ['/cmp/core/api/appKey/reset', {}],
      ['/cmp/core/api/config/save', { status: 'stopped' }],
      ['/cmp/core/api/ip/list', {}],
      ['/cmp/core/api/ip/open', {}],
      ['/cmp/core/api/limit/save', { dailyLimit: 5 }],
    ];
    for (const [path, body] of attempts) {
      const res = await call(path, { channelCustId: 'C1002', ...body }, { token: t.acme });
      expect([res.status, res.body.errorCode], path).toEqual([403, 10006]);
    }
    const ipOfOther = await call('/cmp/core/api/ip/save', { channelCustId: 'C1002', ip: '10.0.0.1' }, { token: t.acme });
    expect(ipOfOther.status).toBe(403);
    // globex still sees its own settings unchanged.
    const globex = await call<ConfigView>('/cmp/core/api/config/get', {}, { token: t.globex });
    expect(globex.body.data).toMatchObject({ dailyLimit: 250, ipCount: 0 });
    // and acme's own settings are its own.
    const acme = await call<ConfigView>('/cmp/core/api/config/get', {}, { token: t.acme });
    expect(acme.body.data).toMatchObject({ channelCustId: 'C1001', dailyLimit: 10_000, hasAppKey: false });
    const globexReadsAcme = await call('/cmp/core/api/appKey/get', { channelCustId: 'C1001' }, { token: t.globex });
    expect(globexReadsAcme.status).toBe(403);
    for (const name of ['acme-east', 'acme-staff']) {
      const res = await call('/cmp/core/api/config/get', {}, { token: t[name] });
      expect([res.status, res.body.errorCode], name).toEqual([403, 10006]);
    }
  });
});

describe('open API (signed with the app key)', () => {
  const t: Record<string, string> = {};
  let key: { appKey: string; secret: string };
  let acmeCard: { iccid: string };
  let globexCard: { iccid: string };

  beforeAll(async () => {
    t.acme = await login('acme');
    const res = await call<{ appKey: string; secret: string }>('/cmp/core/api/appKey/reset', {}, { token: t.acme });
    key = { appKey: res.body.data!.appKey, secret: res.body.data!.secret };
    acmeCard = await anyCard('CUST#C1001');
    globexCard = await anyCard('CUST#C1002');
  });

  it('answers a card of the enterprise to a well-signed call', async () => {
    const res = await openCall(key, { iccid: acmeCard.iccid });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(Object.keys(res.body.data!).sort()).toEqual(['iccid', 'msisdn', 'operator', 'state']);
    expect(res.body.data).toMatchObject({ iccid: acmeCard.iccid, operator: expect.stringMatching(/^(CMCC|CUCC|CTCC)$/) });
    expect(res.body.data!.state).toBeGreaterThanOrEqual(60);
  });

  it('answers 404 for another enterprise’s card', async () => {
    const res = await openCall(key, { iccid: globexCard.iccid });
    expect([res.status, res.body.errorCode]).toEqual([404, 10007]);
  });

  it('refuses a wrong signature, a stale timestamp, an unknown key and a portal token with 401', async () => {
    const wrong = await openCall(key, { iccid: acmeCard.iccid }, { secret: 'not-the-secret' });
    expect([wrong.status, wrong.body.errorCode]).toEqual([401, 60010]);
    const stale = await openCall(key, { iccid: acmeCard.iccid }, { timestamp: Date.now() - 6 * 60_000 });
    expect([stale.status, stale.body.errorCode]).toEqual([401, 60011]);
    const unknown = await openCall({ appKey: 'akdoesnotexist', secret: key.secret }, { iccid: acmeCard.iccid });
    expect([unknown.status, unknown.body.errorCode]).toEqual([401, 60010]);
    const portal = await call('/cmp/open/card/status', { iccid: acmeCard.iccid }, { token: t.acme });
    expect([portal.status, portal.body.errorCode]).toEqual([401, 60010]);
  });

  it('enforces the IP allow-list when switched on', async () => {
    await call('/cmp/core/api/ip/save', { ip: '198.51.100.7', remark: 'elsewhere' }, { token: t.acme });
    const on = await call<ConfigView>('/cmp/core/api/ip/open', {}, { token: t.acme });
    expect(on.body.data!.ipEnforced).toBe(true);
    const refused = await openCall(key, { iccid: acmeCard.iccid });
    expect([refused.status, refused.body.errorCode]).toEqual([403, 60013]);

    await call('/cmp/core/api/ip/save', { ip: '127.0.0.0/8', remark: 'local' }, { token: t.acme });
    expect((await openCall(key, { iccid: acmeCard.iccid })).status).toBe(200);
    const off = await call<ConfigView>('/cmp/core/api/ip/stop', {}, { token: t.acme });
    expect(off.body.data!.ipEnforced).toBe(false);
    await call('/cmp/core/api/ip/delete', { ip: '127.0.0.0/8' }, { token: t.acme });
    expect((await openCall(key, { iccid: acmeCard.iccid })).status).toBe(200);
  });

  it('refuses every call while the API is stopped', async () => {
    const stopped = await call<ConfigView>('/cmp/core/api/config/save', { status: 'stopped' }, { token: t.acme });
    expect(stopped.body.data!.status).toBe('stopped');
    const res = await openCall(key, { iccid: acmeCard.iccid });
    expect([res.status, res.body.errorCode]).toEqual([403, 60012]);
    await call('/cmp/core/api/config/save', { status: 'open' }, { token: t.acme });
    expect((await openCall(key, { iccid: acmeCard.iccid })).status).toBe(200);
  });

  it('counts calls and answers 429 once the daily limit is reached', async () => {
    const before = await call<ConfigView>('/cmp/core/api/config/get', {}, { token: t.acme });
    const used = before.body.data!.usedToday;
    expect(used).toBeGreaterThanOrEqual(5);
    await call('/cmp/core/api/limit/save', { dailyLimit: used + 2 }, { token: t.acme });
    const results = await Promise.all([1, 2, 3, 4].map(() => openCall(key, { iccid: acmeCard.iccid })));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 429, 429]);
    expect(results.find((r) => r.status === 429)!.body.errorCode).toBe(60014);
    const after = await call<ConfigView>('/cmp/core/api/config/get', {}, { token: t.acme });
    expect(after.body.data!.usedToday).toBe(used + 2);
    await call('/cmp/core/api/limit/save', { dailyLimit: 10_000 }, { token: t.acme });
    expect((await openCall(key, { iccid: acmeCard.iccid })).status).toBe(200);
  });

  it('spreads the day’s counter over its shards and still admits exactly up to the limit under concurrent calls', async () => {
    const before = await call<ConfigView>('/cmp/core/api/config/get', {}, { token: t.acme });
    const used = before.body.data!.usedToday;
    const day = before.body.data!.day;
    await call('/cmp/core/api/limit/save', { dailyLimit: used + 24 }, { token: t.acme });
    const results = await Promise.all(Array.from({ length: 40 }, () => openCall(key, { iccid: acmeCard.iccid })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(24);
    expect(results.filter((r) => r.status === 429).every((r) => r.body.errorCode === 60014)).toBe(true);
    const shards = await Promise.all(
      Array.from({ length: API_USAGE_SHARDS }, (_, shard) =>
        stackDb().send(
          new GetCommand({ TableName: inject('stack').env.TABLE_NAME, Key: keys.apiUsageShard('C1001', shard, day) }),
        ),
      ),
    );
    const counts = shards.map((r) => Number(r.Item?.calls ?? 0));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(used + 24);
    // Random first picks: 24 calls land on more than one partition key.
    expect(counts.filter((c) => c > 0).length).toBeGreaterThan(1);
    const after = await call<ConfigView>('/cmp/core/api/config/get', {}, { token: t.acme });
    expect(after.body.data!.usedToday).toBe(used + 24);
    await call('/cmp/core/api/limit/save', { dailyLimit: 10_000 }, { token: t.acme });
    expect((await openCall(key, { iccid: acmeCard.iccid })).status).toBe(200);
  });

  it('stops accepting the old secret once the key is rotated', async () => {
    const rotated = await call<{ appKey: string; secret: string }>('/cmp/core/api/appKey/reset', {}, { token: t.acme });
    const old = await openCall(key, { iccid: acmeCard.iccid });
    expect(old.status).toBe(401);
    const fresh = { appKey: rotated.body.data!.appKey, secret: rotated.body.data!.secret };
    expect((await openCall(fresh, { iccid: acmeCard.iccid })).status).toBe(200);
  });
});

describe('the sharded daily counter on DynamoDB Local (the repository directly)', () => {
  // Days no test calls on, and an enterprise id of nobody's: its items are removed afterwards.
  const days = ['2099-01-01', '2099-01-02'];
  const channelCustId = 'C9901';
  const table = () => String(inject('stack').env.TABLE_NAME);
  const repo = () => createApiConfigRepository(stackDb(), table);
  const expiresAt = Math.floor(Date.now() / 1000) + 3_600;
  const together = async (n: number, day: string, limit: number) =>
    (await Promise.all(Array.from({ length: n }, () => repo().countCall(channelCustId, day, limit, expiresAt)))).filter(Boolean)
      .length;

  afterAll(async () => {
    const del = (Key: { pk: string; sk: string }) => stackDb().send(new DeleteCommand({ TableName: table(), Key }));
    for (const day of days)
      for (let shard = 0; shard < API_USAGE_SHARDS; shard++) await del(keys.apiUsageShard(channelCustId, shard, day));
    await del(keys.apiConfig(channelCustId));
  });

  it('admits exactly a limit smaller than the shard count (shards without a share) to concurrent calls', async () => {
    expect(await together(12, days[0]!, 3)).toBe(3);
    expect(await repo().usedOn(channelCustId, days[0]!)).toBe(3);
  });

  it('re-divides what is left of a limit changed during the day, whatever the shards counted', async () => {
    const day = days[1]!;
    // 12 calls under a large limit land unevenly on the 8 shards (random picks).
    expect(await together(12, day, 800)).toBe(12);
    const settings = { ...defaultApiConfig(channelCustId), dailyLimit: 13, version: 1 };
    await repo().saveLimit(settings, day, expiresAt);
    // The limit's own shares (2,2,2,2,2,1,1,1) would let shards that counted less admit again.
    expect(await together(12, day, 13)).toBe(1);
    expect(await repo().usedOn(channelCustId, day)).toBe(13);
    // Lowered below the day's calls: every shard is closed at its count.
    await repo().saveLimit({ ...settings, dailyLimit: 5, version: 2 }, day, expiresAt);
    expect(await together(3, day, 5)).toBe(0);
    // Raised again: exactly the difference.
    await repo().saveLimit({ ...settings, dailyLimit: 20, version: 3 }, day, expiresAt);
    expect(await together(12, day, 20)).toBe(7);
    expect(await repo().usedOn(channelCustId, day)).toBe(20);
  });
});
