/**
 * How a client shows separation renewal batches (renewal-job.ts): exported through the contract
 * (contracts/jobs.ts); the portal's renewal list and detail are derived from it.
 */
import { jobStatuses, jobView } from '../shared/jobs/job-view.ts';
import { renewalReasonCodes } from './renewal-reasons.ts';

export const renewalJobView = jobView({
  kind: 'renewal',
  routes: { list: 'risk-renewal.list', detail: 'risk-renewal.detail', results: 'risk-renewal.results' },
  idField: 'batchId',
  requestField: 'batchId',
  statuses: jobStatuses,
  listFilters: ['status'],
  listColumns: ['createdAt', 'channelCustId', 'counts', 'status', 'createdBy'],
  results: { rowKey: 'iccid', columns: ['iccid', 'status', 'operator', 'fromStatus', 'toStatus', 'reason'] },
  reasonCodes: renewalReasonCodes,
});
