import { createDsimRepository } from '../dsim/dsim.repository.ts';
import { createDsimService } from '../dsim/dsim.service.ts';
import type { ChunkedJobSteps } from '../shared/jobs/chunked-job-worker.ts';
import { createCardImportRepository } from './card-import.repository.ts';
import { createDsimImportChunk } from './dsim-import.worker.ts';
import type { ImportChunk } from './import-model.ts';
import { createImportWorker } from './import-worker.service.ts';

type ImportRef = { importId: string; channelCustId: string };

/**
 * The card-import job's steps for its worker Lambda: plan, run a chunk, finish (import-job.ts). The
 * Lambda (platform/import-worker.ts) also runs the jobs the card import's machine hosts.
 */
export function cardImportSteps(
  clock = () => new Date(),
): ChunkedJobSteps<ImportRef, ImportChunk, ImportRef & { error?: unknown }> {
  const imports = createCardImportRepository();
  const pairs = createDsimRepository();
  const dsim = createDsimImportChunk({
    imports,
    pairs,
    pairCards: createDsimService({ dsim: pairs, clock }).pairCards,
    clock,
  });
  const worker = createImportWorker({ imports, clock, dsim });
  return {
    planChunks: (input) => worker.planChunks(input),
    runChunk: (input) => worker.runChunk(input),
    finish: (input) => worker.finishImport(input),
  };
}
