/**
 * Standard-SIM batches (batch type `standardSim`: cards change edition) through the batch-operation
 * state machine on the local stack: mixed valid and refused cards with their reasons, the card and
 * its card-log entry, untouched counters, tenant and role refusals, and a chunk retried after a crash.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { crashingAfter, retryChunkAfterCrash, startedJob } from '../../functions/src/shared/jobs/job.test-support.ts';
import { call, login } from '../support/api-client.ts';
import { batchAreaOnStack } from '../support/batches.ts';
import { cardLog, cardStats, cardTaker, indexedCards, storedCard, waitForBatch, waitWhileProcessing } from '../support/cards.ts';

interface Stored {
  iccid: string;
  state: number;
  operator: string;
  modeType: string;
  custId: string | null;
  poolId?: string;
  lastBatchId?: string;
  editionFrom?: string;
}
/** Every card of an enterprise, read from its index (the test's own view of the truth). */
const cardsOf = (channelCustId: string) => indexedCards<Stored>(`CUST#${channelCustId}`);
const getCard = (channelCustId: string, iccid: string) => storedCard<Stored>(channelCustId, iccid);
const logOf = (channelCustId: string, iccid: string) =>
  cardLog<{ action: string; detail: Record<string, string>; by: string }>(channelCustId, iccid);

type Result = { iccid: string; status: string; reason?: string; fromModeType?: string };

/** Cards of the enterprise not used by an earlier case (each case changes the cards it takes). */
const take = cardTaker<Stored>();
/** Polls a batch (a platform user names its enterprise) until it leaves `processing`. */
const waitFor = (token: string, batchId: string, channelCustId?: string) =>
  waitWhileProcessing<{ status: string; failed: number; results: Result[] }>(
    `batch ${batchId}`,
    '/cmp/sim/batch/detail',
    { batchId, ...(channelCustId ? { channelCustId } : {}) },
    { token },
  );

const changeable = (c: Stored) => [62, 63, 64, 65].includes(Number(c.state)) && !c.poolId;

describe('standard-SIM batch', () => {
  let acme: string;
  let all: Stored[];
  let testCards: { unicom: Stored; other: Stored };
  beforeAll(async () => {
    acme = await login('acme');
    all = await cardsOf('C1001');
    // Seeded test-state cards are on the (standard) Unicom test plan: take two to standard Plus first.
    const [unicom] = await take(all, (c) => Number(c.state) === 61 && c.operator === 'CUCC' && !c.poolId, 1);
    const [other] = await take(all, (c) => Number(c.state) === 61 && c.operator !== 'CUCC' && !c.poolId, 1);
    testCards = { unicom: unicom!, other: other! };
    const res = await call<{ batchId: string }>(
      '/cmp/sim/batch/standardSim',
      { iccids: [unicom!.iccid, other!.iccid], modeType: '02' },
      { token: acme },
    );
    expect(await waitForBatch(acme, res.body.data!.batchId)).toMatchObject({ succeeded: 2, failed: 0 });
  });

  it('changes the edition of valid cards, fails the others with a reason, logs each change and moves no counter', async () => {
    const toStandard = await take(all, (c) => changeable(c) && c.modeType === '01', 3);
    const already = await take(all, (c) => changeable(c) && c.modeType === '00', 1);
    const cancelled = await take(all, (c) => [66, 67].includes(Number(c.state)) && c.modeType !== '00', 1);
    const testNotUnicom = [{ ...testCards.other, modeType: '02' }];
    const foreign = (await cardsOf('C1002')).slice(0, 1);
    const unknown = '89860999999999999998';
    const before = { platform: await cardStats('PLATFORM'), acme: await cardStats('CUST#C1001') };

    const iccids = [...toStandard, ...already, ...cancelled, ...testNotUnicom, ...foreign].map((c) => c.iccid).concat(unknown);
    const res = await call<{ batchId: string }>('/cmp/sim/batch/standardSim', { iccids, modeType: '00' }, { token: acme });
    expect(res.status).toBe(202);
    const batchId = res.body.data!.batchId;
    const batch = await waitForBatch(acme, batchId);
    expect(batch).toMatchObject({ status: 'succeeded', total: 8, succeeded: 3, failed: 5 });
    const results = new Map((batch.results as Result[]).map((r) => [r.iccid, r]));
    for (const c of toStandard) expect(results.get(c.iccid)).toMatchObject({ status: 'succeeded', fromModeType: '01' });
    expect(results.get(already[0]!.iccid)).toMatchObject({
      status: 'failed',
      reason: 'The card is already in this edition (standard)',
    });
    expect(results.get(cancelled[0]!.iccid)?.reason).toMatch(/^A card in the state "(Invalid|Cancelled)" cannot change edition$/);
    expect(results.get(testNotUnicom[0]!.iccid)?.reason).toBe(
      'The standard edition supports only the Unicom test plan: a non-Unicom card in the test state cannot become standard',
    );
    expect(results.get(foreign[0]!.iccid)?.reason).toBe('Card not found or not yours');
    expect(results.get(unknown)?.reason).toBe('Card not found or not yours');

    for (const c of toStandard) {
      expect(await getCard('C1001', c.iccid)).toMatchObject({ modeType: '00', editionFrom: '01', lastBatchId: batchId });
      const log = (await logOf('C1001', c.iccid)).filter((e) => e.action === 'editionChange');
      expect(log).toEqual([expect.objectContaining({ detail: { edition: '01 → 00', batchId }, by: 'acme' })]);
    }
    for (const c of [...already, ...cancelled, ...testNotUnicom]) {
      expect((await getCard('C1001', c.iccid)).modeType).toBe(c.modeType);
      expect((await logOf('C1001', c.iccid)).some((e) => e.detail?.batchId === batchId)).toBe(false);
    }
    expect((await getCard('C1002', foreign[0]!.iccid)).modeType).toBe(foreign[0]!.modeType);
    // No counter depends on the edition.
    expect(await cardStats('PLATFORM')).toEqual(before.platform);
    expect(await cardStats('CUST#C1001')).toEqual(before.acme);

    // The per-card results filter by state (the detail page's :state).
    const failed = await call<{ items: Result[] }>('/cmp/sim/batch/results', { batchId, status: 'failed' }, { token: acme });
    expect(failed.body.data!.items).toHaveLength(5);
    expect(failed.body.data!.items.every((r) => r.status === 'failed')).toBe(true);
  });

  it('takes a Unicom test card to standard and words the reasons in the language of each reader', async () => {
    const [already] = await take(all, (c) => changeable(c) && c.modeType === '00', 1);
    const res = await call<{ batchId: string }>(
      '/cmp/sim/batch/standardSim',
      { iccids: [testCards.unicom.iccid, already!.iccid], modeType: '00' },
      { token: acme, lang: 'zh-CN' },
    );
    expect(res.status).toBe(202);
    const batch = await waitForBatch(acme, res.body.data!.batchId);
    expect(batch).toMatchObject({ succeeded: 1, failed: 1 });
    expect(batch.results.find((r) => r.iccid === already!.iccid)).toMatchObject({
      status: 'failed',
      reason: 'The card is already in this edition (standard)',
      reasonCode: 'edition.same',
    });
    const zh = await waitForBatch(acme, res.body.data!.batchId, 60_000, 'zh-CN');
    expect(zh.results.find((r) => r.iccid === already!.iccid)).toMatchObject({ reason: '卡已是该版本（标准版）' });
    expect(await getCard('C1001', testCards.unicom.iccid)).toMatchObject({ modeType: '00', editionFrom: '02' });
  });

  it('lists standard-SIM batches under their type with the target edition', async () => {
    const res = await call<{ items: { type: string; targetModeType?: string; createdBy: string }[] }>(
      '/cmp/sim/batch/list',
      { type: 'standardSim' },
      { token: acme },
    );
    expect(res.status).toBe(200);
    const items = res.body.data!.items;
    expect(items.length).toBeGreaterThanOrEqual(2);
    expect(items.every((b) => b.type === 'standardSim')).toBe(true);
    expect(items.some((b) => b.targetModeType === '00' && b.createdBy === 'acme')).toBe(true);
    expect(items.some((b) => b.targetModeType === '02')).toBe(true);
  });

  it('refuses another tenant, secondary customers and staff, and asks a platform user to name the enterprise', async () => {
    const [card] = await take(all, changeable, 1);
    const body = { iccids: [card!.iccid], modeType: '02' };
    const foreign = await call('/cmp/sim/batch/standardSim', { ...body, channelCustId: 'C1002' }, { token: acme });
    expect(foreign.status).toBe(403);
    for (const who of ['acme-east', 'acme-staff']) {
      const res = await call('/cmp/sim/batch/standardSim', body, { token: await login(who) });
      expect(res.status, who).toBe(403);
    }
    const admin = await login('admin');
    const unnamed = await call('/cmp/sim/batch/standardSim', body, { token: admin });
    expect(unnamed.status).toBe(422);
    expect(unnamed.body.field).toBe('channelCustId');
    // Named for the wrong enterprise, the card is not found there: it fails and stays as it was.
    const wrong = await call<{ batchId: string }>(
      '/cmp/sim/batch/standardSim',
      { ...body, channelCustId: 'C1002' },
      { token: admin },
    );
    expect(wrong.status).toBe(202);
    const batch = await waitFor(admin, wrong.body.data!.batchId, 'C1002');
    expect(batch.results[0]).toMatchObject({ status: 'failed', reason: 'Card not found or not yours' });
    expect((await getCard('C1001', card!.iccid)).modeType).toBe(card!.modeType);
  });

  it('validates the request: 1..10,000 ICCIDs and a known edition', async () => {
    const many = Array.from({ length: 10_001 }, (_, i) => `8986${String(i).padStart(16, '0')}`);
    const tooMany = await call('/cmp/sim/batch/standardSim', { iccids: many, modeType: '00' }, { token: acme });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toMatchObject({
      errorCode: 47301,
      msg: 'The quantity is more than 10000, please swipe and select again',
    });
    const none = await call('/cmp/sim/batch/standardSim', { iccids: [], modeType: '00' }, { token: acme });
    expect(none.status).toBe(422);
    const edition = await call('/cmp/sim/batch/standardSim', { iccids: [all[0]!.iccid], modeType: '03' }, { token: acme });
    expect(edition.status).toBe(422);
    expect(edition.body.field).toBe('modeType');
  });
});

describe('a standard-SIM chunk retried after a crash', () => {
  it('changes no card twice and logs each change once', async () => {
    const { batches, createBatchWorker } = await batchAreaOnStack();
    const { createStandardSimRepository } = await import('@cmp/functions/batch/standard-sim.repository');
    const editions = createStandardSimRepository();
    const cards = await take(await cardsOf('C1001'), (c) => changeable(c) && c.modeType !== '02', 5);
    const refused = await take(await cardsOf('C1001'), (c) => [66, 67].includes(Number(c.state)), 1);
    const batchId = `edition-crash-${Date.now()}`;
    await batches.create(
      startedJob({
        batchId,
        channelCustId: 'C1001',
        custId: null,
        type: 'standardSim' as const,
        targetModeType: '02' as const,
        total: 6,
      }),
      [...cards, ...refused].map((c) => c.iccid),
    );
    const crashing = crashingAfter(editions, 'changeEdition', 3);
    const worker = await retryChunkAfterCrash({
      sound: createBatchWorker({ batches, editions, clock: () => new Date() }),
      crashing: createBatchWorker({ batches, editions: crashing, clock: () => new Date(), concurrency: 1 }),
      ref: { batchId, channelCustId: 'C1001' },
      outcome: { succeeded: 5, failed: 1 },
      afterCrash: async () => {
        expect(await batches.get('C1001', batchId)).toMatchObject({ succeeded: 0, chunksDone: 0 });
      },
    });
    await worker.finishBatch({ batchId, channelCustId: 'C1001' });
    expect(await batches.get('C1001', batchId)).toMatchObject({ status: 'succeeded', succeeded: 5, failed: 1, chunksDone: 1 });
    const results = await batches.results('C1001', batchId, 1);
    for (const c of cards) {
      expect(await getCard('C1001', c.iccid)).toMatchObject({ modeType: '02', editionFrom: c.modeType });
      // The retried run reports the edition each card came from, also for cards the crashed run changed.
      expect(results.find((r) => r.iccid === c.iccid)).toMatchObject({ status: 'succeeded', fromModeType: c.modeType });
      const log = (await logOf('C1001', c.iccid)).filter((e) => e.action === 'editionChange' && e.detail.batchId === batchId);
      expect(log).toHaveLength(1);
      expect(log[0]!.detail.edition).toBe(`${c.modeType} → 02`);
    }
  });
});
