import { createApnRepository } from '../apn/apn.repository.ts';
import { createApnService } from '../apn/apn.service.ts';
import { createCardListRepository } from '../card/card-list.repository.ts';
import { createCustomerNames } from '../customer/customer-names.repository.ts';
import { createPlanRepository } from '../plan/plan.repository.ts';
import { createPlanService } from '../plan/plan.service.ts';
import { observedWorker } from '../shared/observability/worker.ts';
import { createDownloadRepository } from './download.repository.ts';
import { type TaskRef, createExportWorker } from './export-worker.service.ts';

const clock = () => new Date();
const plans = createPlanService({ plans: createPlanRepository(), clock, customers: createCustomerNames() });
const apns = createApnService({ apns: createApnRepository(), clock });

const worker = createExportWorker({
  tasks: createDownloadRepository(),
  cards: createCardListRepository(),
  catalogue: { basicList: plans.basicList, retailList: plans.retailList, apnList: apns.list },
  clock,
});

/** Task states of the export-task state machine send `{ action, input }` (see platform/workflows.ts). */
export type ExportWorkerEvent =
  | { action: 'run'; input: TaskRef }
  | { action: 'fail'; input: TaskRef & { error?: { Error?: string; Cause?: string } } };

async function run(event: ExportWorkerEvent) {
  switch (event.action) {
    case 'run':
      return worker.run(event.input);
    case 'fail':
      return worker.fail(event.input);
  }
}

/** Items are exported rows; a failed export task counts as one failure. */
export const handler = observedWorker('export-task', run, (event, result) => {
  if (event.action === 'fail') return { items: 0, failures: 1 };
  return result && 'rows' in result ? { items: result.rows, failures: 0 } : undefined;
});
