import { chunkedJobWorker } from '../shared/jobs/chunked-job-worker.ts';
import { billRunJob } from './bill-run-job.ts';
import { type BillRunWorker, createBillRunWorker } from './bill-run.worker.ts';
import { createBillRepository } from './bill.repository.ts';

const bills = createBillRepository();
/**
 * The worker, with the declaration's chunk size unless `BILL_RUN_CHUNK_CARDS` lowers it (the local
 * stack of a test that splits a small run into chunks and child executions); read on each Task.
 */
const worker = (): BillRunWorker =>
  createBillRunWorker({ bills, clock: () => new Date(), chunkCards: Number(process.env.BILL_RUN_CHUNK_CARDS) || undefined });

/** The bill run's worker: plan the chunks, rate a chunk, write the bills (bill-run-job.ts). */
export const handler = chunkedJobWorker(billRunJob, {
  planChunks: (input: Parameters<BillRunWorker['planChunks']>[0]) => worker().planChunks(input),
  runChunk: (input: Parameters<BillRunWorker['runChunk']>[0]) => worker().runChunk(input),
  finish: (input: Parameters<BillRunWorker['finishBills']>[0]) => worker().finishBills(input),
});
