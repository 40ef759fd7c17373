import { GetCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { call, login, useStackEnv } from '../support/api-client.ts';
import { cardsOf, stackDb, waitForBatch } from '../support/cards.ts';

const stats = async (scope: string) =>
  (await stackDb().send(new GetCommand({ TableName: inject('stack').env.TABLE_NAME, Key: { pk: `${scope}#STAT`, sk: 'CARDS' } })))
    .Item ?? {};

describe('batch state change through the state machine', () => {
  let acme: string;
  beforeAll(async () => {
    acme = await login('acme');
  });

  it('moves every card, records a result per card and keeps the counters true', async () => {
    const cards = (await cardsOf('CUST#C1001', 64)).filter((c) => c.operator === 'CMCC').slice(0, 7);
    expect(cards.length).toBe(7);
    const before = await stats('CUST#C1001');
    const res = await call<{ batchId: string }>(
      '/cmp/sim/batch/changeState',
      { iccids: cards.map((c) => c.iccid), targetState: 65 },
      { token: acme },
    );
    expect(res.status).toBe(202);
    const batch = await waitForBatch(acme, res.body.data!.batchId);
    expect(batch).toMatchObject({ status: 'succeeded', total: 7, succeeded: 7, failed: 0 });
    expect(batch.results.map((r) => r.iccid).sort()).toEqual(cards.map((c) => c.iccid).sort());
    const after = await stats('CUST#C1001');
    expect(Number(after.s64)).toBe(Number(before.s64) - 7);
    expect(Number(after.s65)).toBe(Number(before.s65) + 7);
    const moved = (await cardsOf('CUST#C1001', 65)).map((c) => c.iccid);
    for (const c of cards) expect(moved).toContain(c.iccid);
  });

  it('fails every card when operators are mixed, and changes nothing', async () => {
    const all = await cardsOf('CUST#C1001', 63);
    const mixed = [all.find((c) => c.operator === 'CMCC')!, all.find((c) => c.operator !== 'CMCC')!];
    const before = await stats('CUST#C1001');
    const res = await call<{ batchId: string }>(
      '/cmp/sim/batch/changeState',
      { iccids: mixed.map((c) => c.iccid), targetState: 64 },
      { token: acme, lang: 'zh-CN' },
    );
    const batch = await waitForBatch(acme, res.body.data!.batchId);
    expect(batch).toMatchObject({ status: 'failed', failed: 2, succeeded: 0 });
    expect(batch.failureReason).toBe('All cards of one batch must belong to one operator');
    // Stored as a code, worded for each reader: the batch was started in Chinese.
    const zh = await waitForBatch(acme, res.body.data!.batchId, 60_000, 'zh-CN');
    expect(zh).toMatchObject({ failureReason: '同一批次的卡必须属于同一运营商', failureCode: 'plan.operators' });
    expect(await stats('CUST#C1001')).toEqual(before);
  });

  it('refuses a transition the lifecycle does not allow', async () => {
    const cancelled = (await cardsOf('CUST#C1001', 67)).slice(0, 1);
    const res = await call<{ batchId: string }>(
      '/cmp/sim/batch/changeState',
      { iccids: cancelled.map((c) => c.iccid), targetState: 64 },
      { token: acme },
    );
    const batch = await waitForBatch(acme, res.body.data!.batchId);
    expect(batch.status).toBe('failed');
    expect(batch.failureReason).toBe('A card cannot change from "Cancelled" to "Activated"');
  });

  it('refuses more than 10,000 cards with the spec message', async () => {
    const iccids = Array.from({ length: 10_001 }, (_, i) => `8986${String(i).padStart(16, '0')}`);
    const res = await call('/cmp/sim/batch/changeState', { iccids, targetState: 64 }, { token: acme });
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe('The quantity is more than 10000, please swipe and select again');
  });
});

describe('a chunk retried after a crash', () => {
  it('changes no card twice and applies the counters once', async () => {
    useStackEnv();
    const { createBatchRepository } = await import('@cmp/functions/batch/batch.repository');
    const { createBatchWorker } = await import('@cmp/functions/batch/batch-worker.service');
    const repo = createBatchRepository();
    const cards = (await cardsOf('CUST#C1002', 64)).filter((c) => c.operator === 'CUCC').slice(0, 6);
    expect(cards).toHaveLength(6);
    const batchId = `crash-${Date.now()}`;
    await repo.create(
      {
        batchId,
        channelCustId: 'C1002',
        custId: null,
        type: 'changeState',
        targetState: 68,
        total: 6,
        succeeded: 0,
        failed: 0,
        chunks: 1,
        chunksDone: 0,
        status: 'processing',
        lang: 'en-US',
        createdBy: 'test',
        createdAt: new Date().toISOString(),
      },
      cards.map((c) => c.iccid),
    );
    const before = await stats('CUST#C1002');
    let calls = 0;
    const crashing = {
      ...repo,
      transition: async (...args: Parameters<typeof repo.transition>) => {
        if (++calls > 3) throw new Error('simulated crash');
        return repo.transition(...args);
      },
    };
    const plan = await createBatchWorker({ batches: repo, clock: () => new Date() }).planChunks({
      batchId,
      channelCustId: 'C1002',
    });
    const chunk = plan.chunks[0]!;
    await expect(
      createBatchWorker({ batches: crashing, clock: () => new Date(), concurrency: 1 }).runChunk(chunk),
    ).rejects.toThrow('simulated crash');
    const worker = createBatchWorker({ batches: repo, clock: () => new Date() });
    expect(await worker.runChunk(chunk)).toEqual({ succeeded: 6, failed: 0 });
    // A third run (a duplicate delivery) changes nothing either.
    expect(await worker.runChunk(chunk)).toEqual({ succeeded: 6, failed: 0 });
    await worker.finishBatch({ batchId, channelCustId: 'C1002' });
    const after = await stats('CUST#C1002');
    expect(Number(after.s64)).toBe(Number(before.s64) - 6);
    expect(Number(after.s68)).toBe(Number(before.s68) + 6);
    expect(await repo.get('C1002', batchId)).toMatchObject({ status: 'succeeded', succeeded: 6, failed: 0, chunksDone: 1 });
    const frozen = (await cardsOf('CUST#C1002', 68)).map((c) => c.iccid);
    for (const c of cards) expect(frozen).toContain(c.iccid);
  });
});
