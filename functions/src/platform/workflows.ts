/**
 * State-machine definitions (ASL) built from the ARNs of their task functions. infra passes real
 * Lambda ARNs; the local runner passes placeholders and maps each Task state by name to the
 * in-process worker. Only ASL features aws-local-stepfunctions runs are used: an inline Map over
 * chunk descriptors, never the card list itself.
 */
export interface WorkflowDef {
  name: string;
  /** Worker that runs every Task state of this machine (one Lambda, dispatching on `action`). */
  worker: 'batch-worker';
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

export const workflows: WorkflowDef[] = [
  {
    name: 'batch-operation',
    worker: 'batch-worker',
    definition: (workerArn) => ({
      Comment: 'Batch card operation: plan chunks, run each chunk idempotently, then close the batch.',
      StartAt: 'PlanChunks',
      States: {
        PlanChunks: task(workerArn, 'planChunks', 'RunChunks', { ResultPath: '$.plan' }),
        RunChunks: {
          Type: 'Map',
          ItemsPath: '$.plan.chunks',
          MaxConcurrency: 4,
          ItemProcessor: {
            ProcessorConfig: { Mode: 'INLINE' },
            StartAt: 'RunChunk',
            States: { RunChunk: task(workerArn, 'runChunk', undefined) },
          },
          ResultPath: null,
          Catch: [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: 'FinishBatch' }],
          Next: 'FinishBatch',
        },
        FinishBatch: task(workerArn, 'finishBatch', undefined, { ResultPath: null }),
      },
    }),
  },
];
