import type { CardStateChanged } from '@cmp/events';
import { type StateChangedCard, cardStateChangedEvent } from '../card/card-events.ts';
import type { Operator } from '../card/card-record.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import { publishSafely } from '../shared/aws/events.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import {
  RECOVERED_STATE,
  allocationDeltas,
  allocationRefusal,
  recoveryChangedReason,
  recoveryDeltas,
} from './allocation-rules.ts';
import type { AllocationRepository, CardOutcome } from './allocation.repository.ts';
import type { BatchRecord, CardResult, ChunkDescriptor } from './batch-model.ts';
import type { BatchRepository } from './batch.repository.ts';

const counted = (c: Record<string, unknown>) => ({
  state: Number(c.state) as LifecycleState,
  operator: c.operator as Operator,
  quotaBytes: Number(c.quotaBytes ?? 0),
});
const owner = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/**
 * Runs one chunk of an allocation or data-recovery batch. Each card is one conditional update that
 * also stamps the batch id on the card, so a retried chunk finds the cards it already changed
 * (`already`) and still knows what they were changed from; the chunk's counters and per-card
 * results then commit once with the chunk marker (`completeChunk`), as for state changes.
 */
export async function runAllocationChunk(
  d: {
    batches: BatchRepository;
    allocations: AllocationRepository;
    concurrency: number;
    publish?: (events: CardStateChanged[]) => Promise<unknown>;
  },
  batch: BatchRecord,
  chunk: ChunkDescriptor,
  at: string,
): Promise<{ succeeded: number; failed: number }> {
  const iccids = await d.batches.iccidSlice(chunk.batchId, chunk.from, chunk.to);
  const stats = new Map<string, Record<string, number>>();
  const c = batch.channelCustId;
  const moved: CardStateChanged[] = [];
  // An allocation to a secondary customer writes its index key in the card's shard (one read a chunk).
  const listShards = batch.type === 'allocate' && batch.targetCustId ? await d.allocations.cardShards(c) : 1;
  const results = await mapLimit(iccids, d.concurrency, async (iccid): Promise<CardResult> => {
    if (batch.type === 'allocate') {
      const to = batch.targetCustId ?? null;
      const outcome: CardOutcome = await d.allocations.allocate(c, iccid, to, batch.batchId, at, listShards);
      if (outcome.kind === 'refused') return { iccid, status: 'failed', reason: allocationRefusal(outcome.card, to) };
      // changed: the old item holds the previous owner; already: the card remembers it.
      const from = owner(outcome.kind === 'changed' ? outcome.card.custId : outcome.card.allocatedFrom);
      await d.allocations.setDirectoryOwner(c, iccid, to);
      allocationDeltas(c, counted(outcome.card), from, to, stats);
      return { iccid, status: 'succeeded', fromState: Number(outcome.card.state), fromCustId: from };
    }
    const outcome = await d.allocations.recover(c, iccid, batch.batchId, at);
    if (outcome.kind === 'refused') {
      return {
        iccid,
        status: 'failed',
        ...(outcome.card ? { fromState: Number(outcome.card.state) } : {}),
        reason: outcome.card ? recoveryChangedReason() : allocationRefusal(undefined, ''),
      };
    }
    const fromState = Number(outcome.kind === 'changed' ? outcome.card.state : outcome.card.recoveredFrom);
    recoveryDeltas(c, { ...counted(outcome.card), state: fromState as LifecycleState }, stats);
    if (fromState !== RECOVERED_STATE)
      moved.push(
        cardStateChangedEvent(
          { ...(outcome.card as unknown as StateChangedCard), iccid, channelCustId: c },
          {
            from: fromState,
            to: RECOVERED_STATE,
            at,
            cause: { kind: 'batch', id: batch.batchId },
          },
        ),
      );
    return { iccid, status: 'succeeded', fromState };
  });
  await d.batches.completeChunk(c, batch.batchId, chunk.index, results, stats, at);
  // Committed: a recovered card moved back to stock (a retried chunk publishes again: consumers decide by content).
  await (d.publish ?? publishSafely)(moved);
  const succeeded = results.filter((r) => r.status === 'succeeded').length;
  return { succeeded, failed: results.length - succeeded };
}
