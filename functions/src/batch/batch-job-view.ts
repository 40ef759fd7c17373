/**
 * How a client shows batches (the batch-operation job, batch-job.ts): exported through the contract
 * (contracts/jobs.ts); the portal's batch list and detail are derived from it.
 */
import { batchTypes } from '../shared/data/entities/batch.entity.ts';
import { jobStatuses, jobView } from '../shared/jobs/job-view.ts';

/** Why a batch or one of its cards failed: stored as the code, worded on read (batch-reasons.ts words each one). */
export const batchReasonCodes = [
  'plan.missing',
  'plan.operators',
  'plan.states',
  'plan.transition',
  'plan.start',
  'batch.interrupted',
  'card.changed',
  'allocation.notFound',
  'allocation.sameCustomer',
  'allocation.notAllocated',
  'allocation.state',
  'recovery.changed',
  'edition.notFound',
  'edition.state',
  'edition.same',
  'edition.testUnicom',
  'edition.pool',
  'edition.changed',
] as const;
export type BatchReasonCode = (typeof batchReasonCodes)[number];

export const batchJobView = jobView({
  kind: 'batch',
  routes: { list: 'batch.list', detail: 'batch.detail', results: 'batch.results' },
  idField: 'batchId',
  requestField: 'batchId',
  statuses: jobStatuses,
  types: { field: 'type', values: batchTypes },
  listFilters: ['status', 'type'],
  listColumns: ['createdAt', 'channelCustId', 'type', 'target', 'counts', 'status', 'createdBy'],
  results: {
    rowKey: 'iccid',
    // The state a card left; an allocation's customer it came from; a standard-SIM's edition it left.
    columns: ['iccid', 'status', 'fromState', 'reason'],
    byType: {
      allocate: ['iccid', 'status', 'fromCustId', 'reason'],
      standardSim: ['iccid', 'status', 'fromModeType', 'reason'],
    },
  },
  reasonCodes: batchReasonCodes,
});
