/**
 * The state machines infra deploys and the local runner executes. Chunked jobs are declared once in
 * their group (shared/jobs/chunked-job.ts), beside their worker, and gathered here.
 */
import { batchOperationJob } from '../batch/batch-job.ts';
import { cardImportJob } from '../card-import/import-job.ts';
import type { WorkflowDef as AnyWorkflowDef } from '../shared/jobs/chunked-job.ts';
import { envNames } from './config.ts';
import type { WorkerName } from './route-table.ts';

export type WorkflowDef = AnyWorkflowDef<WorkerName>;

const retry = [
  {
    ErrorEquals: ['States.TaskFailed', 'Lambda.ServiceException', 'Lambda.TooManyRequestsException'],
    IntervalSeconds: 1,
    MaxAttempts: 3,
    BackoffRate: 2,
  },
];

const task = (workerArn: string, action: string, next: string | undefined, extra: Record<string, unknown> = {}) => ({
  Type: 'Task',
  Resource: workerArn,
  Parameters: { action, 'input.$': '$' },
  Retry: retry,
  ...(next ? { Next: next } : { End: true }),
  ...extra,
});

export const workflows: WorkflowDef[] = [
  batchOperationJob,
  {
    name: 'export-task',
    worker: 'export-worker',
    arnEnv: envNames.exportStateMachineArn,
    definition: (workerArn) => ({
      Comment: 'Download task: write the export file; after the retries, mark the task failed with a reason.',
      StartAt: 'Export',
      States: {
        Export: task(workerArn, 'run', undefined, {
          Retry: [{ ...retry[0], MaxAttempts: 2 }],
          ResultPath: null,
          Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'MarkFailed' }],
        }),
        MarkFailed: task(workerArn, 'fail', undefined, { ResultPath: null }),
      },
    }),
  },
  cardImportJob,
];
