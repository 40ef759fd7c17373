import { envNames } from '../platform/config.ts';
import { keys, partitionKeys } from '../shared/data/keys.ts';
import { chunkedJob } from '../shared/jobs/chunked-job.ts';
import { type CardImport, IMPORT_CHUNK_SIZE, type RowResult, importListScopes, resultView } from './import-model.ts';

/** What the import state machine carries: the import's key fields. */
export interface ImportRef {
  importId: string;
  channelCustId: string;
}

/**
 * Card and dual-SIM imports, declared once: the state machine, the worker's steps
 * (worker-handler.ts), the import item with its list copies and owner pointer, per-row results on
 * the chunk items (reason codes, worded on read).
 */
export const cardImportJob = chunkedJob({
  name: 'card-import',
  worker: 'import-worker',
  arnEnv: envNames.cardImportStateMachineArn,
  comment: 'Card import: chunk the checked rows, check and write each chunk idempotently, then close the import.',
  finish: { state: 'FinishImport', action: 'finishImport' },
  chunkSize: IMPORT_CHUNK_SIZE,
  keys: {
    ref: (i: CardImport): ImportRef => ({ importId: i.importId, channelCustId: i.channelCustId }),
    record: (r: ImportRef) => keys.cardImport(r.channelCustId, r.importId),
    chunk: (r: ImportRef, index: number) => keys.cardImportChunk(r.channelCustId, r.importId, index),
    list: {
      kind: 'copies',
      partition: partitionKeys.cardImportList,
      entry: (scope, i) => keys.cardImportListItem(scope, i.createdAt, i.importId),
      scopes: importListScopes,
    },
    // Card and dual-SIM imports alike: the owner pointer lets a platform deep link name the import alone.
    owner: (i) => ({ kind: 'IMPORT', id: i.importId, channelCustId: i.channelCustId }),
  },
  // Chunk items hold either kind's results; resultView tells them apart.
  resultView: (r: RowResult, lang) => resultView(r, lang),
});
