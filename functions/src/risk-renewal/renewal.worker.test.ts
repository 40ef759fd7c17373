import { describe, expect, it } from 'vitest';
import type { Operator } from '../card/card-record.ts';
import { type OperatorAdapter, OperatorError } from '../operator/operator-adapter.ts';
import type { RenewalRecord, RenewalResult } from '../shared/data/entities/renewal.entity.ts';
import type { RenewalRef } from './renewal-job.ts';
import { MONTHLY_UNLOCK_LIMIT } from './renewal-rules.ts';
import type { CardRenewalState, RenewalRepository, UnlockOutcome } from './renewal.repository.ts';
import { createRenewalWorker } from './renewal.worker.ts';

const iccid = (i: number) => `8986030000000000${String(i).padStart(4, '0')}`;

interface FakeCard {
  iccid: string;
  operator: Operator;
  state: 64;
  operatorStatus?: string;
}

/** The cards, their unlock records and month counts: shared by the batches of one test. */
const cardWorld = (cards: FakeCard[]) => ({
  byIccid: new Map(cards.map((c) => [c.iccid, c])),
  unlocks: new Set<string>(),
  months: new Map<string, number>(),
});

/**
 * A renewal's storage in memory, with the repository's semantics: chunk markers written once, the
 * unlock record and month count moved together (absent record, count below the limit, card still N).
 */
function fakeStore(cards: FakeCard[], iccids: string[], batchId = 'R1', world = cardWorld(cards)) {
  const rec: RenewalRecord = {
    batchId,
    channelCustId: 'C1001',
    total: iccids.length,
    succeeded: 0,
    failed: 0,
    chunks: Math.ceil(iccids.length / 100),
    chunksDone: 0,
    status: 'processing',
    lang: 'en-US',
    createdBy: 'acme',
    createdAt: '2026-11-27T01:00:00.000Z',
  };
  const { byIccid, unlocks, months } = world;
  const markers = new Map<number, RenewalResult[]>();
  const repo = {
    get: async (_ref: RenewalRef) => structuredClone(rec),
    finish: async (_r: RenewalRecord, set: Partial<RenewalRecord>) => {
      Object.assign(rec, set);
      return true;
    },
    chunkDone: async (_ref: RenewalRef, index: number) => markers.has(index),
    completeChunk: async (_ref: RenewalRef, index: number, results: RenewalResult[]) => {
      if (markers.has(index)) return false;
      markers.set(index, results);
      rec.succeeded += results.filter((r) => r.status === 'succeeded').length;
      rec.failed += results.filter((r) => r.status === 'failed').length;
      rec.chunksDone += 1;
      return true;
    },
    iccids: async (_ref: RenewalRef, from: number, to: number) => iccids.slice(from, to),
    states: async (ref: RenewalRef, list: readonly string[], month: string) =>
      new Map(
        list.map((i): [string, CardRenewalState] => {
          const c = byIccid.get(i);
          return [
            i,
            {
              ...(c ? { card: { ...c, channelCustId: 'C1001' } } : {}),
              unlockedByThisBatch: unlocks.has(`${i}#${ref.batchId}`),
              unlocksThisMonth: months.get(`${i}#${month}`) ?? 0,
            },
          ];
        }),
      ),
    unlock: async (card: { iccid: string }, u: { batchId: string; month: string; toStatus: string }): Promise<UnlockOutcome> => {
      if (unlocks.has(`${card.iccid}#${u.batchId}`)) return 'already';
      const count = months.get(`${card.iccid}#${u.month}`) ?? 0;
      if (count >= MONTHLY_UNLOCK_LIMIT) return 'limit';
      const c = byIccid.get(card.iccid)!;
      if (c.operatorStatus !== 'N') return 'changed';
      c.operatorStatus = u.toStatus;
      unlocks.add(`${card.iccid}#${u.batchId}`);
      months.set(`${card.iccid}#${u.month}`, count + 1);
      return 'unlocked';
    },
  } satisfies Partial<RenewalRepository>;
  return { rec, repo, markers, months, unlocks, byIccid };
}

/** An operator that powers cards on ('1'), or fails for the ICCIDs given; counts its calls. */
function operator(failing: Set<string> = new Set()) {
  const calls: string[] = [];
  const adapter = {
    operator: 'CTCC',
    changeState: async (i: string) => {
      calls.push(i);
      if (failing.has(i)) throw new OperatorError('UNAVAILABLE', 'down');
      return { operatorStatus: '1' as const, requestId: `REQ-${calls.length}` };
    },
  } as unknown as OperatorAdapter;
  return { calls, operatorFor: () => adapter };
}

const now = new Date('2026-11-15T04:00:00.000Z');

describe('renewal worker', () => {
  it('unlocks separated telecom cards and fails the others with their reasons', async () => {
    const cards: FakeCard[] = [
      { iccid: iccid(1), operator: 'CTCC', state: 64, operatorStatus: 'N' },
      { iccid: iccid(2), operator: 'CMCC', state: 64, operatorStatus: 'N' },
      { iccid: iccid(3), operator: 'CTCC', state: 64, operatorStatus: '1' },
      { iccid: iccid(4), operator: 'CTCC', state: 64, operatorStatus: 'N' },
    ];
    const list = [iccid(1), iccid(2), iccid(3), iccid(4), iccid(9)];
    const s = fakeStore(cards, list);
    const op = operator(new Set([iccid(4)]));
    const worker = createRenewalWorker({ renewals: s.repo, operatorFor: op.operatorFor, clock: () => now });
    const { chunks } = await worker.planChunks({ channelCustId: 'C1001', batchId: 'R1' });
    expect(chunks).toHaveLength(1);
    expect(await worker.runChunk(chunks[0]!)).toEqual({ succeeded: 1, failed: 4 });
    const results = s.markers.get(0)!;
    expect(results.map((r) => [r.iccid, r.status, r.reason?.code])).toEqual([
      [iccid(1), 'succeeded', undefined],
      [iccid(2), 'failed', 'renewal.notTelecom'],
      [iccid(3), 'failed', 'renewal.notSeparated'],
      [iccid(4), 'failed', 'renewal.operator'],
      [iccid(9), 'failed', 'renewal.notFound'],
    ]);
    expect(results[0]).toMatchObject({ fromStatus: 'N', toStatus: '1', operator: 'CTCC' });
    // Only the cards that pass the rules reach the operator.
    expect(op.calls).toEqual([iccid(1), iccid(4)]);
    expect(s.byIccid.get(iccid(4))!.operatorStatus).toBe('N');
    expect(s.months.get(`${iccid(1)}#2026-11`)).toBe(1);
    await worker.finish({ channelCustId: 'C1001', batchId: 'R1' });
    expect(s.rec).toMatchObject({ status: 'succeeded', succeeded: 1, failed: 4 });
  });

  it('a chunk replayed before its marker counts nothing twice and asks the operator once', async () => {
    const cards: FakeCard[] = [{ iccid: iccid(1), operator: 'CTCC', state: 64, operatorStatus: 'N' }];
    const s = fakeStore(cards, [iccid(1)]);
    const op = operator();
    const worker = createRenewalWorker({ renewals: s.repo, operatorFor: op.operatorFor, clock: () => now });
    const chunk = (await worker.planChunks({ channelCustId: 'C1001', batchId: 'R1' })).chunks[0]!;
    // A worker that crashes after the unlock's transaction, before the chunk's marker.
    const crashing = createRenewalWorker({
      renewals: {
        ...s.repo,
        completeChunk: async () => {
          throw new Error('simulated crash');
        },
      },
      operatorFor: op.operatorFor,
      clock: () => now,
    });
    await expect(crashing.runChunk(chunk)).rejects.toThrow('simulated crash');
    expect(s.months.get(`${iccid(1)}#2026-11`)).toBe(1);
    expect(await worker.runChunk(chunk)).toEqual({ succeeded: 1, failed: 0 });
    expect(await worker.runChunk(chunk)).toEqual({ skipped: true });
    expect(s.months.get(`${iccid(1)}#2026-11`)).toBe(1);
    expect(op.calls).toEqual([iccid(1)]);
    expect(s.rec).toMatchObject({ succeeded: 1, failed: 0, chunksDone: 1 });
  });

  it('refuses the third unlock of a Shanghai month and allows it again in the next month', async () => {
    const card: FakeCard = { iccid: iccid(1), operator: 'CTCC', state: 64, operatorStatus: 'N' };
    const runBatch = async (s: ReturnType<typeof fakeStore>, at: Date) => {
      const worker = createRenewalWorker({ renewals: s.repo, operatorFor: operator().operatorFor, clock: () => at });
      const chunk = (await worker.planChunks({ channelCustId: 'C1001', batchId: s.rec.batchId })).chunks[0]!;
      await worker.runChunk(chunk);
      return s.markers.get(0)![0]!;
    };
    // Four batches over the same card, separated again before each.
    const world = cardWorld([card]);
    const batch = (id: string) => fakeStore([card], [card.iccid], id, world);
    expect((await runBatch(batch('R1'), now)).status).toBe('succeeded');
    card.operatorStatus = 'N';
    expect((await runBatch(batch('R2'), now)).status).toBe('succeeded');
    expect(world.months.get(`${card.iccid}#2026-11`)).toBe(2);
    card.operatorStatus = 'N';
    const refused = await runBatch(batch('R3'), new Date('2026-11-30T15:59:59.000Z'));
    expect(refused).toMatchObject({ status: 'failed', reason: { code: 'renewal.monthlyLimit', params: { limit: 2 } } });
    expect(card.operatorStatus).toBe('N');
    // 1 December 00:00 Shanghai (30 November 16:00 UTC): a new month, a new count.
    const december = new Date('2026-11-30T16:00:00.000Z');
    expect((await runBatch(batch('R4'), december)).status).toBe('succeeded');
    expect(world.months.get(`${card.iccid}#2026-12`)).toBe(1);
    expect(world.months.get(`${card.iccid}#2026-11`)).toBe(2);
  });

  it('finishes a batch left with uncounted cards as failed, interrupted', async () => {
    const s = fakeStore([], [iccid(1), iccid(2)]);
    const worker = createRenewalWorker({ renewals: s.repo, operatorFor: operator().operatorFor, clock: () => now });
    await worker.finish({ channelCustId: 'C1001', batchId: 'R1', error: { Error: 'States.TaskFailed' } });
    expect(s.rec).toMatchObject({ status: 'failed', failureReason: { code: 'renewal.interrupted' } });
    // An ended batch plans nothing.
    expect(await worker.planChunks({ channelCustId: 'C1001', batchId: 'R1' })).toEqual({ chunks: [] });
  });
});
