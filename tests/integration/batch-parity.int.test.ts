/**
 * The batch state change does what the card detail's state change does, against the shared stack: a
 * batch deactivation blocks the card's network and a batch activation allows it again (the card
 * detail shows it); a card with a pending plan change for activation, activated by batch, ends on the
 * new plan with its quota, no pending change, one plan log entry and one card log entry, also when the
 * chunk is retried after a crash or a duplicate delivery finds the card already moved. The cards are
 * this file's own (imported into C1001 with its own ICCIDs, claimed first): other suites never touch them.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { crashingAfter, retryChunkAfterCrash, startedJob } from '../../functions/src/shared/jobs/job.test-support.ts';
import { call, login } from '../support/api-client.ts';
import { batchAreaOnStack } from '../support/batches.ts';
import { cardLog, claimCards, storedCard, waitForBatch } from '../support/cards.ts';
import { importCards, uploadAndStart, waitForImport } from '../support/imports.ts';

const ENT = 'C1001';
const GB = 1024 ** 3;
const { stamp, iccid, row } = importCards({ iccid: '898669', msisdn: '166', imsi: '4607' });

interface Stored {
  iccid: string;
  state: number;
  network?: string;
  goodsReleaseId: string;
  quotaBytes: number;
  pendingPlanChange?: {
    goodsReleaseId: string;
    when: 'next-cycle' | 'after-valid-period' | 'on-activation';
    effectiveAt: string;
    requestedAt: string;
  } | null;
  planLog?: { at: string; from: string; to: string }[];
  lastBatchId?: string;
}
const card = (n: number) => storedCard<Stored>(ENT, iccid(n));
const plansLogged = async (n: number) => ((await card(n)).planLog ?? []).filter((e) => e.to === 'G003');
const appliedEntries = async (n: number) => (await cardLog(ENT, iccid(n))).filter((e) => e.action === 'planChangeApplied');

describe('the batch state change does what the card detail does', () => {
  let acme: string;
  const post = async <T = Record<string, unknown>>(path: string, body: Record<string, unknown>) => {
    const res = await call<T>(path, body, { token: acme });
    expect(res.status, `${path} ${JSON.stringify(res.body)}`).toBe(200);
    return res.body.data!;
  };
  const detail = (n: number) =>
    post<{ network: string; state: number; plan: { goodsReleaseId: string } | null; pendingPlanChange: unknown }>(
      '/cmp/sim/card/detail',
      { iccid: iccid(n) },
    );
  const changeState = (n: number, targetState: number) => post('/cmp/sim/card/changeState', { iccid: iccid(n), targetState });
  const batchChange = async (ns: readonly number[], targetState: number) => {
    const res = await call<{ batchId: string }>(
      '/cmp/sim/batch/changeState',
      { iccids: ns.map(iccid), targetState },
      { token: acme },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    return waitForBatch(acme, res.body.data!.batchId);
  };
  /** Records a change to G003 on a deactivated card: pending until its activation. */
  const pendingChange = async (n: number) => {
    const c = await post<Stored>('/cmp/sim/card/changePackage', { iccid: iccid(n), goodsReleaseId: 'G003' });
    expect(c.pendingPlanChange).toMatchObject({ goodsReleaseId: 'G003', when: 'on-activation' });
    return c.pendingPlanChange!;
  };

  beforeAll(async () => {
    const admin = await login('admin');
    acme = await login('acme');
    // 1–3 through the API batches (2 has its network blocked first, 3 a pending plan change); 4–6 the crashed chunk.
    const all = [1, 2, 3, 4, 5, 6];
    expect(await claimCards(all.map((n) => ({ iccid: iccid(n) })))).toHaveLength(all.length);
    const file = ['iccid,msisdn,imsi,operator,imei,goodsReleaseId,state', ...all.map(row)].join('\r\n');
    const { started } = await uploadAndStart(admin, file, { channelCustId: ENT, fileName: 'batch-parity.csv' });
    expect(started?.status).toBe(202);
    expect(await waitForImport(admin, started!.body.data!.batchId)).toMatchObject({ status: 'succeeded', succeeded: 6 });
    // Activated one by one in the card detail (network allowed); 4–6 deactivated there too.
    for (const n of all) await changeState(n, 64);
    for (const n of [4, 5, 6]) await changeState(n, 65);
    await post('/cmp/sim/card/network', { iccid: iccid(2), action: 'block' });
    expect(await card(1)).toMatchObject({ state: 64, network: 'allowed' });
    expect(await card(2)).toMatchObject({ state: 64, network: 'blocked' });
  }, 180_000);

  it('a batch deactivation blocks the network and a batch activation allows it; a pending change takes effect', async () => {
    expect(await batchChange([1, 2, 3], 65)).toMatchObject({ status: 'succeeded', succeeded: 3, failed: 0 });
    for (const n of [1, 2, 3]) {
      expect(await card(n)).toMatchObject({ state: 65, network: 'blocked' });
      expect(await detail(n)).toMatchObject({ state: 65, network: 'blocked' });
    }
    const pending = await pendingChange(3);
    expect(await batchChange([1, 2, 3], 64)).toMatchObject({ status: 'succeeded', succeeded: 3, failed: 0 });
    for (const n of [1, 2, 3]) {
      expect(await card(n)).toMatchObject({ state: 64, network: 'allowed' });
      expect(await detail(n)).toMatchObject({ state: 64, network: 'allowed' });
    }
    // Card 3: on the new plan with its quota, nothing pending, the change in its plan log and card log once.
    const c = await card(3);
    expect(c).toMatchObject({ goodsReleaseId: 'G003', quotaBytes: 10 * GB });
    expect(c.pendingPlanChange ?? null).toBeNull();
    expect(c.planLog).toEqual([{ at: expect.any(String), from: 'G001', to: 'G003' }]);
    expect(await appliedEntries(3)).toEqual([
      expect.objectContaining({
        by: 'acme',
        detail: expect.objectContaining({ from: 'G001', to: 'G003', when: 'on-activation' }),
      }),
    ]);
    expect(await detail(3)).toMatchObject({ plan: { goodsReleaseId: 'G003' }, pendingPlanChange: null });
    expect(pending.when).toBe('on-activation');
    // Cards without a pending change keep their plan.
    for (const n of [1, 2]) expect(await card(n)).toMatchObject({ goodsReleaseId: 'G001', quotaBytes: expect.any(Number) });
    expect((await card(1)).planLog ?? []).toEqual([]);
  }, 180_000);

  it('a chunk retried after a crash, and a duplicate delivery, apply each pending change once', async () => {
    const { batches: repo, createBatchWorker } = await batchAreaOnStack();
    for (const n of [4, 5]) await pendingChange(n);
    const asRead = await card(4);
    const ns = [4, 5, 6];
    const batchId = `batch-parity-${stamp}`;
    await repo.create(
      startedJob({ batchId, channelCustId: ENT, custId: null, type: 'changeState' as const, targetState: 64, total: 3 }),
      ns.map(iccid),
    );
    const worker = await retryChunkAfterCrash({
      sound: createBatchWorker({ batches: repo, clock: () => new Date() }),
      // One card at a time: the crash comes after card 4's write, before card 5's.
      crashing: createBatchWorker({ batches: crashingAfter(repo, 'transition', 1), clock: () => new Date(), concurrency: 1 }),
      ref: { batchId, channelCustId: ENT },
      outcome: { succeeded: 3, failed: 0 },
      afterCrash: async () => {
        expect(await card(4)).toMatchObject({ state: 64, goodsReleaseId: 'G003', network: 'allowed' });
        expect(await card(5)).toMatchObject({ state: 65, goodsReleaseId: 'G001', pendingPlanChange: { when: 'on-activation' } });
      },
    });
    await worker.finishBatch({ batchId, channelCustId: ENT });
    expect(await repo.get(ENT, batchId)).toMatchObject({ status: 'succeeded', succeeded: 3, failed: 0 });
    // A delivery that read card 4 before the batch moved it (pending change and all): already moved, nothing applied again.
    const late = await repo.transition(
      {
        channelCustId: ENT,
        iccid: iccid(4),
        activatedAt: 'x',
        goodsReleaseId: asRead.goodsReleaseId,
        pendingPlanChange: asRead.pendingPlanChange ?? null,
      },
      65,
      64,
      batchId,
      new Date().toISOString(),
      'test',
    );
    expect(late.kind).toBe('already');
    for (const n of [4, 5]) {
      const c = await card(n);
      expect(c).toMatchObject({
        state: 64,
        network: 'allowed',
        goodsReleaseId: 'G003',
        quotaBytes: 10 * GB,
        lastBatchId: batchId,
      });
      expect(c.pendingPlanChange ?? null).toBeNull();
      expect(await plansLogged(n)).toHaveLength(1);
      expect(await appliedEntries(n)).toEqual([
        expect.objectContaining({ by: 'test', detail: expect.objectContaining({ from: 'G001', to: 'G003', batchId }) }),
      ]);
    }
    expect(await card(6)).toMatchObject({ state: 64, network: 'allowed', goodsReleaseId: 'G001' });
    expect(await appliedEntries(6)).toEqual([]);
  }, 180_000);
});
