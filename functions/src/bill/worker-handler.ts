import { chunkedJobWorker } from '../shared/jobs/chunked-job-worker.ts';
import { billRunJob } from './bill-run-job.ts';
import { createBillRunWorker } from './bill-run.worker.ts';
import { createBillRepository } from './bill.repository.ts';

const worker = createBillRunWorker({ bills: createBillRepository(), clock: () => new Date() });

/** The bill run's worker: plan the chunks, rate a chunk, write the bills (bill-run-job.ts). */
export const handler = chunkedJobWorker(billRunJob, {
  planChunks: worker.planChunks,
  runChunk: worker.runChunk,
  finish: worker.finishBills,
});
