import { observedWorker } from '../shared/observability/worker.ts';
import { createAllocationRepository } from './allocation.repository.ts';
import type { ChunkDescriptor } from './batch-model.ts';
import { createBatchWorker } from './batch-worker.service.ts';
import { createBatchRepository } from './batch.repository.ts';
import { createStandardSimRepository } from './standard-sim.repository.ts';

const worker = createBatchWorker({
  batches: createBatchRepository(),
  allocations: createAllocationRepository(),
  editions: createStandardSimRepository(),
  clock: () => new Date(),
});

/** Task states of the batch-operation state machine send `{ action, input }` (see platform/workflows.ts). */
export type BatchWorkerEvent =
  | { action: 'planChunks'; input: { batchId: string; channelCustId: string } }
  | { action: 'runChunk'; input: ChunkDescriptor }
  | { action: 'finishBatch'; input: { batchId: string; channelCustId: string; error?: unknown } };

async function run(event: BatchWorkerEvent) {
  switch (event.action) {
    case 'planChunks':
      return worker.planChunks(event.input);
    case 'runChunk':
      return worker.runChunk(event.input);
    case 'finishBatch':
      return worker.finishBatch(event.input);
  }
}

export const handler = observedWorker('batch-operation', run, (event, result) =>
  event.action === 'runChunk' && result && 'failed' in result
    ? { items: result.succeeded + result.failed, failures: result.failed }
    : undefined,
);
