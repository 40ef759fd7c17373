import { partitionKeys } from './partitions.ts';
import { chunkNumber, skPrefix } from './parts.ts';

/** Bills: bill runs, bills and their lists, late usage, bill operations and write-off cycles, operator bills. */
export const billingKeys = {
  /** An imported operator bill with its reconciliation summary, in the platform's list (ids sort by import time). */
  channelBill: (billId: string) => ({ pk: partitionKeys.channelBills, sk: `CB#${billId}` }),
  /** Which operator bill an upload became: a repeated import of the same upload answers that bill. */
  channelBillUpload: (uploadId: string) => ({ pk: partitionKeys.channelBills, sk: `UPLOAD#${uploadId}` }),
  /** One page of an operator bill's reconciliation differences. */
  channelBillDiffs: (billId: string, index: number) => ({
    pk: partitionKeys.channelBill(billId),
    sk: `DIFF#${chunkNumber(index)}`,
  }),
  /** The marker of a reconciled chunk of an operator bill's import (its partial summary), written once. */
  channelBillChunk: (billId: string, index: number) => ({
    pk: partitionKeys.channelBill(billId),
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  /** A bill run of an enterprise, one per cycle and calendar; its chunk markers share the partition. */
  billRun: (channelCustId: string, cycle: string, calendar: string) => ({
    pk: `CUST#${channelCustId}#BILLRUN#${cycle}#${calendar}`,
    sk: 'RUN',
  }),
  billRunChunk: (channelCustId: string, cycle: string, calendar: string, index: number) => ({
    pk: `CUST#${channelCustId}#BILLRUN#${cycle}#${calendar}`,
    sk: `${skPrefix.chunk}${chunkNumber(index)}`,
  }),
  /** A bill with its lines; its cards' lines, one item per run chunk, share the partition. */
  bill: (channelCustId: string, billId: string) => ({ pk: `CUST#${channelCustId}#BILL#${billId}`, sk: 'BILL' }),
  billCards: (channelCustId: string, billId: string, index: number) => ({
    pk: `CUST#${channelCustId}#BILL#${billId}`,
    sk: `${skPrefix.card}${chunkNumber(index)}`,
  }),
  /**
   * Usage of a billed cycle that changed after its bill: per enterprise and calendar, by cycle then
   * ICCID, holding the bytes each changed day had when billed (the next run bills the difference).
   */
  lateUsage: (channelCustId: string, calendar: string, cycle: string, iccid: string) => ({
    pk: `CUST#${channelCustId}#LATE#${calendar}`,
    sk: `${cycle}#${iccid}`,
  }),
  /** A bill in a scope's list, by cycle then id (read backwards: newest cycle first). */
  billListItem: (scope: string, cycle: string, billId: string) => ({ pk: partitionKeys.bills(scope), sk: `${cycle}#${billId}` }),
  /** A bill operation by its operation id (absent-only: a retried operation finds the first). */
  billOperation: (channelCustId: string, operationId: string) => ({
    pk: `CUST#${channelCustId}#BILLOP#${operationId}`,
    sk: 'OP',
  }),
  /** A bill operation in a scope's log, by time then operation id (read backwards: newest first). */
  billOperationListItem: (scope: string, at: string, operationId: string) => ({
    pk: partitionKeys.billOperations(scope),
    sk: `${at}#${operationId}`,
  }),
  /** The write-off cycle of a month (its latest run). */
  writeOffCycle: (month: string) => ({ pk: partitionKeys.writeOffCycles, sk: `CYCLE#${month}` }),
  /** A chunk marker of a run of a month's write-off cycle (written once; holds the chunk's counts). */
  writeOffCycleChunk: (month: string, run: number, index: number) => ({
    pk: `${partitionKeys.writeOffCycles}#${month}`,
    sk: `RUN#${run}#CHUNK#${String(index).padStart(5, '0')}`,
  }),
} as const;
