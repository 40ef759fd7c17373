/**
 * The state machines infra deploys and the local runner executes, gathered from their declarations
 * (shared/jobs/chunked-job.ts): each job is declared once in its group, beside its worker.
 */
import { batchOperationJob } from '../batch/batch-job.ts';
import { billRunJob } from '../bill/bill-run-job.ts';
import { cardImportJob } from '../card-import/import-job.ts';
import { exportJob } from '../download/export-job.ts';
import type { WorkflowDef as AnyWorkflowDef } from '../shared/jobs/chunked-job.ts';
import { writeOffCycleJob } from '../write-off/write-off-cycle-job.ts';
import type { WorkerName } from './route-table.ts';

export type WorkflowDef = AnyWorkflowDef<WorkerName>;

export const workflows: WorkflowDef[] = [batchOperationJob, exportJob, cardImportJob, billRunJob, writeOffCycleJob];
