/**
 * How a client shows stock operations (stock-job.ts): exported through the contract
 * (contracts/jobs.ts); the portal's operation list and detail and the import list are derived from it.
 */
import { stockOpTypes } from '../shared/data/entities/stock.entity.ts';
import { jobStatuses, jobView } from '../shared/jobs/job-view.ts';
import { stockReasonCodes } from './stock-reasons.ts';

export const stockJobView = jobView({
  kind: 'stockOperation',
  routes: { list: 'stock.operationList', detail: 'stock.operationDetail', results: 'stock.operationResults' },
  idField: 'batchId',
  requestField: 'batchId',
  statuses: jobStatuses,
  types: { field: 'opType', values: stockOpTypes },
  listFilters: ['status', 'type'],
  listColumns: ['createdAt', 'opType', 'channelCustId', 'salesOrderNumber', 'fileName', 'counts', 'status', 'createdBy'],
  results: { rowKey: 'sn', columns: ['line', 'sn', 'status', 'reason'] },
  reasonCodes: stockReasonCodes,
});
