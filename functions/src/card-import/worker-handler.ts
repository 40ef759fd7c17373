import { createDsimRepository } from '../dsim/dsim.repository.ts';
import { createDsimService } from '../dsim/dsim.service.ts';
import { observedWorker } from '../shared/observability/worker.ts';
import { createCardImportRepository } from './card-import.repository.ts';
import { createDsimImportChunk } from './dsim-import.worker.ts';
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

/** Task states of the card-import state machine send `{ action, input }` (see platform/workflows.ts). */
export type ImportWorkerEvent =
  | { action: 'planChunks'; input: { importId: string; channelCustId: string } }
  | { action: 'runChunk'; input: ImportChunk }
  | { action: 'finishImport'; input: { importId: string; channelCustId: string; error?: unknown } };

async function run(event: ImportWorkerEvent) {
  switch (event.action) {
    case 'planChunks':
      return worker.planChunks(event.input);
    case 'runChunk':
      return worker.runChunk(event.input);
    case 'finishImport':
      return worker.finishImport(event.input);
  }
}

export const handler = observedWorker('card-import', run, (event, result) =>
  event.action === 'runChunk' && result && 'failed' in result
    ? { items: result.succeeded + result.failed, failures: result.failed }
    : undefined,
);
