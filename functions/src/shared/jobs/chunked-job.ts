/**
 * A chunked job, declared once: plan the chunks, run each chunk, finish; the chunk size; its record,
 * chunk items and list entries (entity declarations of shared/data/entities/); how its stored
 * results (reason codes) are worded on read. From one declaration come the state machine's ASL
 * (infra and the local runner run it: platform/workflows.ts gathers the declarations), the worker
 * dispatch (`chunkedJobWorker`), the job record, its list pages and its results pages
 * (`createJobStore`). Only ASL features aws-local-stepfunctions runs are used: an inline Map over
 * chunk descriptors, never the items themselves.
 */
import type { Entity } from '../data/entity.ts';
import type { OwnedKind } from '../data/keys.ts';
import type { Lang } from '../i18n/lang.ts';
import type { JobView } from './job-view.ts';

/** A state machine: its ASL built from the worker's ARN (infra passes the real one, the local runner a placeholder). */
export interface WorkflowDef<W extends string = string> {
  name: string;
  /** Worker that runs every Task state of this machine (one Lambda, dispatching on `action`). */
  worker: W;
  /** Environment variable (platform/config.ts) through which starters learn the machine's ARN. */
  arnEnv: string;
  definition: (workerArn: string) => Record<string, unknown>;
}

/**
 * Where a job's items live: their entity declarations (shared/data/entities/). `Ref` is what the
 * state machine carries (the record's key attributes), `Rec` the stored record, `Chunk` a chunk item.
 */
export interface JobItems<Ref extends object, Rec, Chunk> {
  /** The key attributes of a record: the execution input and every chunk descriptor carry them. */
  ref: (rec: Rec) => Ref;
  record: Entity<Rec, Ref, string>;
  /** The item that marks a chunk done (and holds its results): written once per chunk, beside the record or apart. */
  chunk: Entity<Chunk, Ref & { index: number }, string>;
  /**
   * The scopes whose lists show the job. `copies`: a copy of the record per scope (an entity keyed by
   * the scope and the record), written at the start and at the end (never per chunk); `inPlace`: the
   * record itself lives in its one scope's list partition, the record's leading key attributes.
   */
  list:
    | { kind: 'copies'; entry: Entity<Rec, Rec & { scope: string }, string>; scopes: (rec: Rec) => string[] }
    | { kind: 'inPlace'; within: (scope: string) => Partial<Ref> };
  /** Things a platform deep link names by id alone get an owner pointer beside the record. */
  owner?: (rec: Rec) => { kind: OwnedKind; id: string; channelCustId: string };
}

/** A job record owned by an enterprise: the key attributes every such job carries. */
export type TenantJobRef<Id extends string> = { channelCustId: string } & Record<Id, string>;

/**
 * The items of a job owned by an enterprise and listed by copies (batches, imports, and the coming
 * bill runs and sweeps): its ref is the enterprise and the job id, its list copies sort by creation
 * time, and a platform deep link finds it by its owner pointer.
 */
export function tenantJobItems<Id extends string, Rec extends TenantJobRef<Id> & { createdAt: string }, Chunk>(
  idField: Id,
  e: {
    record: Entity<Rec, TenantJobRef<Id>, string>;
    chunk: Entity<Chunk, TenantJobRef<Id> & { index: number }, string>;
    listEntry: Entity<Rec, Rec & { scope: string }, string>;
    scopes: (rec: Rec) => string[];
    owner: OwnedKind;
  },
): JobItems<TenantJobRef<Id>, Rec, Chunk> {
  return {
    ref: (rec) => ({ channelCustId: rec.channelCustId, [idField]: rec[idField] }) as TenantJobRef<Id>,
    record: e.record,
    chunk: e.chunk,
    list: { kind: 'copies', entry: e.listEntry, scopes: e.scopes },
    owner: (rec) => ({ kind: e.owner, id: rec[idField], channelCustId: rec.channelCustId }),
  };
}

/**
 * The steps of a chunked job and how they run: what yields its state machine and worker dispatch. A
 * job whose record the job store keeps adds its items (`ChunkedJobDeclaration`); one that keeps its own
 * record and chunk markers (the bill run) is declared with this alone (`chunkedWorkflow`).
 */
export interface ChunkedWorkflowDeclaration<W extends string> {
  name: string;
  worker: W;
  arnEnv: string;
  comment: string;
  /** The finishing step's state name and worker action, e.g. `FinishBatch` / `finishBatch`. */
  finish: { state: string; action: string };
  /** Chunks running at once (default 4); 1 runs them in order, each after the one before. */
  concurrency?: number;
  /** Items per chunk: one chunk item holds their results, counters apply once per chunk. */
  chunkSize: number;
}

export interface ChunkedJobDeclaration<W extends string, Ref extends object, Rec, Chunk, Result>
  extends ChunkedWorkflowDeclaration<W> {
  items: JobItems<Ref, Rec, Chunk>;
  /**
   * How clients show the job (job-view.ts: its routes, states, columns and reason codes), exported
   * through the contract (contracts/jobs.ts): the portal's job list and detail are derived from it.
   * One job may show as several kinds (card and dual-SIM imports).
   */
  views: readonly JobView[];
  /** A stored result (reason code and raw values) as the API answers it, worded in the reader's language. */
  resultView?: (result: Result, lang: Lang) => unknown;
  /**
   * The job whose state machine runs this one (`hostedChunkedJob`), absent for a job with its own.
   * Its executions carry `job` (this job's name) and so does each chunk, by which the host's worker
   * dispatches (chunked-job-worker.ts `hostedSteps`).
   */
  host?: string;
}

export type ChunkedJob<
  W extends string = string,
  Ref extends object = object,
  Rec = unknown,
  Chunk = unknown,
  Result = unknown,
> = ChunkedJobDeclaration<W, Ref, Rec, Chunk, Result> & WorkflowDef<W>;

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

/** The Task resource that starts a child execution of a machine and waits for its end (output as JSON). */
export const START_CHILD_RESOURCE = 'arn:aws:states:::states:startExecution.sync:2';

/**
 * The state machine of a chunked job: plan, an inline Map over the chunk descriptors, finish. The
 * finishing step also runs when the plan or a chunk failed for good, with the error at `$.error`,
 * so a job never stays `processing`. Every step is idempotent on its own input (a retried Task
 * changes nothing twice; tests/integration/idempotency-routes.int.test.ts replays them all).
 *
 * A plan too long for one execution's history (more than `JOB_CHILD_CHUNKS` chunks: 25,000 events
 * allow about 3,500 inline iterations) comes back as shards instead of chunks (chunked-job-worker.ts
 * `splitPlan`): the Map then runs each shard, one after the other, as a child execution of this very
 * machine (its input is the shard, its plan the shard's chunks, its finish a no-op that fails the
 * child after an error), and the parent's finishing step ends the job. A retried child replans the
 * same chunks and skips the ones done (every chunk writes its marker once), so nothing runs twice.
 */
function jobDefinition(job: Pick<ChunkedWorkflowDeclaration<string>, 'comment' | 'finish' | 'concurrency'>) {
  const onError = [{ ErrorEquals: ['States.ALL'], ResultPath: '$.error', Next: job.finish.state }];
  return (workerArn: string) => ({
    Comment: job.comment,
    StartAt: 'PlanChunks',
    States: {
      PlanChunks: task(workerArn, 'planChunks', 'SplitPlan', { ResultPath: '$.plan', Catch: onError }),
      SplitPlan: {
        Type: 'Choice',
        Choices: [{ Variable: '$.plan.shards', IsPresent: true, Next: 'RunShards' }],
        Default: 'RunChunks',
      },
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
        Catch: onError,
        Next: job.finish.state,
      },
      RunShards: {
        Type: 'Map',
        ItemsPath: '$.plan.shards',
        // Shards run in order: a job whose chunks resume where the one before ended needs it, and a
        // parallel job gains little (each child runs its chunks at the job's concurrency).
        MaxConcurrency: 1,
        ItemProcessor: {
          ProcessorConfig: { Mode: 'INLINE' },
          StartAt: 'RunShard',
          States: {
            RunShard: {
              Type: 'Task',
              Resource: START_CHILD_RESOURCE,
              Parameters: { 'StateMachineArn.$': '$$.StateMachine.Id', 'Input.$': '$' },
              // A child that failed for good is started once more: it skips the chunks it wrote.
              Retry: [{ ErrorEquals: ['States.TaskFailed'], IntervalSeconds: 1, MaxAttempts: 1 }],
              ResultPath: null,
              End: true,
            },
          },
        },
        ResultPath: null,
        Catch: onError,
        Next: job.finish.state,
      },
      [job.finish.state]: task(workerArn, job.finish.action, undefined, { ResultPath: null }),
    },
  });
}

/** Declares a chunked job; the result is both the workflow infra deploys and what the worker and the job store read. */
export function chunkedJob<W extends string, Ref extends object, Rec, Chunk, Result = never>(
  job: ChunkedJobDeclaration<W, Ref, Rec, Chunk, Result>,
): ChunkedJob<W, Ref, Rec, Chunk, Result> {
  return { ...job, definition: jobDefinition(job) };
}

/** The host-owned parts of a hosted job's declaration: its machine's worker, ARN, finishing step and concurrency. */
type HostedParts = 'worker' | 'arnEnv' | 'comment' | 'finish' | 'concurrency' | 'host';

/**
 * Declares a chunked job that runs on another job's state machine and worker Lambda instead of a
 * machine of its own: a machine costs the stack four resources (machine, role, policy, log group)
 * and the stack is at its resource guard, while every chunked job's machine is the same three steps
 * (plan, Map over chunks, finish) calling one worker by `action`. Its executions start with `job`
 * (its name) beside its ref; the host's worker sends them, and the chunks they plan, to its steps.
 * It is not a workflow of its own (platform/workflows.ts lists the host only).
 */
export function hostedChunkedJob<W extends string, Ref extends object, Rec, Chunk, Result = never>(
  host: Pick<ChunkedWorkflowDeclaration<W>, 'name' | 'worker' | 'arnEnv' | 'comment' | 'finish' | 'concurrency'>,
  job: Omit<ChunkedJobDeclaration<W, Ref, Rec, Chunk, Result>, HostedParts>,
): ChunkedJobDeclaration<W, Ref, Rec, Chunk, Result> & { host: string } {
  return {
    ...job,
    worker: host.worker,
    arnEnv: host.arnEnv,
    comment: host.comment,
    finish: host.finish,
    ...(host.concurrency ? { concurrency: host.concurrency } : {}),
    host: host.name,
  };
}

/** What a hosted job's execution input carries beside its ref: the job's name. */
export const hostedInput = <Ref extends object>(job: { name: string; host?: string }, ref: Ref): Ref | (Ref & { job: string }) =>
  job.host ? { ...ref, job: job.name } : ref;

/** Declares the state machine of a chunked job that keeps its own record (no job-store keys). */
export function chunkedWorkflow<W extends string>(
  job: ChunkedWorkflowDeclaration<W>,
): ChunkedWorkflowDeclaration<W> & WorkflowDef<W> {
  return { ...job, definition: jobDefinition(job) };
}

/** A chunk as the plan cuts it: items `from` (inclusive) to `to` (exclusive) of the job's input. */
export interface ChunkRange {
  index: number;
  from: number;
  to: number;
}

/** The chunks of `total` items, `size` at a time (none for an empty job). */
export function chunkRanges(total: number, size: number): ChunkRange[] {
  return Array.from({ length: Math.ceil(Math.max(0, total) / size) }, (_, index) => ({
    index,
    from: index * size,
    to: Math.min(total, (index + 1) * size),
  }));
}

/** Per-item chunk results counted for the job record (`succeeded`, `failed`). */
export function resultCounts(results: { status: string }[]): { succeeded: number; failed: number } {
  const succeeded = results.filter((r) => r.status === 'succeeded').length;
  return { succeeded, failed: results.filter((r) => r.status === 'failed').length };
}

/** Percentage of a job's items processed so far (0..100; 100 once it has ended, never 100 before). */
export function jobProgress(j: { total: number; succeeded: number; failed: number; status: string }): number {
  if (j.status !== 'processing') return 100;
  if (j.total <= 0) return 0;
  return Math.min(99, Math.floor(((j.succeeded + j.failed) * 100) / j.total));
}

/**
 * How a running chunked job ends, set by its finishing step: `succeeded` when every item was counted
 * and no step failed, else `failed` — with `interrupted` as the reason when items were left uncounted.
 */
export function jobEnd<Reason>(
  j: { total: number; succeeded: number; failed: number },
  error: unknown,
  interrupted: Reason,
  at: string,
): { status: 'succeeded' | 'failed'; failureReason?: Reason; finishedAt: string } {
  const complete = j.succeeded + j.failed >= j.total;
  return {
    status: complete && !error ? 'succeeded' : 'failed',
    ...(complete ? {} : { failureReason: interrupted }),
    finishedAt: at,
  };
}
