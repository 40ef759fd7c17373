import { cardImportChunkEntity, cardImportEntity, cardImportListEntity } from '../shared/data/entities/card-import.entity.ts';
import { type TenantJobRef, chunkedJob, tenantJobItems } from '../shared/jobs/chunked-job.ts';
import { cardImportJobView, dsimImportJobView } from './import-job-view.ts';
import { cardImportMachine } from './import-machine.ts';
import { IMPORT_CHUNK_SIZE, type RowResult, importListScopes, resultView } from './import-model.ts';

/** What the import state machine carries: the import's key fields. */
export type ImportRef = TenantJobRef<'importId'>;

/**
 * Card and dual-SIM imports, declared once: the state machine, the worker's steps
 * (import-worker-steps.ts, run by platform/import-worker.ts), the import item with its list copies and owner pointer, per-row results on
 * the chunk items (reason codes, worded on read).
 */
export const cardImportJob = chunkedJob({
  ...cardImportMachine,
  views: [cardImportJobView, dsimImportJobView],
  chunkSize: IMPORT_CHUNK_SIZE,
  // Card and dual-SIM imports alike get the owner pointer: a platform deep link names the import alone.
  items: tenantJobItems('importId', {
    record: cardImportEntity,
    chunk: cardImportChunkEntity,
    listEntry: cardImportListEntity,
    scopes: importListScopes,
    owner: 'IMPORT',
  }),
  // Chunk items hold either kind's results; resultView tells them apart.
  resultView: (r: RowResult, lang) => resultView(r, lang),
});
