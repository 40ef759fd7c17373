import { createChannelBillImportRepository } from '../channel-bill/channel-bill-import.repository.ts';
import { channelBillJob } from '../channel-bill/channel-bill-job.ts';
import { createChannelBillWorker } from '../channel-bill/channel-bill.worker.ts';
import { createDsimRepository } from '../dsim/dsim.repository.ts';
import { createDsimService } from '../dsim/dsim.service.ts';
import { chunkedJobWorker, hostedSteps } from '../shared/jobs/chunked-job-worker.ts';
import { createCardImportRepository } from './card-import.repository.ts';
import { createDsimImportChunk } from './dsim-import.worker.ts';
import { cardImportJob } from './import-job.ts';
import type { ImportChunk } from './import-model.ts';
import { createImportWorker } from './import-worker.service.ts';

const imports = createCardImportRepository();
const clock = () => new Date();
const pairs = createDsimRepository();
const dsim = createDsimImportChunk({
  imports,
  pairs,
  pairCards: createDsimService({ dsim: pairs, clock }).pairCards,
  clock,
});
const worker = createImportWorker({ imports, clock, dsim });
const channelBills = createChannelBillWorker({ bills: createChannelBillImportRepository(), clock });

/**
 * The card-import job's worker: plan, run a chunk, finish (import-job.ts); it also runs the operator
 * bill import, which its machine hosts (channel-bill-job.ts: executions and chunks that name it).
 */
export const handler = chunkedJobWorker(
  cardImportJob,
  {
    planChunks: (input: { importId: string; channelCustId: string }) => worker.planChunks(input),
    runChunk: (input: ImportChunk) => worker.runChunk(input),
    finish: (input: { importId: string; channelCustId: string; error?: unknown }) => worker.finishImport(input),
  },
  [hostedSteps(channelBillJob, channelBills)],
);
