/**
 * Operator (channel) bills the platform imported: the bill with its reconciliation summary (in the
 * platform's one list partition), the claim of its upload, and its differences in pages. Types of
 * the lines and differences: channel-bill/reconcile.ts.
 */
import { attr, entity } from '../entity.ts';
import { keys } from '../keys.ts';

export interface ChannelBillSummary {
  operatorCards: number;
  ourCards: number;
  matched: number;
  presenceOnly: number;
  missingOurs: number;
  missingOperator: number;
  amountDiffers: number;
  operatorAmount: number;
  ourAmount: number;
  difference: number;
}
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
    /** Our bills the reconciliation read. */
    ourBillIds: attr<string[]>(),
    summary: attr<ChannelBillSummary>(),
    diffPages: attr<number>(),
    currency: attr<'CNY'>(),
    createdAt: attr<string>(),
    createdBy: attr<string>(),
  },
  key: ({ billId }: { billId: string }) => keys.channelBill(billId),
});

export const channelBillUploadEntity = /* @__PURE__ */ entity({
  name: 'channel bill upload claim',
  attributes: { billId: attr<string>() },
  key: ({ uploadId }: { uploadId: string }) => keys.channelBillUpload(uploadId),
});

export const channelBillDiffsEntity = /* @__PURE__ */ entity({
  name: 'channel bill differences',
  attributes: { diffs: attr<ChannelBillDifference[]>() },
  key: ({ billId, index }: { billId: string; index: number }) => keys.channelBillDiffs(billId, index),
});
