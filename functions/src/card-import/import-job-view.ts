/**
 * How a client shows card and dual-SIM imports (one job, import-job.ts, two kinds of rows): exported
 * through the contract (contracts/jobs.ts); the portal's import list and details are derived from it.
 */
import { dsimReasonCodes, importReasonCodes } from '../shared/data/entities/card-import.entity.ts';
import { jobStatuses, jobView } from '../shared/jobs/job-view.ts';

/** The stored failure of an import that stopped before every row was processed (worded on read). */
export const IMPORT_INTERRUPTED = 'interrupted';

const importRoutes = { list: 'card-import.list', detail: 'card-import.detail', results: 'card-import.results' } as const;

/** Card imports: one row a card, its reason when it was not written. */
export const cardImportJobView = jobView({
  kind: 'cardImport',
  routes: importRoutes,
  idField: 'importId',
  requestField: 'batchId',
  statuses: jobStatuses,
  listFilters: ['status'],
  listColumns: ['createdAt', 'fileName', 'kind', 'channelCustId', 'counts', 'status', 'createdBy'],
  results: { rowKey: 'line', columns: ['line', 'iccid', 'msisdn', 'status', 'reason'] },
  reasonCodes: [...importReasonCodes, IMPORT_INTERRUPTED],
});

/** Dual-SIM imports: one row a device and its two cards; listed with the card imports. */
export const dsimImportJobView = jobView({
  ...cardImportJobView,
  kind: 'dsimImport',
  results: { rowKey: 'line', columns: ['line', 'sn', 'iccid1', 'iccid2', 'status', 'reason'] },
  reasonCodes: [...dsimReasonCodes, IMPORT_INTERRUPTED],
});
