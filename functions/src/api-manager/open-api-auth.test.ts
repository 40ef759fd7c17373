import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { ApiConfigRecord } from './api-config.ts';
import { memoryConfigs } from './memory-configs.ts';
import { appClientOf, claimedCallerOf, createAppKeyAuthenticator } from './open-api-auth.ts';
import { signOpenApiRequest } from './signature.ts';

const now = new Date('2026-11-23T10:00:00Z');
const path = '/api/cmp/open/card/status';

function setup(settings: Partial<ApiConfigRecord> = {}) {
  const store = memoryConfigs();
  const record: ApiConfigRecord = {
    channelCustId: 'C1001',
    appKey: 'akTEST',
    secret: 'the-secret',
    status: 'open',
    ipEnforced: false,
    dailyLimit: 3,
    ipList: [],
    version: 1,
    ...settings,
  };
  store.items.set('C1001', record);
  store.directory.set('akTEST', 'C1001');
  const verify = createAppKeyAuthenticator({ configs: store.repo, clock: () => now });
  return { store, verify };
}

function event(opts: { body?: string; ts?: number; secret?: string; appKey?: string; sourceIp?: string } = {}) {
  const body = opts.body ?? '{"iccid":"89860000000000000001"}';
  const ts = String(opts.ts ?? now.getTime());
  return {
    rawPath: path,
    body,
    isBase64Encoded: false,
    headers: {
      'x-cmp-app-key': opts.appKey ?? 'akTEST',
      'x-cmp-timestamp': ts,
      'x-cmp-signature': signOpenApiRequest(opts.secret ?? 'the-secret', ts, path, body),
    },
    requestContext: { http: { sourceIp: opts.sourceIp ?? '::ffff:127.0.0.1' } },
  } as unknown as APIGatewayProxyEventV2;
}

describe('open-API authentication', () => {
  it('accepts a signed request, counts it and hands the caller to the route', async () => {
    const { verify, store } = setup();
    const e = event();
    expect(await verify(e)).toEqual({ appKey: 'akTEST', channelCustId: 'C1001' });
    expect(appClientOf(e)).toEqual({ appKey: 'akTEST', channelCustId: 'C1001' });
    expect(store.usage.get('C1001/2026-11-23')).toBe(1);
  });

  it('refuses bad credentials with 401 and counts nothing', async () => {
    const { verify, store } = setup();
    await expect(verify(event({ secret: 'wrong' }))).rejects.toMatchObject({ key: 'OPEN_API_SIGNATURE' });
    await expect(verify(event({ appKey: 'akUNKNOWN' }))).rejects.toMatchObject({ key: 'OPEN_API_SIGNATURE' });
    await expect(verify(event({ ts: now.getTime() - 6 * 60_000 }))).rejects.toMatchObject({ key: 'OPEN_API_TIMESTAMP' });
    const tampered = event();
    tampered.body = '{"iccid":"89860000000000000002"}';
    await expect(verify(tampered)).rejects.toMatchObject({ key: 'OPEN_API_SIGNATURE' });
    const bare = event();
    bare.headers = {};
    await expect(verify(bare)).rejects.toMatchObject({ key: 'OPEN_API_SIGNATURE' });
    expect(() => appClientOf(bare)).toThrow();
    expect(store.usage.size).toBe(0);
  });

  it('refuses when the API is stopped or the source IP is not listed', async () => {
    await expect(setup({ status: 'stopped' }).verify(event())).rejects.toMatchObject({ key: 'OPEN_API_STOPPED' });
    const listed = setup({ ipEnforced: true, ipList: [{ ip: '10.0.0.0/8', remark: '', createdAt: '', createdBy: '' }] });
    await expect(listed.verify(event())).rejects.toMatchObject({ key: 'OPEN_API_IP' });
    expect(await listed.verify(event({ sourceIp: '10.9.8.7' }))).toMatchObject({ channelCustId: 'C1001' });
  });

  it('refuses the call over the daily limit with 429', async () => {
    const { verify, store } = setup({ dailyLimit: 2 });
    await verify(event());
    await verify(event());
    await expect(verify(event())).rejects.toMatchObject({ key: 'OPEN_API_LIMIT' });
    expect(store.usage.get('C1001/2026-11-23')).toBe(2);
  });
});

describe('the caller a request claimed (API log)', () => {
  it('names the enterprise of a known key even when the call is refused', async () => {
    const { verify } = setup();
    const wrong = event({ secret: 'wrong' });
    await expect(verify(wrong)).rejects.toMatchObject({ key: 'OPEN_API_SIGNATURE' });
    expect(claimedCallerOf(wrong)).toEqual({ appKey: 'akTEST', channelCustId: 'C1001' });
    const stale = event({ ts: now.getTime() - 6 * 60_000 });
    await expect(verify(stale)).rejects.toMatchObject({ key: 'OPEN_API_TIMESTAMP' });
    expect(claimedCallerOf(stale)).toEqual({ appKey: 'akTEST', channelCustId: 'C1001' });
  });

  it('names nobody for an unknown or malformed key', async () => {
    const { verify } = setup();
    const unknown = event({ appKey: 'akUNKNOWN' });
    await expect(verify(unknown)).rejects.toMatchObject({ key: 'OPEN_API_SIGNATURE' });
    expect(claimedCallerOf(unknown)).toEqual({ appKey: 'akUNKNOWN', channelCustId: null });
    const malformed = event({ appKey: 'not a key!' });
    await expect(verify(malformed)).rejects.toMatchObject({ key: 'OPEN_API_SIGNATURE' });
    expect(claimedCallerOf(malformed)).toEqual({ appKey: '', channelCustId: null });
  });
});
