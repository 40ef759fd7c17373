import type { batchCardResultEntity, batchEntity } from '../shared/data/entities/batch.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import { jobProgress } from '../shared/jobs/chunked-job.ts';

export const BATCH_MAX_CARDS = 10_000;
export const CHUNK_SIZE = 100;

export { type BatchStatus, type BatchType, batchStatuses, batchTypes } from '../shared/data/entities/batch.entity.ts';

/** A batch as stored (its list copies hold the same attributes). */
export type BatchRecord = InferItem<typeof batchEntity>;
/** One card's outcome, as a chunk marker holds it: the reason worded on read (batch-reasons.ts). */
export type CardResult = InferItem<typeof batchCardResultEntity>;

export interface ChunkDescriptor {
  batchId: string;
  channelCustId: string;
  index: number;
  from: number;
  to: number;
  fromState: number;
  targetState: number;
}

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
