import { chunkedJobWorker } from '../shared/jobs/chunked-job-worker.ts';
import { createAllocationRepository } from './allocation.repository.ts';
import { batchOperationJob } from './batch-job.ts';
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

/** The batch-operation job's worker: plan, run a chunk, finish (batch-job.ts). */
export const handler = chunkedJobWorker(batchOperationJob, {
  planChunks: (input: { batchId: string; channelCustId: string }) => worker.planChunks(input),
  runChunk: (input: ChunkDescriptor) => worker.runChunk(input),
  finish: (input: { batchId: string; channelCustId: string; error?: unknown }) => worker.finishBatch(input),
});
