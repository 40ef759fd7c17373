import type { ChunkOutcome } from '../shared/jobs/chunked-job-worker.ts';
/**
 * The steps of an operator bill's import (channel-bill-job.ts), run by the import worker Lambda on
 * the card import's state machine. Each is idempotent on its own input: a replayed plan returns the
 * chunks it cut before, a chunk recorded before is skipped (its counts and partial summary are
 * applied once, with its marker; its differences file is rewritten whole, never appended), and the
 * finishing step of an ended import does nothing.
 */
import { chunkRanges } from '../shared/jobs/chunked-job.ts';
import type { ChannelBillImportRepository } from './channel-bill-import.repository.ts';
import { CHANNEL_BILL_INTERRUPTED, type ChannelBillChunk, type ChannelBillRef, channelBillJob } from './channel-bill-job.ts';
import type { ChannelBill } from './channel-bill.repository.ts';
import { type Reconciled, joinSides, mergeReconciled, reconcileCards } from './reconcile.ts';

/** The chunks of a planned import (the same every time: its record keeps the count of work cards). */
const chunksOf = (bill: Pick<ChannelBill, 'billId' | 'total'>, size: number): ChannelBillChunk[] =>
  chunkRanges(bill.total, size).map((r) => ({ billId: bill.billId, ...r }));

export function createChannelBillWorker(d: {
  bills: Pick<
    ChannelBillImportRepository,
    | 'get'
    | 'readLines'
    | 'ourSide'
    | 'putWork'
    | 'workSlice'
    | 'operatorsOf'
    | 'putChunkDiffs'
    | 'readChunkDiffs'
    | 'setWhileRunning'
    | 'chunkDone'
    | 'completeChunk'
    | 'chunkMarkers'
    | 'putDiffPages'
    | 'finish'
  >;
  clock: () => Date;
  /** Work cards per chunk (tests cut smaller chunks: the work file's index is cut at the same size). */
  chunkCards?: number;
}) {
  const size = d.chunkCards ?? channelBillJob.chunkSize;
  async function load(billId: string): Promise<ChannelBill> {
    const bill = await d.bills.get(billId);
    if (!bill) throw new Error(`Channel bill ${billId} not found`);
    return bill;
  }

  return {
    /**
     * Joins the operator's lines with our bills' cards of the cycle into the work file (sorted by
     * ICCID) and cuts it into chunks; sets the bill's card total and chunk count. An import planned
     * before (or ended) answers its chunks again without reading or writing anything.
     */
    async planChunks(input: ChannelBillRef): Promise<{ chunks: ChannelBillChunk[] }> {
      const bill = await load(input.billId);
      if (bill.chunks > 0 || bill.status !== 'processing') return { chunks: chunksOf(bill, size) };
      const lines = await d.bills.readLines(bill.uploadId);
      const ours = await d.bills.ourSide(bill.channelCustId, bill.cycle, bill.calendar);
      const cards = joinSides(lines, ours.cards);
      await d.bills.putWork(bill.uploadId, cards, size);
      const planned = { ...bill, total: cards.length };
      const chunks = chunksOf(planned, size);
      await d.bills.setWhileRunning(input, { total: cards.length, chunks: chunks.length, ourBillIds: ours.billIds });
      return { chunks };
    },

    /**
     * Reconciles one chunk's cards (our cards kept to the operator's, by the card items) and records
     * its part once: its differences to its file, then its marker with its partial summary, adding
     * its cards to the bill's progress.
     */
    async runChunk(chunk: ChannelBillChunk): Promise<ChunkOutcome> {
      if (await d.bills.chunkDone(chunk, chunk.index)) return { skipped: true };
      const bill = await load(chunk.billId);
      const cards = await d.bills.workSlice(bill.uploadId, chunk.from, chunk.to);
      const operators = await d.bills.operatorsOf(
        bill.channelCustId,
        cards.flatMap(([iccid, , ours]) => (ours ? [iccid] : [])),
      );
      const part = reconcileCards(cards, (iccid) => operators.get(iccid) === bill.operator);
      await d.bills.putChunkDiffs(bill.uploadId, chunk.index, part.diffs);
      await d.bills.completeChunk(chunk, chunk.index, {
        cards: cards.length,
        summary: part.summary,
        diffs: part.diffs.length,
        at: d.clock().toISOString(),
      });
      return { succeeded: cards.length, failed: 0 };
    },

    /**
     * Adds the chunks' parts up into the bill's summary and writes its differences' pages, then ends
     * it `succeeded`; an import whose plan or a chunk failed for good, or with chunks unrecorded,
     * ends `failed` (interrupted). An import that has ended is left as it is.
     */
    async finish(input: ChannelBillRef & { error?: unknown }): Promise<void> {
      const bill = await load(input.billId);
      if (bill.status !== 'processing') return;
      const at = d.clock().toISOString();
      const markers = input.error ? [] : await d.bills.chunkMarkers(input);
      if (input.error || markers.length < bill.chunks) {
        await d.bills.finish(bill, { status: 'failed', failureReason: CHANNEL_BILL_INTERRUPTED, finishedAt: at });
        return;
      }
      const parts: Reconciled[] = [];
      for (const m of markers)
        parts.push({ summary: m.summary, diffs: m.diffs ? await d.bills.readChunkDiffs(bill.uploadId, m.index) : [] });
      const { summary, diffs } = mergeReconciled(parts);
      const diffPages = await d.bills.putDiffPages(bill.billId, diffs);
      await d.bills.finish(bill, { status: 'succeeded', summary, diffPages, finishedAt: at });
    },
  };
}

export type ChannelBillWorker = ReturnType<typeof createChannelBillWorker>;
