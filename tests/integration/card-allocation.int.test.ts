/**
 * Allocation of cards to secondary customers and data recovery, through the batch-operation state
 * machine on the local stack: per-card outcomes, counters of every scope equal to a count of the
 * index, what the secondary customer then lists, a retried chunk, and the spec §5 recovery rules.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { crashingAfter, retryChunkAfterCrash, startedJob } from '../../functions/src/shared/jobs/job.test-support.ts';
import { call, login } from '../support/api-client.ts';
import { batchAreaOnStack } from '../support/batches.ts';
import { cardStats, indexedCards, stackItem, storedCard, waitForBatch } from '../support/cards.ts';

interface Stored {
  iccid: string;
  state: number;
  operator: string;
  custId: string | null;
  channelCustId: string;
  imei?: string;
  remark?: string;
}
const indexed = (owner: string) => indexedCards<Stored>(owner);
const getCard = (channelCustId: string, iccid: string) => storedCard<Stored>(channelCustId, iccid);

/** The counters of a scope agree with a count of its index: total, per state, per operator. */
async function expectCountersTrue(scope: string) {
  const cards = await indexed(scope);
  const s = await cardStats(scope);
  const count = (pred: (c: Stored) => boolean) => cards.filter(pred).length;
  expect(Number(s.total ?? 0), `${scope} total`).toBe(cards.length);
  for (let state = 60; state <= 68; state++)
    expect(Number(s[`s${state}`] ?? 0), `${scope} s${state}`).toBe(count((c) => Number(c.state) === state));
  for (const op of ['CMCC', 'CUCC', 'CTCC'])
    expect(Number(s[`op${op}`] ?? 0), `${scope} op${op}`).toBe(count((c) => c.operator === op));
}

const SCOPES = ['CUST#C1001', 'CUST#C1001#SUB#S2001', 'CUST#C1001#SUB#S2002'];

describe('allocation of cards to a secondary customer', () => {
  let acme: string;
  beforeAll(async () => {
    acme = await login('acme');
  });

  it('starts with counters that match the index', async () => {
    for (const scope of SCOPES) await expectCountersTrue(scope);
  });

  it('allocates own cards, re-allocates from a sibling, and fails foreign, unknown and already-allocated cards with a reason', async () => {
    const all = await indexed('CUST#C1001');
    const free = all.filter((c) => !c.custId && c.state !== 60 && c.state !== 67).slice(0, 3);
    const fromEast = all.filter((c) => c.custId === 'S2001' && c.state !== 60 && c.state !== 67).slice(0, 2);
    const alreadyWest = all.filter((c) => c.custId === 'S2002').slice(0, 1);
    const foreign = (await indexed('CUST#C1002')).slice(0, 1);
    const unknown = '89860999999999999999';
    expect([free.length, fromEast.length, alreadyWest.length, foreign.length]).toEqual([3, 2, 1, 1]);
    const platformBefore = await cardStats('PLATFORM');
    const enterpriseBefore = await cardStats('CUST#C1001');

    const iccids = [...free, ...fromEast, ...alreadyWest, ...foreign].map((c) => c.iccid).concat(unknown);
    const res = await call<{ batchId: string }>('/cmp/sim/batch/allocate', { iccids, custId: 'S2002' }, { token: acme });
    expect(res.status).toBe(202);
    const batch = await waitForBatch(acme, res.body.data!.batchId);
    expect(batch).toMatchObject({ status: 'succeeded', total: 8, succeeded: 5, failed: 3 });
    const reasons = Object.fromEntries(batch.results.map((r) => [r.iccid, r.reason ?? r.status]));
    expect(reasons[alreadyWest[0]!.iccid]).toBe('The card is already allocated to this secondary customer');
    expect(reasons[foreign[0]!.iccid]).toBe('Card not found or not yours');
    expect(reasons[unknown]).toBe('Card not found or not yours');
    for (const c of [...free, ...fromEast]) expect(reasons[c.iccid]).toBe('succeeded');
    const fromOf = Object.fromEntries(
      (batch.results as { iccid: string; fromCustId?: string | null }[]).map((r) => [r.iccid, r.fromCustId]),
    );
    expect(fromOf[fromEast[0]!.iccid]).toBe('S2001');
    expect(fromOf[free[0]!.iccid]).toBeNull();

    // The foreign card was not touched, and stays its enterprise's.
    expect((await getCard('C1002', foreign[0]!.iccid)).custId).toBe(foreign[0]!.custId);
    // Every scope's counters still equal a count of its index; the platform and enterprise did not move.
    for (const scope of SCOPES) await expectCountersTrue(scope);
    expect(await cardStats('PLATFORM')).toEqual(platformBefore);
    expect(await cardStats('CUST#C1001')).toEqual(enterpriseBefore);
    // The directory follows the owner (usage roll-ups read it).
    expect((await stackItem(`ICCID#${free[0]!.iccid}`, 'CARD'))?.custId).toBe('S2002');
  });

  it('lets the secondary customer list exactly its cards', async () => {
    const west = await login('acme-west');
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof call<{ items: Stored[]; cursor: string | null }>>> = await call(
        '/cmp/sim/card/list',
        { pageSize: 100, ...(cursor ? { cursor } : {}) },
        { token: west },
      );
      expect(page.status).toBe(200);
      seen.push(...page.body.data!.items.map((c) => c.iccid));
      cursor = page.body.data!.cursor;
    } while (cursor);
    const truth = (await indexed('CUST#C1001')).filter((c) => c.custId === 'S2002').map((c) => c.iccid);
    expect(seen.sort()).toEqual(truth.sort());
    // And the sibling no longer sees what moved away from it.
    const east = await login('acme-east');
    const eastCards = (await indexed('CUST#C1001#SUB#S2001')).map((c) => c.iccid);
    for (const c of eastCards) expect((await getCard('C1001', c)).custId).toBe('S2001');
    const res = await call<{ items: Stored[] }>('/cmp/sim/card/list', { pageSize: 100 }, { token: east });
    expect(res.body.data!.items.every((c) => c.custId === 'S2001')).toBe(true);
  });

  it('refuses a secondary customer of another enterprise, secondary customers and staff', async () => {
    const [iccid] = (await indexed('CUST#C1001')).map((c) => c.iccid);
    const other = await call('/cmp/sim/batch/allocate', { iccids: [iccid], custId: 'S2003' }, { token: acme });
    expect(other.status).toBe(404);
    expect(other.body.errorCode).toBe(47002);
    for (const who of ['acme-east', 'acme-staff']) {
      const res = await call('/cmp/sim/batch/allocate', { iccids: [iccid], custId: 'S2002' }, { token: await login(who) });
      expect(res.status).toBe(403);
    }
    const admin = await login('admin');
    const unnamed = await call('/cmp/sim/batch/allocate', { iccids: [iccid], custId: 'S2002' }, { token: admin });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.field).toBe('channelCustId');
  });

  it('refuses more than 10,000 cards, asking for a search filter', async () => {
    const iccids = Array.from({ length: 10_001 }, (_, i) => `8986${String(i).padStart(16, '0')}`);
    const res = await call('/cmp/sim/batch/allocate', { iccids, custId: 'S2002' }, { token: acme });
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe(47001);
    expect(res.body.msg).toBe('Too many cards for allocation (at most 10000): please narrow them with a search filter');
  });

  it('shows the allocation in the batch list under its type, with the target', async () => {
    const res = await call<{ items: { type: string; targetCustId?: string; targetCustName?: string }[] }>(
      '/cmp/sim/batch/list',
      { type: 'allocate' },
      { token: acme },
    );
    expect(res.body.data!.items.length).toBeGreaterThan(0);
    expect(res.body.data!.items.every((b) => b.type === 'allocate')).toBe(true);
    expect(res.body.data!.items[0]).toMatchObject({ targetCustId: 'S2002', targetCustName: 'Acme West' });
  });
});

describe('taking cards back to the enterprise', () => {
  it('removes them from the secondary customer, keeps the counters true, and then allows their data recovery', async () => {
    const acme = await login('acme');
    const west = (await indexed('CUST#C1001#SUB#S2002')).filter((c) => [61, 62, 63, 65, 66].includes(Number(c.state)));
    const back = west.slice(0, 2);
    const free = (await indexed('CUST#C1001')).find((c) => !c.custId)!;
    expect(back).toHaveLength(2);
    const res = await call<{ batchId: string }>(
      '/cmp/sim/batch/allocate',
      { iccids: [...back.map((c) => c.iccid), free.iccid] },
      { token: acme },
    );
    expect(res.status).toBe(202);
    const batch = await waitForBatch(acme, res.body.data!.batchId);
    expect(batch).toMatchObject({ status: 'succeeded', total: 3, succeeded: 2, failed: 1 });
    expect(batch.results.find((r) => r.iccid === free.iccid)?.reason).toBe('The card is not allocated to a secondary customer');
    for (const scope of SCOPES) await expectCountersTrue(scope);
    const left = (await indexed('CUST#C1001#SUB#S2002')).map((c) => c.iccid);
    for (const c of back) {
      expect(left).not.toContain(c.iccid);
      expect((await getCard('C1001', c.iccid)).custId).toBeNull();
    }
    const recovery = await call<{ batchId: string }>(
      '/cmp/sim/batch/dataRecovery',
      { iccids: [back[0]!.iccid] },
      { token: acme },
    );
    expect(recovery.status).toBe(202);
    expect(await waitForBatch(acme, recovery.body.data!.batchId)).toMatchObject({ status: 'succeeded', succeeded: 1 });
  });
});

describe('an allocation chunk retried after a crash', () => {
  it('moves no card twice and applies the counters once', async () => {
    const { batches, createBatchWorker } = await batchAreaOnStack();
    const { createAllocationRepository } = await import('@cmp/functions/batch/allocation.repository');
    const allocations = createAllocationRepository();
    const all = await indexed('CUST#C1001');
    const cards = [
      ...all.filter((c) => !c.custId && c.state !== 60 && c.state !== 67).slice(0, 3),
      ...all.filter((c) => c.custId === 'S2002' && c.state !== 60 && c.state !== 67).slice(0, 3),
    ];
    expect(cards).toHaveLength(6);
    const batchId = `alloc-crash-${Date.now()}`;
    await batches.create(
      startedJob({
        batchId,
        channelCustId: 'C1001',
        custId: null,
        type: 'allocate' as const,
        targetCustId: 'S2001',
        targetCustName: 'Acme East',
        total: 6,
      }),
      cards.map((c) => c.iccid),
    );
    const before = Object.fromEntries(await Promise.all(SCOPES.map(async (s) => [s, await cardStats(s)] as const)));
    const crashing = crashingAfter(allocations, 'allocate', 4);
    const worker = await retryChunkAfterCrash({
      sound: createBatchWorker({ batches, allocations, clock: () => new Date() }),
      crashing: createBatchWorker({ batches, allocations: crashing, clock: () => new Date(), concurrency: 1 }),
      ref: { batchId, channelCustId: 'C1001' },
      outcome: { succeeded: 6, failed: 0 },
      // Nothing was counted yet: the counters commit with the chunk marker.
      afterCrash: async () => {
        for (const s of SCOPES) expect(await cardStats(s)).toEqual(before[s]);
      },
    });
    await worker.finishBatch({ batchId, channelCustId: 'C1001' });
    expect(await batches.get('C1001', batchId)).toMatchObject({ status: 'succeeded', succeeded: 6, chunksDone: 1 });
    const east = await cardStats('CUST#C1001#SUB#S2001');
    const west = await cardStats('CUST#C1001#SUB#S2002');
    expect(Number(east.total)).toBe(Number(before['CUST#C1001#SUB#S2001']!.total) + 6);
    expect(Number(west.total)).toBe(Number(before['CUST#C1001#SUB#S2002']!.total) - 3);
    for (const scope of SCOPES) await expectCountersTrue(scope);
    for (const c of cards) expect((await getCard('C1001', c.iccid)).custId).toBe('S2001');
  });
});

describe('data recovery', () => {
  let acme: string;
  beforeAll(async () => {
    acme = await login('acme');
  });

  it('resets unallocated cards to stock, clears their customer data and keeps the counters true', async () => {
    const cards = (await indexed('CUST#C1001')).filter((c) => !c.custId && c.state === 65).slice(0, 2);
    expect(cards).toHaveLength(2);
    const before = await cardStats('CUST#C1001');
    const res = await call<{ batchId: string }>(
      '/cmp/sim/batch/dataRecovery',
      { iccids: cards.map((c) => c.iccid) },
      { token: acme },
    );
    expect(res.status).toBe(202);
    const batch = await waitForBatch(acme, res.body.data!.batchId);
    expect(batch).toMatchObject({ status: 'succeeded', total: 2, succeeded: 2, failed: 0 });
    const after = await cardStats('CUST#C1001');
    expect(Number(after.s65)).toBe(Number(before.s65) - 2);
    expect(Number(after.s63)).toBe(Number(before.s63) + 2);
    for (const c of cards) {
      const stored = await getCard('C1001', c.iccid);
      expect(stored).toMatchObject({ state: 63, imei: '', recoveredFrom: 65 });
      expect(stored.remark).toBeUndefined();
      // Its IMEI entry went with the IMEI: the card list's exact IMEI filter no longer finds it.
      expect(await stackItem(`ICCID#${c.iccid}`, 'IMEI')).toBeUndefined();
      if (c.imei) {
        const found = await call<{ items: { iccid: string }[] }>('/cmp/sim/card/list', { imei: c.imei }, { token: acme });
        expect(found.body.data!.items.map((i) => i.iccid)).not.toContain(c.iccid);
      }
    }
    for (const scope of SCOPES) await expectCountersTrue(scope);
    const list = await call<{ items: { type: string }[] }>('/cmp/sim/batch/list', { type: 'recover' }, { token: acme });
    expect(list.body.data!.items.every((b) => b.type === 'recover')).toBe(true);
    expect(list.body.data!.items.length).toBeGreaterThan(0);
  });

  it('refuses allocated cards and changes nothing', async () => {
    const all = await indexed('CUST#C1001');
    const allocated = all.find((c) => c.custId && c.state === 65) ?? all.find((c) => c.custId)!;
    const free = all.find((c) => !c.custId && [61, 62, 63, 65, 66].includes(Number(c.state)))!;
    const before = await cardStats('CUST#C1001');
    const res = await call('/cmp/sim/batch/dataRecovery', { iccids: [free.iccid, allocated.iccid] }, { token: acme });
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe(47011);
    expect(res.body.msg).toBe(`Only unallocated cards can be recovered: ${allocated.iccid} is allocated to a secondary customer`);
    const zh = await call('/cmp/sim/batch/dataRecovery', { iccids: [allocated.iccid] }, { token: acme, lang: 'zh-CN' });
    expect(zh.body.msg).toBe(`只能恢复未分配的卡：${allocated.iccid} 已分配给二级客户`);
    expect(await cardStats('CUST#C1001')).toEqual(before);
  });

  it('refuses more than 1000 cards with the spec rule, and active or foreign cards', async () => {
    const iccids = Array.from({ length: 1001 }, (_, i) => `8986${String(i).padStart(16, '0')}`);
    const res = await call('/cmp/sim/batch/dataRecovery', { iccids }, { token: acme });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('Data recovery: only unallocated cards, at most 1000 per operation');
    const active = (await indexed('CUST#C1001')).find((c) => !c.custId && c.state === 64)!;
    const state = await call('/cmp/sim/batch/dataRecovery', { iccids: [active.iccid] }, { token: acme });
    expect(state.body).toMatchObject({ errorCode: 47013 });
    const foreign = (await indexed('CUST#C1002')).find((c) => !c.custId)!;
    const other = await call('/cmp/sim/batch/dataRecovery', { iccids: [foreign.iccid] }, { token: acme });
    expect(other.body).toMatchObject({ errorCode: 47012, msg: `Card not found or not yours: ${foreign.iccid}` });
    const west = await call('/cmp/sim/batch/dataRecovery', { iccids: [active.iccid] }, { token: await login('acme-west') });
    expect(west.status).toBe(403);
  });
});
