/**
 * The batch aggregate (batch/: state change, allocation, data recovery, standard-SIM): the batch item
 * under its enterprise, a chunk marker per chunk holding its cards' results, and a copy of the batch
 * in each scope's list. Its owner pointer is owner.entity.ts's. The ICCID list is in S3.
 */
import type { Lang } from '../../i18n/lang.ts';
import { type InferItem, attr, entity, optionalAttr } from '../entity.ts';
import { keys } from '../keys.ts';
import { chunkMarkerAttributes, chunkedJobAttributes, jobStampAttributes, jobStatuses } from './job-attributes.ts';

/**
 * Kinds of batch the batch-operation state machine runs: a lifecycle state change, an allocation
 * of cards to a secondary customer, data recovery (unallocated cards reset to stock) and a
 * standard-SIM batch (cards change edition, docs/decisions.md "Cards: standard-SIM batches").
 */
export const batchTypes = ['changeState', 'allocate', 'recover', 'standardSim'] as const;
export type BatchType = (typeof batchTypes)[number];

/** Status filter of the batch list and of the per-card results. */
export const batchStatuses = jobStatuses;
export type BatchStatus = (typeof batchStatuses)[number];

/**
 * A failure reason as stored: a code and the raw values its sentence names, worded on read in the
 * reader's language (batch/batch-reasons.ts, whose codes these are).
 */
export interface StoredReason {
  code: string;
  params?: Record<string, string | number>;
}

const batchAttributes = {
  batchId: attr<string>(),
  channelCustId: attr<string>(),
  /** Set when a secondary customer started it: only its own cards may be changed. */
  custId: attr<string | null>(),
  type: attr<BatchType>(),
  /** The state cards end in (changeState; recover: 63). Absent for allocations, which keep the state. */
  targetState: optionalAttr<number>(),
  /** allocate: the secondary customer the cards go to, and its name when the batch started (absent: taken back to the enterprise). */
  targetCustId: optionalAttr<string>(),
  targetCustName: optionalAttr<string>(),
  /** standardSim: the edition (mode type) cards change to. */
  targetModeType: optionalAttr<'00' | '01' | '02'>(),
  /**
   * changeState: the state every card was in when the batch was planned. Kept so that a replayed
   * plan step (a Step Functions retry) returns the same chunks instead of checking moved cards again.
   */
  fromState: optionalAttr<number>(),
  ...chunkedJobAttributes,
  /** Language of the person who started it, for the reasons recorded per card. */
  lang: attr<Lang>(),
  /**
   * Why the whole batch failed (spec §5: mixed operators or states fail all cards), worded on read;
   * text in batches written before reason codes.
   */
  failureReason: optionalAttr<StoredReason | string>(),
  ...jobStampAttributes,
};

export const batchEntity = /* @__PURE__ */ entity({
  name: 'batch',
  attributes: batchAttributes,
  key: ({ channelCustId, batchId }: { channelCustId: string; batchId: string }) => keys.batch(channelCustId, batchId),
});

/** The copy of a batch in a scope's list (`PLATFORM`, the enterprise, the starting secondary customer), by creation time. */
export const batchListEntity = /* @__PURE__ */ entity({
  name: 'batch list entry',
  attributes: batchAttributes,
  key: ({ scope, createdAt, batchId }: { scope: string; createdAt: string; batchId: string }) =>
    keys.batchListItem(scope, createdAt, batchId),
});

/**
 * One card's outcome in a batch: what a chunk marker's `results` hold. Batches from before results
 * were stored per chunk wrote one such item per card; nothing writes or reads those any more.
 */
export const batchCardResultEntity = /* @__PURE__ */ entity({
  name: 'batch card result',
  attributes: {
    iccid: attr<string>(),
    status: attr<'succeeded' | 'failed'>(),
    fromState: optionalAttr<number>(),
    /** allocate: the secondary customer the card was taken from (null: the enterprise's own stock). */
    fromCustId: optionalAttr<string | null>(),
    /** standardSim: the edition the card was in (a failed card: the one it stays in). */
    fromModeType: optionalAttr<string>(),
    /** Why the card failed, worded on read; text in results written before reason codes. */
    reason: optionalAttr<StoredReason | string>(),
  },
  key: ({ channelCustId, batchId, iccid }: { channelCustId: string; batchId: string; iccid: string }) =>
    keys.batchCard(channelCustId, batchId, iccid),
});

/** A chunk of a batch, written once when the chunk is done (its counts applied in the same transaction). */
export const batchChunkEntity = /* @__PURE__ */ entity({
  name: 'batch chunk marker',
  /** Its cards' results (up to 100). */
  attributes: chunkMarkerAttributes<InferItem<typeof batchCardResultEntity>>(),
  key: ({ channelCustId, batchId, index }: { channelCustId: string; batchId: string; index: number }) =>
    keys.batchChunk(channelCustId, batchId, index),
});
