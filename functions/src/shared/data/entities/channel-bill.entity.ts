/**
 * Operator (channel) bills the platform imported: the bill with its reconciliation summary (in the
 * platform's one list partition), the claim of its upload, and its differences in pages. Types of
 * the lines and differences: channel-bill/reconcile.ts.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import { chunkedJobAttributes, jobStampAttributes } from './job-attributes.ts';

/** The reconciliation's counts and sums (fen): see channel-bill/reconcile.ts `reconcile`. */
export interface ChannelBillSummary {
  operatorCards: number;
  ourCards: number;
  matched: number;
  presenceOnly: number;
  missingOurs: number;
  missingOperator: number;
  amountDiffers: number;
  /** Sums of the operator's file and of our bills for the enterprise's own cards. */
  operatorAmount: number;
  ourAmount: number;
  /** Operator minus ours over the differences: what the operator bills beyond our rating. */
  difference: number;
}
/** One card whose two sides differ; `payer` is `E`, a custId, or null when we do not bill the card. */
export interface ChannelBillDifference {
  iccid: string;
  kind: 'missingOurs' | 'missingOperator' | 'amountDiffers';
  operatorAmount: number | null;
  ourAmount: number | null;
  operatorBytes: number | null;
  payer: string | null;
}

export const channelBillEntity = /* @__PURE__ */ entity({
  name: 'channel bill',
  attributes: {
    billId: attr<string>(),
    operator: attr<'CMCC' | 'CUCC' | 'CTCC'>(),
    /** The enterprise whose cards the operator billed (our bills of the cycle are its bills). */
    channelCustId: attr<string>(),
    cycle: attr<string>(),
    calendar: attr<'month' | 'unicom'>(),
    fileName: attr<string>(),
    fileKey: attr<string>(),
    uploadId: attr<string>(),
    /** Lines read from the file, and the rows that could not be read (the first 200 kept, with their line). */
    lines: attr<number>(),
    rejectedCount: attr<number>(),
    rejected: attr<{ line: number; reason: string }[]>(),
    /** Our bills the reconciliation read (set by the import's plan). */
    ourBillIds: attr<string[]>(),
    /** All zero while the import runs; set by its finishing step from the chunks' parts. */
    summary: attr<ChannelBillSummary>(),
    /** Pages of differences, written by the finishing step (0 while the import runs). */
    diffPages: attr<number>(),
    currency: attr<'CNY'>(),
    /**
     * The import as a chunked job (channel-bill-job.ts): `total` the cards to reconcile (both sides'
     * ICCIDs, set by the plan; 0 before), `succeeded` those reconciled, `status` processing until the
     * finishing step. Bills imported before the job existed have none of these: they are `succeeded`.
     */
    ...chunkedJobAttributes,
    failureReason: optionalAttr<string>(),
    ...jobStampAttributes,
  },
  key: ({ billId }: { billId: string }) => keys.channelBill(billId),
});

export const channelBillUploadEntity = /* @__PURE__ */ entity({
  name: 'channel bill upload claim',
  attributes: { billId: attr<string>() },
  key: ({ uploadId }: { uploadId: string }) => keys.channelBillUpload(uploadId),
});

/** A reconciled chunk of an import: its partial summary and how many differences it found (its file: the imports bucket). */
export const channelBillChunkEntity = /* @__PURE__ */ entity({
  name: 'channel bill chunk',
  attributes: {
    /** Cards of the chunk (both sides' ICCIDs). */
    cards: attr<number>(),
    summary: attr<ChannelBillSummary>(),
    diffs: attr<number>(),
    at: attr<string>(),
  },
  key: ({ billId, index }: { billId: string; index: number }) => keys.channelBillChunk(billId, index),
});

export const channelBillDiffsEntity = /* @__PURE__ */ entity({
  name: 'channel bill differences',
  attributes: { diffs: attr<ChannelBillDifference[]>() },
  key: ({ billId, index }: { billId: string; index: number }) => keys.channelBillDiffs(billId, index),
});
