/**
 * Zones, communication services and operators against the local stack: CRUD, every refusal message,
 * credentials never in clear (responses or storage), enterprises read-only, package list status 1.
 */
import { goodsInput } from '@cmp/functions/operator-config/operator-goods.test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Page, call, login } from '../support/api-client.ts';
import { stackItem } from '../support/cards.ts';

interface Commserv {
  commservId: string;
  name: string;
  type: string;
  priority: number;
  directional: boolean;
  status: number;
  qos?: { uplinkKbps: number; downlinkKbps: number };
  redirect?: string;
  whitelist: string[];
  domains: string[];
}
interface Zone {
  elementId: string;
  elementName: string;
  status: number;
  operator: string;
  commservIds: string[];
}

const run = Date.now().toString(36).toUpperCase();
const service = (over: Record<string, unknown> = {}) => ({
  name: `Int CS ${run}`,
  type: 'data',
  priority: 5,
  directional: true,
  domains: ['a.example.com', 'b.example.com'],
  whitelist: ['10.1.0.0/16'],
  ...over,
});
const stored = stackItem;

let admin: string;
let operator: string;
let acme: string;
let east: string;
beforeAll(async () => {
  [admin, operator, acme, east] = await Promise.all([login('admin'), login('operator'), login('acme'), login('acme-east')]);
});

describe('communication services', () => {
  it('adds, reads, edits, blocks and allows a service', async () => {
    const added = await call<Commserv>('/cmp/sim/commserv/add', service(), { token: admin });
    expect(added.status).toBe(201);
    const cs = added.body.data!;
    expect(cs.commservId).toMatch(/^\d{9}$/);
    expect(cs).toMatchObject({
      type: 'data',
      priority: 5,
      directional: true,
      status: 2,
      domains: ['a.example.com', 'b.example.com'],
    });
    const stored1 = await stored('PLATFORM#COMMSERV', `CS#${cs.commservId}`);
    expect(stored1).toMatchObject({ commservId: cs.commservId, status: 2 });

    const detail = await call<Commserv>('/cmp/sim/commserv/detail', { commservId: cs.commservId }, { token: acme });
    expect(detail.body.data!.name).toBe(`Int CS ${run}`);

    const edited = await call<Commserv>(
      '/cmp/sim/commserv/edit',
      {
        commservId: cs.commservId,
        ...service({
          priority: 9,
          type: 'voice',
          qos: { uplinkKbps: 64, downlinkKbps: 128 },
          redirect: 'https://r.example.com/x',
        }),
      },
      { token: operator },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({
      priority: 9,
      type: 'voice',
      qos: { uplinkKbps: 64, downlinkKbps: 128 },
      redirect: 'https://r.example.com/x',
    });

    const blocked = await call<Commserv>('/cmp/sim/commserv/block', { commservId: cs.commservId }, { token: admin });
    expect(blocked.body.data!.status).toBe(1);
    const list = await call<Page<Commserv>>('/cmp/sim/commserv/list', { status: 1, name: run, pageSize: 100 }, { token: admin });
    expect(list.body.data!.items.map((i) => i.commservId)).toContain(cs.commservId);
    const allowedList = await call<Page<Commserv>>(
      '/cmp/sim/commserv/list',
      { status: 2, name: run, pageSize: 100 },
      { token: admin },
    );
    expect(allowedList.body.data!.items.map((i) => i.commservId)).not.toContain(cs.commservId);
    const allowed = await call<Commserv>('/cmp/sim/commserv/allow', { commservId: cs.commservId }, { token: admin });
    expect(allowed.body.data!.status).toBe(2);
  });

  it('filters by type and pages with a cursor', async () => {
    const first = await call<Page<Commserv>>('/cmp/sim/commserv/list', { pageSize: 10 }, { token: admin });
    expect(first.body.data!.items.length).toBeGreaterThan(0);
    const voice = await call<Page<Commserv>>('/cmp/sim/commserv/list', { type: 'voice', pageSize: 100 }, { token: admin });
    expect(voice.body.data!.items.length).toBeGreaterThan(0);
    expect(voice.body.data!.items.every((i) => i.type === 'voice')).toBe(true);
    const seen = new Set<string>();
    let cursor: string | null = null;
    let pages = 0;
    do {
      const res: Awaited<ReturnType<typeof call<Page<Commserv>>>> = await call<Page<Commserv>>(
        '/cmp/sim/commserv/list',
        { pageSize: 10, ...(cursor ? { cursor } : {}) },
        { token: admin },
      );
      for (const i of res.body.data!.items) seen.add(i.commservId);
      cursor = res.body.data!.cursor;
      pages++;
    } while (cursor && pages < 20);
    expect(seen.has('100000001')).toBe(true);
    expect(seen.has('100000007')).toBe(true);
  });

  it('refuses bad input with messages that name the problem, in both languages', async () => {
    const badDomain = await call('/cmp/sim/commserv/add', service({ domains: ['ok.example.com', 'not a domain'] }), {
      token: admin,
    });
    expect(badDomain.status).toBe(422);
    expect(badDomain.body.errorCode).toBe(45004);
    expect(badDomain.body.msg).toContain('not a domain');
    const tooMany = await call(
      '/cmp/sim/commserv/add',
      service({ domains: Array.from({ length: 33 }, (_, i) => `d${i}.example.com`) }),
      { token: admin },
    );
    expect(tooMany.body.errorCode).toBe(45005);
    const badUrl = await call('/cmp/sim/commserv/add', service({ redirect: 'ftp://x.example.com' }), { token: admin });
    expect(badUrl.body.errorCode).toBe(45006);
    const priority = await call('/cmp/sim/commserv/add', service({ priority: 11 }), { token: admin });
    expect(priority.status).toBe(422);
    expect(priority.body.field).toBe('priority');
    const zero = await call('/cmp/sim/commserv/add', service({ priority: 0 }), { token: admin });
    expect(zero.body.field).toBe('priority');
    const type = await call('/cmp/sim/commserv/add', service({ type: 'fax' }), { token: admin });
    expect(type.body.field).toBe('type');

    const missing = await call('/cmp/sim/commserv/detail', { commservId: '999999999' }, { token: admin });
    expect(missing.status).toBe(404);
    expect(missing.body.msg).toBe('No such communication service.');
    const missingZh = await call('/cmp/sim/commserv/block', { commservId: '999999999' }, { token: admin, lang: 'zh-CN' });
    expect(missingZh.body.errorCode).toBe(45002);
    expect(missingZh.body.msg).toBe('没有该通信服务。');
  });

  it('applies a speed limit only to services with QoS configured', async () => {
    const qosList = await call<Page<Commserv>>('/cmp/sim/commserv/qos/list', { pageSize: 100 }, { token: admin });
    expect(qosList.body.data!.items.map((i) => i.commservId)).toContain('100000005');
    expect(qosList.body.data!.items.every((i) => i.qos)).toBe(true);

    const refused = await call(
      '/cmp/sim/commserv/qos/speedLimit',
      { commservIds: ['100000005', '100000001'], uplinkKbps: 256, downlinkKbps: 512 },
      { token: admin },
    );
    expect(refused.status).toBe(422);
    expect(refused.body.msg).toBe('If the communication service has no Qos configured, select again');
    // Nothing changed: the QoS service keeps its profile.
    expect((await stored('PLATFORM#COMMSERV', 'CS#100000005'))!.qos).toEqual({ uplinkKbps: 512, downlinkKbps: 1024 });

    const applied = await call<Commserv[]>(
      '/cmp/sim/commserv/qos/speedLimit',
      { commservIds: ['100000005'], uplinkKbps: 256, downlinkKbps: 512 },
      { token: admin },
    );
    expect(applied.body.data![0]!.qos).toEqual({ uplinkKbps: 256, downlinkKbps: 512 });
    const unknown = await call(
      '/cmp/sim/commserv/qos/speedLimit',
      { commservIds: ['999999998'], uplinkKbps: 1, downlinkKbps: 1 },
      { token: admin },
    );
    expect(unknown.body.msg).toBe('No such communication service.');
  });

  it('sets and clears the redirection address', async () => {
    const set = await call<Commserv[]>(
      '/cmp/sim/commserv/redirect/save',
      { commservIds: ['100000004'], redirect: 'https://sms.example.com/p' },
      { token: admin },
    );
    expect(set.body.data![0]!.redirect).toBe('https://sms.example.com/p');
    const bad = await call(
      '/cmp/sim/commserv/redirect/save',
      { commservIds: ['100000004'], redirect: 'not-a-url' },
      { token: admin },
    );
    expect(bad.body.errorCode).toBe(45006);
    const cleared = await call<Commserv[]>(
      '/cmp/sim/commserv/redirect/save',
      { commservIds: ['100000004'], redirect: '' },
      { token: admin },
    );
    expect(cleared.body.data![0]!.redirect).toBeUndefined();
    expect((await stored('PLATFORM#COMMSERV', 'CS#100000004'))!.redirect).toBeUndefined();
  });
});

describe('zones', () => {
  it('lists, saves, blocks and allows a zone; a blocked zone cannot be changed', async () => {
    const list = await call<Page<Zone>>('/cmp/sim/zone/list', {}, { token: acme });
    expect(list.body.data!.items.map((z) => z.elementName)).toEqual(
      expect.arrayContaining(['China mainland', 'Hong Kong / Macau', 'Europe']),
    );

    const created = await call<Zone>(
      '/cmp/sim/zone/save',
      { elementName: `Int zone ${run}`, operator: 'CUCC', commservIds: ['100000001', '100000003'] },
      { token: admin },
    );
    expect(created.status).toBe(201);
    const zone = created.body.data!;
    expect(zone).toMatchObject({ status: 2, operator: 'CUCC', commservIds: ['100000001', '100000003'] });
    expect(await stored('PLATFORM#ZONE', `ZONE#${zone.elementId}`)).toMatchObject({
      elementId: zone.elementId,
      status: 2,
      operator: 'CUCC',
    });

    const detail = await call<Zone & { services: Commserv[] }>(
      '/cmp/sim/zone/detail',
      { elementId: zone.elementId },
      { token: admin },
    );
    expect(detail.body.data!.services.map((s) => s.commservId).sort()).toEqual(['100000001', '100000003']);

    const twice = await call(
      '/cmp/sim/zone/save',
      { elementId: zone.elementId, elementName: 'x', operator: 'CUCC', commservIds: ['100000001', '100000001'] },
      { token: admin },
    );
    expect(twice.body.errorCode).toBe(45008);
    const unknown = await call(
      '/cmp/sim/zone/save',
      { elementId: zone.elementId, elementName: 'x', operator: 'CUCC', commservIds: ['999999997'] },
      { token: admin },
    );
    expect(unknown.body.msg).toBe('No such communication service.');

    expect((await call<Zone>('/cmp/sim/zone/block', { elementId: zone.elementId }, { token: admin })).body.data!.status).toBe(1);
    const blocked = await call(
      '/cmp/sim/zone/save',
      { elementId: zone.elementId, elementName: 'renamed', operator: 'CUCC', commservIds: [] },
      { token: admin },
    );
    expect(blocked.status).toBe(422);
    expect(blocked.body.msg).toBe('Zone status is blocked.');
    const blockedZh = await call(
      '/cmp/sim/zone/save',
      { elementId: zone.elementId, elementName: 'renamed', operator: 'CUCC' },
      { token: admin, lang: 'zh-CN' },
    );
    expect(blockedZh.body.errorCode).toBe(45001);
    const onlyBlocked = await call<Page<Zone>>('/cmp/sim/zone/list', { status: 1 }, { token: admin });
    expect(onlyBlocked.body.data!.items.map((z) => z.elementId)).toContain(zone.elementId);

    expect((await call<Zone>('/cmp/sim/zone/allow', { elementId: zone.elementId }, { token: admin })).body.data!.status).toBe(2);
    const renamed = await call<Zone>(
      '/cmp/sim/zone/save',
      { elementId: zone.elementId, elementName: 'renamed', operator: 'CUCC', commservIds: ['100000004'] },
      { token: admin },
    );
    expect(renamed.body.data).toMatchObject({ elementName: 'renamed', commservIds: ['100000004'] });
  });
});

describe('enterprises read the catalogue but cannot change it', () => {
  it('refuses every change to enterprise and secondary roles', async () => {
    for (const token of [acme, east]) {
      expect((await call('/cmp/sim/commserv/list', {}, { token })).status).toBe(200);
      expect((await call('/cmp/sim/commserv/add', service(), { token })).status).toBe(403);
      expect((await call('/cmp/sim/commserv/block', { commservId: '100000001' }, { token })).status).toBe(403);
      expect((await call('/cmp/sim/zone/block', { elementId: 'ZCN000001' }, { token })).status).toBe(403);
      expect(
        (
          await call(
            '/cmp/sim/commserv/qos/speedLimit',
            { commservIds: ['100000005'], uplinkKbps: 1, downlinkKbps: 1 },
            { token },
          )
        ).status,
      ).toBe(403);
      expect((await call('/cmp/core/operator/account/list', {}, { token })).status).toBe(403);
      expect((await call('/cmp/base/goods/operator/list', { kind: 'package' }, { token })).status).toBe(403);
    }
    expect((await stored('PLATFORM#COMMSERV', 'CS#100000001'))!.status).toBe(2);
    expect((await stored('PLATFORM#ZONE', 'ZONE#ZCN000001'))!.status).toBe(2);
  });
  it('refuses a scope in the body (unknown field)', async () => {
    const res = await call('/cmp/sim/commserv/list', { channelCustId: 'C1002' }, { token: acme });
    expect(res.status).toBe(422);
  });
});

describe('operator accounts', () => {
  const secret = `S3cret-${run}-value`;
  it('stores credentials encrypted and never returns them', async () => {
    const noSecret = await call(
      '/cmp/core/operator/account/add',
      { operator: 'CMCC', accountName: 'x', endpoint: 'https://a.example.com', appId: 'app' },
      { token: admin },
    );
    expect(noSecret.body.errorCode).toBe(45021);
    const badEndpoint = await call(
      '/cmp/core/operator/account/add',
      { operator: 'CMCC', accountName: 'x', endpoint: 'nope', appId: 'app', secret },
      { token: admin },
    );
    expect(badEndpoint.body.errorCode).toBe(45022);

    const added = await call<{ operAccountId: string; secretMask: string }>(
      '/cmp/core/operator/account/add',
      { operator: 'CUCC', accountName: `int-${run}`, endpoint: 'https://api.cucc.example.com/v1', appId: `APP-${run}`, secret },
      { token: admin },
    );
    expect(added.status).toBe(201);
    const id = added.body.data!.operAccountId;
    expect(JSON.stringify(added.body)).not.toContain(secret);
    expect(added.body.data!.secretMask).toMatch(/^\*+$/);

    const item = await stored('PLATFORM#OPERACCOUNT', `OA#${id}`);
    expect(item).toBeDefined();
    expect(JSON.stringify(item)).not.toContain(secret);
    expect(item!.secretSealed).toMatch(/^v1\./);
    const sealedBefore = item!.secretSealed;

    for (const path of ['/cmp/core/operator/account/detail', '/cmp/core/operator/account/list']) {
      const res = await call(path, path.endsWith('detail') ? { operAccountId: id } : {}, { token: operator });
      expect(res.status).toBe(200);
      expect(JSON.stringify(res.body)).not.toContain(secret);
      expect(JSON.stringify(res.body)).not.toContain('secretSealed');
    }

    // Edit with an empty secret keeps the old one; a new secret replaces it (re-encrypted).
    const editSecret = (secret: string) =>
      call(
        '/cmp/core/operator/account/edit',
        {
          operAccountId: id,
          operator: 'CUCC',
          accountName: `int-${run}-b`,
          endpoint: 'https://api.cucc.example.com/v2',
          appId: `APP-${run}`,
          secret,
        },
        { token: admin },
      );
    const kept = await editSecret('');
    expect(kept.body.data).toMatchObject({ accountName: `int-${run}-b`, endpoint: 'https://api.cucc.example.com/v2' });
    expect((await stored('PLATFORM#OPERACCOUNT', `OA#${id}`))!.secretSealed).toBe(sealedBefore);
    const secret2 = `${secret}-2`;
    const changed = await editSecret(secret2);
    expect(JSON.stringify(changed.body)).not.toContain(secret2);
    const after = await stored('PLATFORM#OPERACCOUNT', `OA#${id}`);
    expect(after!.secretSealed).not.toBe(sealedBefore);
    expect(JSON.stringify(after)).not.toContain(secret2);

    const disabled = await call<{ status: string }>(
      '/cmp/core/operator/account/status',
      { operAccountId: id, status: 'disabled' },
      { token: admin },
    );
    expect(disabled.body.data!.status).toBe('disabled');
    const onlyDisabled = await call<Page<{ operAccountId: string }>>(
      '/cmp/core/operator/account/list',
      { status: 'disabled' },
      { token: admin },
    );
    expect(onlyDisabled.body.data!.items.map((a) => a.operAccountId)).toEqual([id]);
    const missing = await call('/cmp/core/operator/account/detail', { operAccountId: 'OANOPE' }, { token: admin });
    expect(missing.body.errorCode).toBe(45020);
  });

  it('never stores a seeded credential in clear', async () => {
    const item = await stored('PLATFORM#OPERACCOUNT', 'OA#OACMCC0001');
    expect(item!.secretSealed).toMatch(/^v1\./);
    expect(JSON.stringify(item)).not.toContain('demo-secret-cmcc');
  });
});

describe('operator names and communication lists', () => {
  it('lists the three operators with their status codes in the request language', async () => {
    const en = await call<{ items: { operator: string; name: string; statusCodes: { code: string; label: string }[] }[] }>(
      '/cmp/core/operator/name/list',
      {},
      { token: admin },
    );
    expect(en.body.data!.items.map((o) => o.name)).toEqual(['China Mobile', 'China Unicom', 'China Telecom']);
    expect(en.body.data!.items[0]!.statusCodes.find((s) => s.code === 'J')!.label).toBe('Pending activation');
    const zh = await call<{ items: { name: string }[] }>('/cmp/core/operator/name/list', {}, { token: admin, lang: 'zh-CN' });
    expect(zh.body.data!.items[0]!.name).toBe('中国移动');
  });
  it('lists each operator’s services through its zones', async () => {
    const res = await call<Page<{ operator: string; elementName: string; commservId: string }>>(
      '/cmp/core/operator/comm/list',
      { operator: 'CTCC' },
      { token: admin },
    );
    const rows = res.body.data!.items;
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.operator === 'CTCC')).toBe(true);
    expect(
      rows
        .filter((r) => r.elementName === 'Europe')
        .map((r) => r.commservId)
        .sort(),
    ).toEqual(['100000001', '100000007']);
  });
});

describe('standard rate plan import (operator goods)', () => {
  it('adds, converts units, changes status and deletes goods', async () => {
    const added = await call<{ goodsId: string; volumeBytes: number }>(
      '/cmp/base/goods/operator/add',
      goodsInput({ code: `D${run}`, name: `Int data ${run}` }),
      { token: admin },
    );
    expect(added.status).toBe(201);
    expect(added.body.data!.volumeBytes).toBe(2 * 1024 ** 3);
    const dup = await call(
      '/cmp/base/goods/operator/add',
      { kind: 'data', operator: 'CTCC', code: `D${run}`, name: 'again', volume: 1, unit: 'MB', validityMonths: 1, priceFen: 1 },
      { token: admin },
    );
    expect(dup.body.errorCode).toBe(45031);
    const noVolume = await call(
      '/cmp/base/goods/operator/add',
      { kind: 'data', operator: 'CTCC', code: `E${run}`, name: 'n', validityMonths: 1, priceFen: 1 },
      { token: admin },
    );
    expect(noVolume.body.field).toBe('volume');

    const list = await call<Page<{ goodsId: string; volume: { value: number; unit: string } }>>(
      '/cmp/base/goods/operator/list',
      { kind: 'data', name: run },
      { token: admin },
    );
    expect(list.body.data!.items).toEqual([
      expect.objectContaining({ goodsId: added.body.data!.goodsId, volume: { value: 2, unit: 'GB' } }),
    ]);

    const off = await call<{ status: number }>(
      '/cmp/base/goods/operator/status',
      { kind: 'data', goodsId: added.body.data!.goodsId, status: 0 },
      { token: admin },
    );
    expect(off.body.data!.status).toBe(0);
    expect(
      (await call('/cmp/base/goods/operator/delete', { kind: 'data', goodsId: added.body.data!.goodsId }, { token: admin }))
        .status,
    ).toBe(200);
    const gone = await call(
      '/cmp/base/goods/operator/delete',
      { kind: 'data', goodsId: added.body.data!.goodsId },
      { token: admin },
    );
    expect(gone.body.errorCode).toBe(45030);
  });

  it('the package list always filters status 1', async () => {
    const asked0 = await call<Page<{ goodsId: string; status: number }>>(
      '/cmp/base/goods/operator/list',
      { kind: 'package', status: 0 },
      { token: admin },
    );
    const all = await call<Page<{ goodsId: string; status: number }>>(
      '/cmp/base/goods/operator/list',
      { kind: 'package' },
      { token: admin },
    );
    for (const res of [asked0, all]) {
      expect(res.body.data!.items.length).toBeGreaterThan(0);
      expect(res.body.data!.items.every((g) => g.status === 1)).toBe(true);
      expect(res.body.data!.items.map((g) => g.goodsId)).not.toContain('CUCC-P5G1');
    }
    const pkg = await call<{ goodsId: string }>(
      '/cmp/base/goods/operator/add',
      {
        kind: 'package',
        operator: 'CMCC',
        code: `P${run}`,
        name: `Int pkg ${run}`,
        volume: 50,
        unit: 'MB',
        validityMonths: 12,
        priceFen: 100,
      },
      { token: admin },
    );
    await call(
      '/cmp/base/goods/operator/status',
      { kind: 'package', goodsId: pkg.body.data!.goodsId, status: 0 },
      { token: admin },
    );
    const after = await call<Page<{ goodsId: string }>>(
      '/cmp/base/goods/operator/list',
      { kind: 'package', pageSize: 100 },
      { token: admin },
    );
    expect(after.body.data!.items.map((g) => g.goodsId)).not.toContain(pkg.body.data!.goodsId);
    const data0 = await call<Page<{ status: number }>>(
      '/cmp/base/goods/operator/list',
      { kind: 'data', status: 0 },
      { token: admin },
    );
    expect(data0.body.data!.items.every((g) => g.status === 0)).toBe(true);
  });
});
