/**
 * The write-off aggregate (write-off/, issue #14 item 5): every operation on a bill (its publication,
 * a write-off, an overdue mark) as a record found by its operation id — so a retried operation finds
 * the first — with a copy in the platform's log and in its enterprise's; and the monthly write-off
 * cycle's record with its chunk markers. Rules: write-off/write-off-model.ts.
 */
import { attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import type { BillStatus } from './bill.entity.ts';

/** What happened to a bill: published (owes), written off (part or all), marked overdue. */
export type BillOperationType = 'publish' | 'writeOff' | 'overdue';
/** Where a write-off's money came from, with the amount of each (fen). */
export interface WriteOffLeg {
  source: 'grant' | 'preDeposit' | 'credit';
  amount: number;
}

const operationAttributes = {
  operationId: attr<string>(),
  type: attr<BillOperationType>(),
  billId: attr<string>(),
  channelCustId: attr<string>(),
  custId: attr<string | null>(),
  cycle: attr<string>(),
  /** Fen: what publishing made owed, or what a write-off paid; 0 for an overdue mark. */
  amount: attr<number>(),
  statusBefore: attr<BillStatus>(),
  statusAfter: attr<BillStatus>(),
  /** The bill's written-off amount after the operation (fen). */
  writtenOffAfter: attr<number>(),
  legs: optionalAttr<WriteOffLeg[]>(),
  /** A login, or `cycle:<month>` for the monthly write-off cycle. */
  by: attr<string>(),
  at: attr<string>(),
  /** Why (the person's note, or the rule that made it). */
  reason: attr<string>(),
};

export const billOperationEntity = /* @__PURE__ */ entity({
  name: 'bill operation',
  attributes: operationAttributes,
  key: ({ channelCustId, operationId }: { channelCustId: string; operationId: string }) =>
    keys.billOperation(channelCustId, operationId),
});

export const billOperationListEntity = /* @__PURE__ */ entity({
  name: 'bill operation list entry',
  attributes: operationAttributes,
  key: ({ scope, at, operationId }: { scope: string; at: string; operationId: string }) =>
    keys.billOperationListItem(scope, at, operationId),
});

/** The counts of a cycle run (or of one chunk of it). */
export interface WriteOffCycleCounts {
  enterprises: number;
  /** Bills written off (fully or in part) and the fen written off. */
  writeOffs: number;
  amount: number;
  /** Bills marked overdue. */
  overdue: number;
  /** Bills that still owe after the run. */
  unpaid: number;
}

export const writeOffCycleEntity = /* @__PURE__ */ entity({
  name: 'write-off cycle',
  attributes: {
    /** 'YYYY-MM': the cycle of a month writes off the bills of cycles up to it. */
    month: attr<string>(),
    /** The run's number: 1 for the first, counted up by each re-run. */
    run: attr<number>(),
    status: attr<'processing' | 'succeeded' | 'failed'>(),
    startedBy: attr<string>(),
    createdAt: attr<string>(),
    finishedAt: optionalAttr<string>(),
    counts: optionalAttr<WriteOffCycleCounts>(),
    failureCause: optionalAttr<string>(),
  },
  key: ({ month }: { month: string }) => keys.writeOffCycle(month),
});

export const writeOffCycleChunkEntity = /* @__PURE__ */ entity({
  name: 'write-off cycle chunk',
  attributes: {
    month: attr<string>(),
    run: attr<number>(),
    index: attr<number>(),
    counts: attr<WriteOffCycleCounts>(),
  },
  key: ({ month, run, index }: { month: string; run: number; index: number }) => keys.writeOffCycleChunk(month, run, index),
});
