/**
 * How a client shows download tasks (the export job, export-job.ts): exported through the contract
 * (contracts/jobs.ts); the portal's download task list is derived from it. A task has no results
 * pages: its result is the file.
 */
import { jobStatuses, jobView } from '../shared/jobs/job-view.ts';

export const exportJobView = jobView({
  kind: 'downloadTask',
  routes: { list: 'download.list' },
  idField: 'taskId',
  statuses: jobStatuses,
  listFilters: [],
  listColumns: ['fileName', 'rows', 'status', 'createdAt', 'createdBy', 'download'],
  // A failed export stores its cause; it is worded on read (download-model.ts `failureReason`).
  reasonCodes: ['failed', 'tooManyRows'],
});
