import { envNames } from '../platform/config.ts';
import { chunkedWorkflow } from '../shared/jobs/chunked-job.ts';
import { BILL_RUN_CHUNK_CARDS } from './bill-run.worker.ts';

/**
 * The bill run of one enterprise, cycle and calendar, declared as a chunked job: the plan cuts the
 * enterprise's cards into chunks, each chunk rates its cards from where the chunk before ended (so
 * chunks run one after the other) and keeps its partial sums, and the finishing step writes the
 * bills (bill-run.worker.ts). The run keeps its own record and chunk markers (bill.repository.ts).
 */
export const billRunJob = chunkedWorkflow({
  name: 'bill-run',
  worker: 'bill-worker',
  arnEnv: envNames.billRunStateMachineArn,
  comment: 'Bill run: rate the cards chunk by chunk, each resuming where the last ended, then write the bills.',
  finish: { state: 'FinishBills', action: 'finishBills' },
  concurrency: 1,
  chunkSize: BILL_RUN_CHUNK_CARDS,
});
