/**
 * How clients show each chunked job (shared/jobs/job-view.ts), as its declaration names it
 * (chunked-job.ts `views`): the portal's job lists and details (portal/src/components/job-page) are
 * derived from these. Each view's routes are checked against the route table here.
 */
import { batchJobView } from '../batch/batch-job-view.ts';
import { cardImportJobView, dsimImportJobView } from '../card-import/import-job-view.ts';
import { exportJobView } from '../download/export-job-view.ts';
import { renewalJobView } from '../risk-renewal/renewal-job-view.ts';
import type { JobView } from '../shared/jobs/job-view.ts';
import { stockJobView } from '../stock/stock-job-view.ts';
import type { RouteId } from './routes.ts';

export const jobViews = {
  batch: batchJobView,
  cardImport: cardImportJobView,
  dsimImport: dsimImportJobView,
  downloadTask: exportJobView,
  renewal: renewalJobView,
  stockOperation: stockJobView,
} as const satisfies Record<string, JobView<RouteId>>;

export type JobKind = keyof typeof jobViews;
export {
  type JobResultStatus,
  type JobStatus,
  type JobView,
  jobResultStatuses,
  jobStatuses,
  resultColumns,
} from '../shared/jobs/job-view.ts';
export type { BatchReasonCode } from '../batch/batch-job-view.ts';
export type { RenewalReasonCode } from '../risk-renewal/renewal-reasons.ts';
export type { StockReasonCode } from '../stock/stock-reasons.ts';
