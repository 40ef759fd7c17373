/**
 * The steps of a separation renewal batch (renewal-job.ts), run by the import worker Lambda on the
 * card import's state machine. Each is idempotent on its own input: a replayed plan cuts the same
 * chunks, a chunk marked done is skipped, and a chunk replayed before its marker finds the unlock
 * records it wrote (the card counts as done, the operator is not asked again and the month's count
 * does not move: renewal.repository.ts `unlock`).
 */
import { isOperatorError } from '../operator/operator-adapter.ts';
import type { OperatorFor } from '../operator/operators.ts';
import type { RenewalResult } from '../shared/data/entities/renewal.entity.ts';
import type { ChunkOutcome } from '../shared/jobs/chunked-job-worker.ts';
import { chunkRanges, jobEnd } from '../shared/jobs/chunked-job.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import { type RenewalChunk, type RenewalRef, renewalJob } from './renewal-job.ts';
import { renewalReason } from './renewal-reasons.ts';
import { MONTHLY_UNLOCK_LIMIT, SEPARATED, decideRenewal, unlockMonth } from './renewal-rules.ts';
import type { CardRenewalState, RenewalRepository } from './renewal.repository.ts';

export interface RenewalWorkerDeps {
  renewals: Pick<RenewalRepository, 'get' | 'finish' | 'chunkDone' | 'completeChunk' | 'iccids' | 'states' | 'unlock'>;
  operatorFor: OperatorFor;
  clock: () => Date;
  /** Cards decided at once within a chunk (operator calls in flight). */
  concurrency?: number;
}

export function createRenewalWorker(d: RenewalWorkerDeps) {
  const concurrency = d.concurrency ?? 10;

  /** One card: decide, ask the operator, then record the unlock and its count in one transaction. */
  async function renewOne(
    chunk: RenewalChunk,
    iccid: string,
    s: CardRenewalState,
    o: { month: string; at: string; by: string },
  ): Promise<RenewalResult> {
    const decision = decideRenewal(s.card, s);
    const base = { iccid, ...(s.card ? { operator: s.card.operator } : {}) };
    if (decision.kind === 'already')
      return { ...base, status: 'succeeded', fromStatus: SEPARATED, toStatus: s.card?.operatorStatus };
    if (decision.kind === 'refuse')
      return {
        ...base,
        status: 'failed',
        ...(s.card ? { fromStatus: s.card.operatorStatus } : {}),
        reason: decision.reason,
      };
    const card = s.card!;
    let toStatus: string;
    try {
      // Back to the network state the card's lifecycle implies: powered on (1) for an active card.
      toStatus = (await d.operatorFor(card).changeState(iccid, card.state)).operatorStatus;
    } catch (error) {
      if (!isOperatorError(error)) throw error;
      return { ...base, status: 'failed', fromStatus: SEPARATED, reason: renewalReason('renewal.operator') };
    }
    const outcome = await d.renewals.unlock(card, { batchId: chunk.batchId, month: o.month, at: o.at, by: o.by, toStatus });
    if (outcome === 'unlocked' || outcome === 'already') return { ...base, status: 'succeeded', fromStatus: SEPARATED, toStatus };
    if (outcome === 'limit')
      return {
        ...base,
        status: 'failed',
        fromStatus: SEPARATED,
        reason: renewalReason('renewal.monthlyLimit', { limit: MONTHLY_UNLOCK_LIMIT }),
      };
    return { ...base, status: 'failed', reason: renewalReason('renewal.notSeparated') };
  }

  return {
    /** Idempotent: an ended batch plans nothing; a running one the same chunks every time. */
    async planChunks(input: RenewalRef): Promise<{ chunks: RenewalChunk[] }> {
      const rec = await d.renewals.get(input);
      if (!rec) throw new Error(`Renewal ${input.batchId} not found`);
      if (rec.status !== 'processing') return { chunks: [] };
      return {
        chunks: chunkRanges(rec.total, renewalJob.chunkSize).map((r) => ({
          channelCustId: rec.channelCustId,
          batchId: rec.batchId,
          ...r,
        })),
      };
    },

    /** One chunk of up to 100 cards: skipped when recorded; else each card decided and unlocked, then the chunk recorded once. */
    async runChunk(chunk: RenewalChunk): Promise<ChunkOutcome> {
      const ref = { channelCustId: chunk.channelCustId, batchId: chunk.batchId };
      if (await d.renewals.chunkDone(ref, chunk.index)) return { skipped: true };
      const rec = await d.renewals.get(ref);
      if (!rec) throw new Error(`Renewal ${chunk.batchId} not found`);
      const now = d.clock();
      const at = now.toISOString();
      const month = unlockMonth(now);
      const iccids = await d.renewals.iccids(ref, chunk.from, chunk.to);
      const states = await d.renewals.states(ref, iccids, month);
      const results = await mapLimit(iccids, concurrency, (iccid) =>
        renewOne(chunk, iccid, states.get(iccid)!, { month, at, by: rec.createdBy }),
      );
      await d.renewals.completeChunk(ref, chunk.index, results, at);
      const succeeded = results.filter((r) => r.status === 'succeeded').length;
      return { succeeded, failed: results.length - succeeded };
    },

    /** Closes the batch: failed with its reason when cards were left uncounted. */
    async finish(input: RenewalRef & { error?: unknown }): Promise<void> {
      const rec = await d.renewals.get(input);
      if (!rec || rec.status !== 'processing') return;
      await d.renewals.finish(rec, jobEnd(rec, input.error, renewalReason('renewal.interrupted'), d.clock().toISOString()));
    },
  };
}

export type RenewalWorker = ReturnType<typeof createRenewalWorker>;
