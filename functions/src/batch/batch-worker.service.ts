import type { CardStateChanged, CardZoneChanged } from '@cmp/events';
import type { PendingPlanChange } from '../card-detail/card-model.ts';
import { type StateChangedCard, cardStateChangedEvent, cardZoneChangedEvent } from '../card/card-events.ts';
import { type Operator, addCardStats, statDelta } from '../card/card-record.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import { ALL_ZONES, networkOf, networkOnMove } from '../card/network.ts';
import { takesEffectOnActivation } from '../card/plan-change.ts';
import { publishSafely } from '../shared/aws/events.ts';
import { chunkRanges, jobEnd } from '../shared/jobs/chunked-job.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import { runAllocationChunk } from './allocation-worker.ts';
import type { AllocationRepository } from './allocation.repository.ts';
import { batchOperationJob } from './batch-job.ts';
import type { BatchRecord, CardResult, ChunkDescriptor } from './batch-model.ts';
import { checkBatch } from './batch-plan.ts';
import { reason } from './batch-reasons.ts';
import type { BatchRepository, TransitionOutcome } from './batch.repository.ts';
import { runStandardSimChunk } from './standard-sim-worker.ts';
import type { StandardSimRepository } from './standard-sim.repository.ts';

/** The batch state machine's task steps: plan the chunks, run one chunk, close the batch. */
export function createBatchWorker(d: {
  batches: BatchRepository;
  /** Card writes of allocation and data-recovery batches (not needed for state changes). */
  allocations?: AllocationRepository;
  /** Card writes of standard-SIM (edition change) batches. */
  editions?: StandardSimRepository;
  clock: () => Date;
  concurrency?: number;
  /** Where the moved cards' `card-state-changed` and `card-zone-changed` events go (the bus by default). */
  publish?: (events: (CardStateChanged | CardZoneChanged)[]) => Promise<unknown>;
}) {
  const concurrency = d.concurrency ?? 10;
  const chunksOf = (batch: BatchRecord, count: number, fromState: number): ChunkDescriptor[] =>
    chunkRanges(count, batchOperationJob.chunkSize).map((range) => ({
      batchId: batch.batchId,
      channelCustId: batch.channelCustId,
      ...range,
      fromState,
      targetState: batch.targetState ?? 0,
    }));
  return {
    /** Idempotent: a replay after the end plans nothing; a replay while running returns the plan made first. */
    async planChunks(input: { batchId: string; channelCustId: string }): Promise<{ chunks: ChunkDescriptor[] }> {
      const batch = await d.batches.get(input.channelCustId, input.batchId);
      if (!batch) throw new Error(`Batch ${input.batchId} not found`);
      if (batch.status !== 'processing') return { chunks: [] };
      const iccids = await d.batches.iccids(batch.batchId);
      // Allocation, recovery and standard-SIM batches decide per card (each card's own conditional update): no whole-batch check.
      if (batch.type !== 'changeState') return { chunks: chunksOf(batch, iccids.length, 0) };
      if (batch.fromState !== undefined) return { chunks: chunksOf(batch, iccids.length, batch.fromState) };
      const cards = (await d.batches.batchGetCards(batch.channelCustId, iccids)).map((c) => ({
        iccid: String(c.iccid),
        state: Number(c.state),
        operator: String(c.operator),
        custId: (c.custId as string | null) ?? null,
      }));
      const verdict = checkBatch(cards, iccids, batch.targetState ?? 0, batch.custId);
      if (!verdict.ok) {
        await d.batches.finish(batch, {
          status: 'failed',
          failureReason: verdict.reason,
          failed: batch.total,
          finishedAt: d.clock().toISOString(),
        });
        return { chunks: [] };
      }
      await d.batches.recordPlan(batch, verdict.fromState);
      return { chunks: chunksOf(batch, iccids.length, verdict.fromState) };
    },

    /** Idempotent: a card this batch already moved is counted, not moved again; counters apply once per chunk. */
    async runChunk(chunk: ChunkDescriptor): Promise<{ succeeded: number; failed: number }> {
      const batch = await d.batches.get(chunk.channelCustId, chunk.batchId);
      if (!batch) throw new Error(`Batch ${chunk.batchId} not found`);
      const at = d.clock().toISOString();
      if (batch.type === 'standardSim') {
        if (!d.editions) throw new Error('The batch worker has no standard-SIM repository');
        return runStandardSimChunk({ batches: d.batches, editions: d.editions, concurrency }, batch, chunk, at);
      }
      if (batch.type !== 'changeState') {
        if (!d.allocations) throw new Error('The batch worker has no allocation repository');
        return runAllocationChunk(
          { batches: d.batches, allocations: d.allocations, concurrency, publish: d.publish },
          batch,
          chunk,
          at,
        );
      }
      const iccids = await d.batches.iccidSlice(chunk.batchId, chunk.from, chunk.to);
      const stats = new Map<string, Record<string, number>>();
      // One projection read of the chunk before its writes: whether a card was ever activated (a move to
      // 64 sets the first date only), its shard, and the owner and quota the counter deltas need.
      const read = iccids.length ? await d.batches.batchGetCards(chunk.channelCustId, iccids) : [];
      const byIccid = new Map(read.map((c) => [String(c.iccid), c]));
      const outcomes = new Map<string, TransitionOutcome>();
      const results = await mapLimit(iccids, concurrency, async (iccid): Promise<CardResult> => {
        const was = byIccid.get(iccid);
        // A pending plan change that waits for this activation goes to the write with the plan it changes.
        const pending = was?.pendingPlanChange as PendingPlanChange | null | undefined;
        const outcome = await d.batches.transition(
          {
            channelCustId: chunk.channelCustId,
            iccid,
            activatedAt: (was?.activatedAt as string | null | undefined) ?? null,
            ...(typeof was?.listShards === 'number' ? { listShards: was.listShards } : {}),
            ...(pending && takesEffectOnActivation(pending, chunk.targetState)
              ? { goodsReleaseId: String(was?.goodsReleaseId), pendingPlanChange: pending }
              : {}),
          },
          chunk.fromState,
          chunk.targetState,
          chunk.batchId,
          at,
          batch.createdBy,
        );
        outcomes.set(iccid, outcome);
        if (outcome.kind === 'refused')
          return { iccid, status: 'failed', fromState: Number(outcome.card?.state ?? 0), reason: reason('card.changed') };
        // A first activation (or a retry of one): the card under its activation day, after the card's write.
        if (outcome.activation) await d.batches.recordActivation(outcome.activation);
        return { iccid, status: 'succeeded', fromState: chunk.fromState };
      });
      const changed = new Set(results.filter((r) => r.status === 'succeeded').map((r) => r.iccid));
      // The moved cards as they are now: a plan change that took effect gives them its plan and quota.
      const cards = read
        .filter((c) => changed.has(String(c.iccid)))
        .map((c) => {
          const outcome = outcomes.get(String(c.iccid));
          const plan = outcome?.kind === 'changed' ? outcome.plan : undefined;
          return { was: c, now: plan ? { ...c, goodsReleaseId: plan.to, quotaBytes: plan.quotaBytes } : c, outcome };
        });
      for (const { was, now } of cards) {
        const card = {
          state: chunk.fromState as LifecycleState,
          operator: was.operator as Operator,
          quotaBytes: Number(was.quotaBytes ?? 0),
          channelCustId: chunk.channelCustId,
          custId: (was.custId as string | null) ?? null,
        };
        addCardStats(
          stats,
          card,
          statDelta(card, -1, false),
          statDelta({ ...card, state: chunk.targetState as LifecycleState, quotaBytes: Number(now.quotaBytes ?? 0) }, 1, false),
        );
      }
      await d.batches.completeChunk(chunk.channelCustId, chunk.batchId, chunk.index, results, stats, at);
      // Committed: one event per card moved, and one per card whose network the move switched (a
      // retried chunk publishes its cards again: consumers decide by content).
      const cause = { kind: 'batch' as const, id: chunk.batchId };
      const network = networkOnMove(chunk.targetState);
      const switched = (c: Record<string, unknown>, outcome: TransitionOutcome | undefined) =>
        network !== undefined &&
        (outcome?.kind === 'already' ||
          networkOf({ network: c.network as 'allowed' | 'blocked' | undefined, state: chunk.fromState }) !== network);
      await (d.publish ?? publishSafely)([
        ...cards.map(({ now }) =>
          cardStateChangedEvent(now as unknown as StateChangedCard, { from: chunk.fromState, to: chunk.targetState, at, cause }),
        ),
        ...cards
          .filter(({ was, outcome }) => switched(was, outcome))
          .map(({ now }) =>
            cardZoneChangedEvent(now as unknown as StateChangedCard, {
              zoneId: ALL_ZONES,
              action: network === 'blocked' ? 'block' : 'allow',
              at,
              cause,
            }),
          ),
      ]);
      return { succeeded: changed.size, failed: results.length - changed.size };
    },

    async finishBatch(input: { batchId: string; channelCustId: string; error?: unknown }): Promise<void> {
      const batch = await d.batches.get(input.channelCustId, input.batchId);
      if (!batch || batch.status !== 'processing') return;
      await d.batches.finish(batch, jobEnd(batch, input.error, reason('batch.interrupted'), d.clock().toISOString()));
    },
  };
}

export type BatchWorker = ReturnType<typeof createBatchWorker>;
