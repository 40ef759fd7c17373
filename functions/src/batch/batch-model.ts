import { scopeKeys } from '../shared/data/keys.ts';
import { jobProgress } from '../shared/jobs/chunked-job.ts';
import type { Reason } from './batch-reasons.ts';

export const BATCH_MAX_CARDS = 10_000;
export const CHUNK_SIZE = 100;

/**
 * Kinds of batch the batch-operation state machine runs: a lifecycle state change, an allocation
 * of cards to a secondary customer, data recovery (unallocated cards reset to stock) and a
 * standard-SIM batch (cards change edition, docs/decisions.md "Cards: standard-SIM batches").
 */
export const batchTypes = ['changeState', 'allocate', 'recover', 'standardSim'] as const;
export type BatchType = (typeof batchTypes)[number];

export type BatchStatus = 'processing' | 'succeeded' | 'failed';

export interface BatchRecord {
  batchId: string;
  channelCustId: string;
  /** Set when a secondary customer started it: only its own cards may be changed. */
  custId: string | null;
  type: BatchType;
  /** The state cards end in (changeState; recover: 63). Absent for allocations, which keep the state. */
  targetState?: number;
  /** allocate: the secondary customer the cards go to, and its name when the batch started (absent: taken back to the enterprise). */
  targetCustId?: string;
  targetCustName?: string;
  /** standardSim: the edition (mode type) cards change to. */
  targetModeType?: '00' | '01' | '02';
  /**
   * changeState: the state every card was in when the batch was planned. Kept so that a replayed
   * plan step (a Step Functions retry) returns the same chunks instead of checking moved cards again.
   */
  fromState?: number;
  total: number;
  succeeded: number;
  failed: number;
  chunks: number;
  chunksDone: number;
  status: BatchStatus;
  /** Language of the person who started it, for the reasons recorded per card. */
  lang: 'zh-CN' | 'en-US';
  /**
   * Why the whole batch failed (spec §5: mixed operators or states fail all cards), worded on read
   * (batch-reasons.ts); text in batches written before reason codes.
   */
  failureReason?: Reason | string;
  createdBy: string;
  createdAt: string;
  finishedAt?: string;
}

export interface CardResult {
  iccid: string;
  status: 'succeeded' | 'failed';
  fromState?: number;
  /** allocate: the secondary customer the card was taken from (null: the enterprise's own stock). */
  fromCustId?: string | null;
  /** standardSim: the edition the card was in (a failed card: the one it stays in). */
  fromModeType?: string;
  /** Why the card failed, worded on read (batch-reasons.ts); text in results written before reason codes. */
  reason?: Reason | string;
}

export interface ChunkDescriptor {
  batchId: string;
  channelCustId: string;
  index: number;
  from: number;
  to: number;
  fromState: number;
  targetState: number;
}

/** Status filter of the batch list and of the per-card results. */
export const batchStatuses = ['processing', 'succeeded', 'failed'] as const;

/**
 * The scopes whose batch lists show a batch: the platform, its enterprise and, when a secondary
 * customer started it, that secondary customer. Written once per batch (not per card).
 */
export const batchListScopes = (b: Pick<BatchRecord, 'channelCustId' | 'custId'>): string[] => [
  scopeKeys.platform,
  ...scopeKeys.customers(b.channelCustId, b.custId),
];

/** Percentage of a batch's cards processed so far (0..100; 100 once it has ended). */
export const batchProgress: (b: Pick<BatchRecord, 'total' | 'succeeded' | 'failed' | 'status'>) => number = jobProgress;
