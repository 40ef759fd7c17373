import { mapLimit } from '../shared/util/map-limit.ts';
import type { BatchRecord, CardResult, ChunkDescriptor } from './batch-model.ts';
import type { Reason } from './batch-reasons.ts';
import type { BatchRepository } from './batch.repository.ts';
import { type Edition, editionChangedReason, editionRefusal } from './standard-sim-rules.ts';
import type { StandardSimRepository, StoredEditionCard } from './standard-sim.repository.ts';

/**
 * Runs one chunk of a standard-SIM batch: each card is read, checked against the edition rules and
 * changed with its card-log entry in one conditional transaction. A card this batch already changed
 * (a chunk retried after a crash) carries the batch id and is reported, not changed again. No
 * counter depends on the edition, so the chunk commits only its per-card results (`completeChunk`).
 */
export async function runStandardSimChunk(
  d: { batches: BatchRepository; editions: StandardSimRepository; concurrency: number },
  batch: BatchRecord,
  chunk: ChunkDescriptor,
  at: string,
): Promise<{ succeeded: number; failed: number }> {
  const iccids = await d.batches.iccidSlice(chunk.batchId, chunk.from, chunk.to);
  const target = batch.targetModeType as Edition;
  const c = batch.channelCustId;
  const done = (card: StoredEditionCard, iccid: string): CardResult => ({
    iccid,
    status: 'succeeded',
    fromState: Number(card.state),
    ...(card.editionFrom ? { fromModeType: card.editionFrom } : {}),
  });
  const refused = (card: StoredEditionCard | undefined, iccid: string, reason: Reason): CardResult => ({
    iccid,
    status: 'failed',
    ...(card ? { fromState: Number(card.state), fromModeType: card.modeType } : {}),
    reason,
  });
  const results = await mapLimit(iccids, d.concurrency, async (iccid): Promise<CardResult> => {
    const card = await d.editions.card(c, iccid);
    if (card && card.lastBatchId === batch.batchId) return done(card, iccid);
    const reason = editionRefusal(card, target);
    // No card: editionRefusal answers notFound, so a reason is always there.
    if (!card || reason) return refused(card, iccid, reason!);
    if (await d.editions.changeEdition({ ...card, channelCustId: c }, target, batch.batchId, at, batch.createdBy))
      return done({ ...card, editionFrom: card.modeType }, iccid);
    // It changed between the read and the write: report it as it stands now.
    const now = await d.editions.card(c, iccid);
    if (now && now.lastBatchId === batch.batchId) return done(now, iccid);
    return refused(now, iccid, editionRefusal(now, target) ?? editionChangedReason());
  });
  await d.batches.completeChunk(c, batch.batchId, chunk.index, results, new Map(), at);
  const succeeded = results.filter((r) => r.status === 'succeeded').length;
  return { succeeded, failed: results.length - succeeded };
}
