import { envNames } from '../platform/config.ts';
import { keys, partitionKeys } from '../shared/data/keys.ts';
import { chunkedJob } from '../shared/jobs/chunked-job.ts';
import { type BatchRecord, CHUNK_SIZE, type CardResult, batchListScopes } from './batch-model.ts';
import { withReasonText } from './batch-reasons.ts';

/** What the batch state machine carries: the batch's key fields. */
export interface BatchRef {
  batchId: string;
  channelCustId: string;
}

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
  chunkSize: CHUNK_SIZE,
  keys: {
    ref: (b: BatchRecord): BatchRef => ({ batchId: b.batchId, channelCustId: b.channelCustId }),
    record: (r: BatchRef) => keys.batch(r.channelCustId, r.batchId),
    chunk: (r: BatchRef, index: number) => keys.batchChunk(r.channelCustId, r.batchId, index),
    list: {
      kind: 'copies',
      partition: partitionKeys.batchList,
      entry: (scope, b) => keys.batchListItem(scope, b.createdAt, b.batchId),
      scopes: batchListScopes,
    },
    // Every batch type: the owner pointer lets a platform deep link name the batch alone.
    owner: (b) => ({ kind: 'BATCH', id: b.batchId, channelCustId: b.channelCustId }),
  },
  resultView: (r: CardResult, lang) => withReasonText(r, lang),
});
