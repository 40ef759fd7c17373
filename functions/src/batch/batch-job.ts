import { envNames } from '../platform/config.ts';
import { batchChunkEntity, batchEntity, batchListEntity } from '../shared/data/entities/batch.entity.ts';
import { type TenantJobRef, chunkedJob, tenantJobItems } from '../shared/jobs/chunked-job.ts';
import { batchJobView } from './batch-job-view.ts';
import { CHUNK_SIZE, type CardResult, batchListScopes } from './batch-model.ts';
import { withReasonText } from './batch-reasons.ts';

/** What the batch state machine carries: the batch's key fields. */
export type BatchRef = TenantJobRef<'batchId'>;

/**
 * Batch card operations (state change, allocation, data recovery, standard-SIM), declared once: the
 * state machine, the worker's steps (worker-handler.ts), the batch item with its list copies per
 * scope and owner pointer, per-card results on the chunk items, worded on read.
 */
export const batchOperationJob = chunkedJob({
  name: 'batch-operation',
  worker: 'batch-worker',
  arnEnv: envNames.batchStateMachineArn,
  comment: 'Batch card operation: plan chunks, run each chunk idempotently, then close the batch.',
  finish: { state: 'FinishBatch', action: 'finishBatch' },
  views: [batchJobView],
  chunkSize: CHUNK_SIZE,
  // Every batch type gets the owner pointer: a platform deep link names the batch alone.
  items: tenantJobItems('batchId', {
    record: batchEntity,
    chunk: batchChunkEntity,
    listEntry: batchListEntity,
    scopes: batchListScopes,
    owner: 'BATCH',
  }),
  resultView: (r: CardResult, lang) => withReasonText(r, lang),
});
