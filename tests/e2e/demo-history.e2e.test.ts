/**
 * The demo history of a fresh `npm start` (infra/src/local/seed/history.ts): every list the
 * history fills has records, and each detail screen's record exists, read through the API as the
 * roles that see them — Acme's administrator, the platform administrator, Globex and Acme East.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { api, apiToken } from '../support/e2e-api.ts';

const token = apiToken;

type Page<T> = { items: T[]; cursor: string | null };
const items = async <T = Record<string, unknown>>(path: string, body: object, t: string) =>
  (await api<Page<T>>(path, { pageSize: 100, ...body }, t)).items;

describe('demo history on a fresh start', () => {
  const t: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of ['acme', 'admin', 'globex', 'acme-east']) t[name] = await token(name);
  });

  it('has finished, failed and partly failed batches of every type, with per-card results', async () => {
    type Batch = { batchId: string; type: string; status: string; total: number; succeeded: number; failed: number };
    // Oldest first: the history's batches come before any a test (sharing this stack) started.
    const batches = (await items<Batch>('/cmp/sim/batch/list', {}, t.acme!)).reverse();
    expect(batches.slice(0, 5).map((b) => [b.type, b.status])).toEqual([
      ['changeState', 'succeeded'],
      ['changeState', 'failed'],
      ['allocate', 'succeeded'],
      ['recover', 'succeeded'],
      ['standardSim', 'succeeded'],
    ]);
    const failed = batches.find((b) => b.status === 'failed')!;
    expect(failed).toMatchObject({ type: 'changeState', failed: 2, succeeded: 0 });
    const partly = batches.find((b) => b.type === 'standardSim')!;
    expect(partly).toMatchObject({ status: 'succeeded', total: 4, succeeded: 3, failed: 1 });
    const refused = await items<{ iccid: string; status: string; reason?: string }>(
      '/cmp/sim/batch/results',
      { batchId: partly.batchId, status: 'failed' },
      t.acme!,
    );
    expect(refused).toHaveLength(1);
    expect(refused[0]!.reason).toBeTruthy();
    expect(batches.find((b) => b.type === 'allocate')).toMatchObject({ total: 5, succeeded: 4, failed: 1 });
    expect((await items('/cmp/sim/batch/list', {}, t.globex!)).length).toBeGreaterThan(0);
    // A secondary customer lists the batches it started itself.
    const east = await items<Batch>('/cmp/sim/batch/list', {}, t['acme-east']!);
    expect(east.at(-1)).toMatchObject({ type: 'changeState', status: 'succeeded', total: 2, succeeded: 2 });
  });

  it('has a card import with bad rows and a dual-SIM import', async () => {
    type Import = { importId: string; kind: string; status: string; total: number; succeeded: number; failed: number };
    const imports = (await items<Import>('/cmp/sim/cardImport/list', { channelCustId: 'C1001' }, t.admin!)).reverse();
    const cards = imports.find((i) => i.kind === 'cards')!;
    expect(cards).toMatchObject({ status: 'succeeded', total: 7, succeeded: 4, failed: 3 });
    const bad = await items(
      '/cmp/sim/cardImport/results',
      { batchId: cards.importId, channelCustId: 'C1001', status: 'failed' },
      t.admin!,
    );
    expect(bad).toHaveLength(3);
    const dsim = (await items<Import>('/cmp/sim/cardImport/list', {}, t.acme!)).reverse().find((i) => i.kind === 'dsim')!;
    expect(dsim).toMatchObject({ status: 'succeeded', total: 3, succeeded: 2, failed: 1 });
    expect(await api('/cmp/sim/cardImport/detail', { batchId: dsim.importId }, t.acme!)).toMatchObject({ kind: 'dsim' });
  });

  it('has data pools with members, a block history and pool changes with a fail log', async () => {
    const pools = await items<{ poolId: string; name: string }>('/cmp/sim/pool/list', {}, t.acme!);
    expect(pools.map((p) => p.name)).toEqual(expect.arrayContaining(['Backup routers', 'Smart meters East China']));
    const meters = pools.find((p) => p.name === 'Smart meters East China')!;
    expect(await api('/cmp/sim/pool/detail', { poolId: meters.poolId }, t.acme!)).toMatchObject({ status: 'normal' });
    expect(await items('/cmp/sim/pool/cards', { poolId: meters.poolId }, t.acme!)).toHaveLength(4);
    const history = await items<{ action: string }>('/cmp/sim/pool/blockHistory', { poolId: meters.poolId }, t.acme!);
    expect(history.map((h) => h.action).sort()).toEqual(['block', 'unblock']);
    const changes = (
      await items<{ batchId: string; poolName: string; failed: number }>('/cmp/sim/pool/change/list', {}, t.acme!)
    ).filter((c) => ['Backup routers', 'Smart meters East China'].includes(c.poolName));
    expect(changes).toHaveLength(2);
    const withFailure = changes.find((c) => c.failed === 1)!;
    expect(await items('/cmp/sim/pool/change/failLog', { batchId: withFailure.batchId }, t.acme!)).toHaveLength(1);
    const globex = await items<{ name: string }>('/cmp/sim/pool/list', { channelCustId: 'C1002' }, t.admin!);
    expect(globex.map((p) => p.name)).toContain('Fleet trackers');
  });

  it('has labels with cards', async () => {
    const labels = await items<{ labelId: string; name: string }>('/cmp/sim/label/list', {}, t.acme!);
    const meters = labels.find((l) => l.name === 'Shanghai meters')!;
    expect(await items('/cmp/sim/label/cards', { labelId: meters.labelId }, t.acme!)).toHaveLength(5);
    expect(labels.map((l) => l.name)).toContain('Field trial');
    expect((await items('/cmp/sim/label/list', {}, t.globex!)).length).toBeGreaterThan(0);
  });

  it('has SMS in each state, for the enterprise and its secondary customer', async () => {
    for (const state of ['sent', 'failed', 'submitted'])
      expect((await items('/cmp/sim/sms/list', { state }, t.acme!)).length, state).toBeGreaterThan(0);
    expect((await items('/cmp/sim/sms/list', {}, t['acme-east']!)).length).toBeGreaterThan(0);
    expect((await items('/cmp/sim/sms/list', {}, t.globex!)).length).toBeGreaterThan(0);
  });

  it('has dual-SIM pairs and VIP numbers', async () => {
    const pairs = await items<{ sn: string }>('/cmp/sim/dsim/list', {}, t.acme!);
    expect(pairs.map((p) => p.sn)).toEqual(
      expect.arrayContaining(['GATEWAY-0001', 'GATEWAY-0002', 'TRACKER-0001', 'TRACKER-0002']),
    );
    expect((await items('/cmp/sim/dsim/list', {}, t.globex!)).length).toBeGreaterThan(0);
    const vip = await items<{ numbers: string[] }>('/cmp/sim/vipcall/list', {}, t.acme!);
    expect(vip.flatMap((v) => v.numbers)).toEqual(expect.arrayContaining(['13800138000', '021-62345678', '400-820-8820']));
    expect((await items('/cmp/sim/vipcall/list', {}, t.globex!)).length).toBeGreaterThan(0);
  });

  it('has finished download tasks: a card export and catalogue exports', async () => {
    type Task = { taskId: string; kind: string; format: string; status: string };
    const acme = (await items<Task>('/cmp/sim/downloadTask/list', {}, t.acme!)).reverse();
    expect(acme.slice(0, 2).map((d) => [d.kind, d.format, d.status])).toEqual([
      ['cards', 'csv', 'succeeded'],
      ['retailPlans', 'xlsx', 'succeeded'],
    ]);
    const admin = (await items<Task>('/cmp/sim/downloadTask/list', {}, t.admin!)).reverse();
    expect([admin[0]!.kind, admin[0]!.status]).toEqual(['basicPlans', 'succeeded']);
    expect(await api('/cmp/sim/downloadTask/url', { taskId: acme[0]!.taskId }, t.acme!)).toBeTruthy();
  });

  it('has a frozen-and-thawed account and edited retail plans', async () => {
    const freezes = await items<{ action: string }>('/cmp/core/account/freeze/list', { loginName: 'acme-west' }, t.acme!);
    expect(freezes.map((f) => f.action)).toEqual(['thaw', 'freeze']);
    expect((await items('/cmp/base/goods/retail/changeRecord', { retailId: 'R001' }, t.acme!)).length).toBeGreaterThanOrEqual(2);
    expect((await items('/cmp/base/goods/retail/changeRecord', { retailId: 'R002' }, t.globex!)).length).toBeGreaterThanOrEqual(
      2,
    );
  });

  it('lists test cards and card types', async () => {
    expect((await items('/cmp/sim/testCard/list', {}, t.acme!)).length).toBeGreaterThan(0);
    expect((await items('/cmp/sim/cardType/list', {}, t.admin!)).length).toBeGreaterThan(0);
  });
});
