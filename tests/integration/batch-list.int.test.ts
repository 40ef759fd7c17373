import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useStackEnv } from '../support/api-client.ts';
import { cardsOf, waitForBatch } from '../support/cards.ts';

interface BatchItem {
  batchId: string;
  channelCustId: string;
  custId: string | null;
  status: string;
  progress: number;
  total: number;
  succeeded: number;
  failed: number;
  createdAt: string;
}
interface Page<T> {
  items: T[];
  cursor: string | null;
}
interface Result {
  iccid: string;
  status: 'succeeded' | 'failed';
  reason?: string;
}

const list = (token: string, body: Record<string, unknown> = {}) => call<Page<BatchItem>>('/cmp/sim/batch/list', body, { token });

async function startBatch(token: string, iccids: string[], targetState: number) {
  const res = await call<{ batchId: string }>('/cmp/sim/batch/changeState', { iccids, targetState }, { token });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return res.body.data!.batchId;
}

describe('batch list', () => {
  const t: Record<string, string> = {};
  let succeeded: string;
  let failed: string;
  let east: string;
  let globexBatch: string;

  beforeAll(async () => {
    for (const name of ['acme', 'globex', 'acme-east', 'admin']) t[name] = await login(name);
    const active = (await cardsOf('CUST#C1001', 64)).filter((c) => c.operator === 'CMCC' && !c.custId);
    succeeded = await startBatch(
      t.acme!,
      active.slice(0, 2).map((c) => c.iccid),
      65,
    );
    await waitForBatch(t.acme!, succeeded);
    const stock = await cardsOf('CUST#C1001', 63);
    const mixed = [stock.find((c) => c.operator === 'CMCC')!, stock.find((c) => c.operator !== 'CMCC')!];
    failed = await startBatch(
      t.acme!,
      mixed.map((c) => c.iccid),
      64,
    );
    await waitForBatch(t.acme!, failed);
    const eastCards = (await cardsOf('CUST#C1001#SUB#S2001', 64)).slice(0, 1);
    expect(eastCards).toHaveLength(1);
    east = await startBatch(
      t['acme-east']!,
      eastCards.map((c) => c.iccid),
      65,
    );
    await waitForBatch(t['acme-east']!, east);
    // Activated → stock is not a permitted transition: the batch fails fast and changes nothing.
    const globexActive = (await cardsOf('CUST#C1002', 64)).slice(0, 1);
    expect(globexActive).toHaveLength(1);
    globexBatch = await startBatch(
      t.globex!,
      globexActive.map((c) => c.iccid),
      63,
    );
    await waitForBatch(t.globex!, globexBatch);
  });

  it('lists the enterprise batches newest first with their final status', async () => {
    const res = await list(t.acme!, { pageSize: 10 });
    expect(res.status).toBe(200);
    const items = res.body.data!.items;
    const ids = items.map((b) => b.batchId);
    expect(ids.slice(0, 3)).toEqual([east, failed, succeeded]);
    const created = items.map((b) => b.createdAt);
    expect([...created].sort().reverse()).toEqual(created);
    expect(items.find((b) => b.batchId === succeeded)).toMatchObject({ status: 'succeeded', succeeded: 2, progress: 100 });
    expect(items.find((b) => b.batchId === failed)).toMatchObject({ status: 'failed', failed: 2 });
  });

  it('filters by status', async () => {
    const onlyFailed = (await list(t.acme!, { status: 'failed', pageSize: 50 })).body.data!.items;
    expect(onlyFailed.map((b) => b.batchId)).toContain(failed);
    expect(onlyFailed.map((b) => b.batchId)).not.toContain(succeeded);
    expect(onlyFailed.every((b) => b.status === 'failed')).toBe(true);
    const onlySucceeded = (await list(t.acme!, { status: 'succeeded', pageSize: 50 })).body.data!.items;
    expect(onlySucceeded.map((b) => b.batchId)).toContain(succeeded);
    expect(onlySucceeded.every((b) => b.status === 'succeeded')).toBe(true);
  });

  it('pages with a cursor without repeating a batch', async () => {
    const first = (await list(t.acme!, { pageSize: 10 })).body.data!;
    const all = [...first.items];
    let cursor = first.cursor;
    while (cursor) {
      const next = (await list(t.acme!, { pageSize: 10, cursor })).body.data!;
      all.push(...next.items);
      cursor = next.cursor;
    }
    expect(new Set(all.map((b) => b.batchId)).size).toBe(all.length);
    expect(all.map((b) => b.batchId)).toEqual(expect.arrayContaining([succeeded, failed, east]));
  });

  it('keeps tenants apart: globex sees none of acme, a secondary customer only its own', async () => {
    const globex = (await list(t.globex!, { pageSize: 100 })).body.data!.items;
    expect(globex.every((b) => b.channelCustId === 'C1002')).toBe(true);
    expect(globex.map((b) => b.batchId)).toContain(globexBatch);
    expect(globex.map((b) => b.batchId)).not.toContain(succeeded);
    const eastList = (await list(t['acme-east']!, { pageSize: 100 })).body.data!.items;
    expect(eastList.map((b) => b.batchId)).toContain(east);
    expect(eastList.every((b) => b.custId === 'S2001')).toBe(true);
    expect(eastList.map((b) => b.batchId)).not.toContain(succeeded);
    expect((await list(t.globex!, { channelCustId: 'C1001' })).status).toBe(403);
  });

  it('shows platform roles every tenant, or the enterprise they name', async () => {
    const all = (await list(t.admin!, { pageSize: 100 })).body.data!.items;
    expect(all.map((b) => b.batchId)).toEqual(expect.arrayContaining([succeeded, failed, east, globexBatch]));
    const one = (await list(t.admin!, { channelCustId: 'C1002', pageSize: 100 })).body.data!.items;
    expect(one.map((b) => b.batchId)).toContain(globexBatch);
    expect(one.every((b) => b.channelCustId === 'C1002')).toBe(true);
  });
});

describe('batch results', () => {
  let acme: string;
  const batchId = `paging-${Date.now()}`;
  const chunk0: Result[] = Array.from({ length: 100 }, (_, i) => ({
    iccid: `8986000000000000${String(i).padStart(4, '0')}`,
    status: i % 5 < 3 ? 'succeeded' : 'failed',
    ...(i % 5 < 3 ? {} : { reason: 'The card changed state meanwhile; not applied' }),
  }));
  const chunk1: Result[] = Array.from({ length: 30 }, (_, i) => ({
    iccid: `8986000000000001${String(i).padStart(4, '0')}`,
    status: 'succeeded',
  }));

  beforeAll(async () => {
    acme = await login('acme');
    useStackEnv();
    const { createBatchRepository } = await import('@cmp/functions/batch/batch.repository');
    const repo = createBatchRepository();
    const batch = {
      batchId,
      channelCustId: 'C1001',
      custId: null,
      type: 'changeState' as const,
      targetState: 65,
      total: 130,
      succeeded: 0,
      failed: 0,
      chunks: 2,
      chunksDone: 0,
      status: 'processing' as const,
      lang: 'en-US' as const,
      createdBy: 'test',
      createdAt: new Date().toISOString(),
    };
    await repo.create(
      batch,
      [...chunk0, ...chunk1].map((r) => r.iccid),
    );
    await repo.completeChunk('C1001', batchId, 0, chunk0, new Map(), batch.createdAt);
    await repo.completeChunk('C1001', batchId, 1, chunk1, new Map(), batch.createdAt);
    await repo.finish(batch, { status: 'succeeded', succeeded: 90, failed: 40, chunksDone: 2 });
  });

  const results = (body: Record<string, unknown>, token = acme) =>
    call<Page<Result>>('/cmp/sim/batch/results', { batchId, ...body }, { token });

  it('stores the ICCID list so that a chunk reads only its own slice (ranged GET), legacy JSON lists too', async () => {
    const { createBatchRepository } = await import('@cmp/functions/batch/batch.repository');
    const repo = createBatchRepository();
    const all = [...chunk0, ...chunk1].map((r) => r.iccid);
    expect(await repo.iccids(batchId)).toEqual(all);
    expect(await repo.iccidSlice(batchId, 100, 130)).toEqual(all.slice(100, 130));
    expect(await repo.iccidSlice(batchId, 0, 100)).toEqual(all.slice(0, 100));
    expect(await repo.iccidSlice(batchId, 130, 130)).toEqual([]);
    // A batch started before the fixed-width list kept a JSON array: still read, and sliced.
    const { objectStore } = await import('@cmp/functions/shared/aws/s3');
    const legacy = `legacy-${Date.now()}`;
    await objectStore.put(process.env.IMPORTS_BUCKET!, `batches/${legacy}.json`, JSON.stringify(all), 'application/json');
    expect(await repo.iccidSlice(legacy, 100, 130)).toEqual(all.slice(100, 130));
    expect(await repo.iccids(legacy)).toEqual(all);
  });

  it('pages the per-card results by chunk', async () => {
    const first = await results({});
    expect(first.status).toBe(200);
    expect(first.body.data!.items).toHaveLength(100);
    expect(first.body.data!.cursor).not.toBeNull();
    const second = await results({ cursor: first.body.data!.cursor });
    expect(second.body.data!.items.map((r) => r.iccid)).toEqual(chunk1.map((r) => r.iccid));
    expect(second.body.data!.cursor).toBeNull();
  });

  it('filters succeeded or failed cards, failures with their reason', async () => {
    const failedOnly = (await results({ status: 'failed' })).body.data!;
    expect(failedOnly.items).toHaveLength(40);
    expect(failedOnly.items.every((r) => r.status === 'failed' && r.reason)).toBe(true);
    const ok = await results({ status: 'succeeded' });
    expect(ok.body.data!.items).toHaveLength(60);
    const rest = await results({ status: 'succeeded', cursor: ok.body.data!.cursor });
    expect(rest.body.data!.items).toHaveLength(30);
  });

  it('finished batch shows in the list with its final counters', async () => {
    const items = (await list(acme, { pageSize: 10 })).body.data!.items;
    expect(items.find((b) => b.batchId === batchId)).toMatchObject({ status: 'succeeded', succeeded: 90, failed: 40 });
  });

  it('is not found for another enterprise or another secondary customer', async () => {
    expect((await results({}, await login('globex'))).status).toBe(404);
    expect((await results({}, await login('acme-east'))).status).toBe(404);
  });
});
