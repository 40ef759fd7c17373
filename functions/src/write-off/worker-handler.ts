import { chunkedJobWorker } from '../shared/jobs/chunked-job-worker.ts';
import { writeOffService } from './service-instance.ts';
import { writeOffCycleJob } from './write-off-cycle-job.ts';

const service = writeOffService();

/** The write-off cycle's worker: plan the chunks of enterprises, run a chunk, count (write-off-cycle-job.ts). */
export const handler = chunkedJobWorker(writeOffCycleJob, {
  planChunks: service.planChunks,
  runChunk: service.runChunk,
  finish: service.finishCycle,
});
