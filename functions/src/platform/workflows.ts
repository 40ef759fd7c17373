/**
 * State-machine definitions (ASL) built from the ARNs of their task functions. infra passes real
 * Lambda ARNs; the local runner passes placeholders and maps each Task state by name to the
 * in-process worker. Only ASL features aws-local-stepfunctions runs are used: an inline Map over
 * chunk descriptors, never the card list itself.
 */
import { envNames } from './config.ts';
import type { WorkerName } from './route-table.ts';

export interface WorkflowDef {
  name: string;
  /** Worker that runs every Task state of this machine (one Lambda, dispatching on `action`). */
  worker: WorkerName;
  /** Environment variable (platform/config.ts) through which starters learn the machine's ARN. */
  arnEnv: string;
  definition: (workerArn: string) => Record<string, unknown>;
}

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

/**
 * A chunked job, declared once: plan the chunks, run each chunk (an inline Map over chunk
 * descriptors, at most `concurrency` at a time), then finish — also when a chunk failed for good,
 * with the error at `$.error`. Every step is idempotent on its own input (a retried Task changes
 * nothing twice; tests/integration/idempotency-routes.int.test.ts replays them all).
 */
export interface ChunkedJob {
  name: string;
  worker: WorkerName;
  arnEnv: string;
  comment: string;
  /** The finishing step's state name and worker action, e.g. `FinishBatch` / `finishBatch`. */
  finish: { state: string; action: string };
  concurrency?: number;
}

export const chunkedJob = (job: ChunkedJob): WorkflowDef & Pick<ChunkedJob, 'finish'> => ({
  finish: job.finish,
  name: job.name,
  worker: job.worker,
  arnEnv: job.arnEnv,
  definition: (workerArn) => ({
    Comment: job.comment,
    StartAt: 'PlanChunks',
    States: {
      PlanChunks: task(workerArn, 'planChunks', 'RunChunks', { ResultPath: '$.plan' }),
      RunChunks: {
        Type: 'Map',
        ItemsPath: '$.plan.chunks',
        MaxConcurrency: job.concurrency ?? 4,
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: 'RunChunk',
          States: { RunChunk: task(workerArn, 'runChunk', undefined) },
        },
        ResultPath: null,
        Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: job.finish.state }],
        Next: job.finish.state,
      },
      [job.finish.state]: task(workerArn, job.finish.action, undefined, { ResultPath: null }),
    },
  }),
});

/** Batch card operations (state change, allocation, data recovery, standard-SIM): batch/worker-handler.ts. */
export const batchOperationJob = chunkedJob({
  name: 'batch-operation',
  worker: 'batch-worker',
  arnEnv: envNames.batchStateMachineArn,
  comment: 'Batch card operation: plan chunks, run each chunk idempotently, then close the batch.',
  finish: { state: 'FinishBatch', action: 'finishBatch' },
});

/** Card and dual-SIM imports: card-import/worker-handler.ts. */
export const cardImportJob = chunkedJob({
  name: 'card-import',
  worker: 'import-worker',
  arnEnv: envNames.cardImportStateMachineArn,
  comment: 'Card import: chunk the checked rows, check and write each chunk idempotently, then close the import.',
  finish: { state: 'FinishImport', action: 'finishImport' },
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
