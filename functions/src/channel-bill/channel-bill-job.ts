import { cardImportMachine } from '../card-import/import-machine.ts';
import { channelBillChunkEntity, channelBillEntity } from '../shared/data/entities/channel-bill.entity.ts';
import { hostedChunkedJob } from '../shared/jobs/chunked-job.ts';
import { CHANNEL_BILL_CHUNK_CARDS, emptySummary } from './reconcile.ts';

/** What the import's executions and chunks carry: the bill. */
export interface ChannelBillRef {
  billId: string;
}

/** A chunk of the import: work cards `from` to `to` (chunk-aligned) of the bill's work file. */
export interface ChannelBillChunk extends ChannelBillRef {
  index: number;
  from: number;
  to: number;
}

/** The stored failure of an import that stopped before every card was reconciled (worded by the portal). */
export const CHANNEL_BILL_INTERRUPTED = 'interrupted';

/**
 * The import of an operator bill, declared as a chunked job (docs/decisions.md "Channel bills:
 * large files through the chunked-job mechanism"): the plan joins the operator's lines with our
 * bills' card lines card by card into a work file sorted by ICCID, each chunk reconciles a range of
 * its cards and keeps its part (its differences in the imports bucket, its partial summary on its
 * chunk marker), the finishing step adds the parts up and writes the differences' pages. The bill
 * itself is the job record (in its one list partition). It runs on the card import's state machine
 * and worker Lambda (`hostedChunkedJob`): the stack has no room for a machine of its own.
 */
export const channelBillJob = hostedChunkedJob(cardImportMachine, {
  name: 'channel-bill-import',
  chunkSize: CHANNEL_BILL_CHUNK_CARDS,
  // Its screens are the operator bill pages (list and detail with progress), not the generic job pages.
  views: [],
  items: {
    ref: (b: ChannelBillRef) => ({ billId: b.billId }),
    record: channelBillEntity,
    chunk: channelBillChunkEntity,
    list: { kind: 'inPlace', within: () => ({}) },
  },
});

/**
 * A bill as its import starts: no totals or differences yet, its job `processing` with nothing
 * planned (the plan sets the cards to reconcile, both sides' ICCIDs, and the chunks).
 */
export const runningImport = () => ({
  summary: emptySummary(),
  diffPages: 0,
  total: 0,
  succeeded: 0,
  failed: 0,
  chunks: 0,
  chunksDone: 0,
  status: 'processing' as const,
});
