import { describe, expect, it } from 'vitest';
import type { AuditEntry, AuditRepository } from '../audit/audit.repository.ts';
import type { Principal, RoleType } from '../shared/auth/principal.ts';
import { createApiManagerService } from './api-manager.service.ts';
import { memoryConfigs } from './memory-configs.ts';

const who = (roleType: RoleType, channelCustId: string | null) =>
  ({
    loginName: `u${roleType}`,
    roleType,
    channelCustId,
    custId: null,
    permissions: new Set(['1000001']),
  }) as unknown as Principal;
const acme = who(3000, 'C1001');
const admin = who(1000, null);
const client = { sourceIp: '127.0.0.1', userAgent: 'test' };
const now = new Date('2026-11-23T10:00:00Z');

function setup() {
  const store = memoryConfigs();
  const audits: AuditEntry[] = [];
  const audit = { record: async (e: AuditEntry) => void audits.push(e) } as unknown as AuditRepository;
  let n = 0;
  const service = createApiManagerService({
    configs: store.repo,
    audit,
    clock: () => now,
    credentials: () => {
      n += 1;
      return { appKey: `ak${n}`, secret: `secret-number-${n}abcd` };
    },
  });
  return { service, store, audits };
}

const rejects = (p: Promise<unknown>, key: string, field?: string) =>
  expect(p).rejects.toMatchObject(field ? { key, field } : { key });

describe('app key', () => {
  it('starts without a key, creates one and shows the secret once', async () => {
    const { service, store, audits } = setup();
    expect(await service.appKey(acme, {})).toBeNull();
    const created = await service.resetAppKey(acme, {}, client);
    expect(created).toEqual({ appKey: 'ak1', secret: 'secret-number-1abcd', secretHint: 'abcd', createdAt: now.toISOString() });
    expect(await service.appKey(acme, {})).toEqual({ appKey: 'ak1', secretHint: 'abcd', createdAt: now.toISOString() });
    expect(JSON.stringify(await service.appKey(acme, {}))).not.toContain('secret-number');
    expect(store.directory.get('ak1')).toBe('C1001');
    expect(audits.map((a) => [a.action, a.loginName, a.channelCustId])).toEqual([['apiKeyReset', 'u3000', 'C1001']]);
  });

  it('rotates: the old key leaves the directory', async () => {
    const { service, store } = setup();
    await service.resetAppKey(acme, {}, client);
    await service.resetAppKey(acme, {}, client);
    expect([...store.directory.entries()]).toEqual([['ak2', 'C1001']]);
    expect((await service.appKey(acme, {}))?.appKey).toBe('ak2');
  });
});

describe('tenant of a request', () => {
  it('makes platform roles name an existing enterprise', async () => {
    const { service } = setup();
    await rejects(service.config(admin, {}), 'VALIDATION', 'channelCustId');
    await rejects(service.config(admin, { channelCustId: 'C9999' }), 'API_CUSTOMER_UNKNOWN');
    expect((await service.config(admin, { channelCustId: 'C1002' })).channelCustId).toBe('C1002');
  });

  it('refuses a channel role naming another enterprise', async () => {
    const { service, store } = setup();
    await rejects(service.resetAppKey(acme, { channelCustId: 'C1002' }, client), 'FORBIDDEN');
    await rejects(service.saveIp(acme, { channelCustId: 'C1002', ip: '10.0.0.1' }, client), 'FORBIDDEN');
    expect(store.items.size).toBe(0);
  });
});

describe('IP allow-list', () => {
  it('stores canonical entries, refuses bad and duplicate ones and audits changes', async () => {
    const { service, audits } = setup();
    expect(await service.saveIp(acme, { ip: '203.0.113.9/24', remark: ' office ' }, client)).toMatchObject({
      ip: '203.0.113.0/24',
      remark: 'office',
    });
    await rejects(service.saveIp(acme, { ip: '203.0.113.0/24' }, client), 'API_IP_DUPLICATE', 'ip');
    await rejects(service.saveIp(acme, { ip: '203.0.113.77/24' }, client), 'API_IP_DUPLICATE', 'ip');
    await rejects(service.saveIp(acme, { ip: '300.1.1.1' }, client), 'API_IP_FORMAT', 'ip');
    await rejects(service.saveIp(acme, { ip: '10.0.0.0/40' }, client), 'API_IP_FORMAT', 'ip');
    expect((await service.ipList(acme, {})).items.map((e) => e.ip)).toEqual(['203.0.113.0/24']);
    expect(audits.map((a) => a.action)).toEqual(['apiIpChange']);
  });

  it('holds at most 50 entries', async () => {
    const { service } = setup();
    for (let i = 0; i < 50; i++) await service.saveIp(acme, { ip: `10.0.0.${i}` }, client);
    await rejects(service.saveIp(acme, { ip: '10.0.1.1' }, client), 'API_IP_LIST_FULL', 'ip');
    expect((await service.ipList(acme, {})).items).toHaveLength(50);
  });

  it('switches enforcement only with a non-empty list and keeps the last entry while on', async () => {
    const { service } = setup();
    await rejects(service.openIpList(acme, {}, client), 'API_IP_LIST_EMPTY');
    await service.saveIp(acme, { ip: '10.0.0.1' }, client);
    expect((await service.openIpList(acme, {}, client)).ipEnforced).toBe(true);
    await rejects(service.deleteIp(acme, { ip: '10.0.0.1' }, client), 'API_IP_LIST_EMPTY', 'ip');
    expect((await service.stopIpList(acme, {}, client)).ipEnforced).toBe(false);
    expect(await service.deleteIp(acme, { ip: '10.0.0.1' }, client)).toBeNull();
    await rejects(service.deleteIp(acme, { ip: '10.0.0.1' }, client), 'NOT_FOUND', 'ip');
  });
});

describe('switch and limit', () => {
  it('opens and stops the API and saves the daily limit within range', async () => {
    const { service, audits } = setup();
    expect(await service.config(acme, {})).toMatchObject({ status: 'open', ipEnforced: false, dailyLimit: 10_000, usedToday: 0 });
    expect((await service.setStatus(acme, { status: 'stopped' }, client)).status).toBe('stopped');
    expect(await service.saveLimit(acme, { dailyLimit: 500 }, client)).toEqual({
      dailyLimit: 500,
      usedToday: 0,
      day: '2026-11-23',
    });
    await rejects(service.saveLimit(acme, { dailyLimit: 0 }, client), 'API_LIMIT_RANGE', 'dailyLimit');
    await rejects(service.saveLimit(acme, { dailyLimit: 1_000_001 }, client), 'API_LIMIT_RANGE', 'dailyLimit');
    expect((await service.limit(acme, {})).dailyLimit).toBe(500);
    expect(audits.map((a) => a.action)).toEqual(['apiSwitch', 'apiLimitChange']);
  });
});
