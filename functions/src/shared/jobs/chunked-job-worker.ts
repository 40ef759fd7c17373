/**
 * The worker Lambda of a chunked job (shared/jobs/chunked-job.ts `chunkedJob`): the state machine's Task
 * states send `{ action, input }` — `planChunks`, `runChunk`, then the job's finishing action — and
 * this dispatches them to the job's steps, with the job's logs and metrics (`JobItems`,
 * `JobFailures` per chunk, and one failure for a job finished after an error). Every step must be idempotent on its own input: Step Functions may run
 * a Task again (tests/integration/idempotency-routes.int.test.ts replays them all).
 */
import { observedWorker } from '../observability/worker.ts';

/** What the worker needs of the job's declaration. */
export interface ChunkedJobRef {
  name: string;
  finish: { action: string };
}

/** What running a chunk did: its counts, or `skipped` when a replay found it done already. */
export type ChunkOutcome = { succeeded: number; failed: number } | { skipped: true };

export interface ChunkedJobSteps<Plan, Chunk, Finish> {
  planChunks(input: Plan): Promise<{ chunks: Chunk[] }>;
  runChunk(input: Chunk): Promise<ChunkOutcome>;
  finish(input: Finish): Promise<void>;
}

export type ChunkedJobEvent = { action: string; input: unknown };

/** Runs one Task of the job; an action the job does not declare is a wiring mistake and fails the Task. */
export function dispatchChunkedJob<Plan, Chunk, Finish>(job: ChunkedJobRef, steps: ChunkedJobSteps<Plan, Chunk, Finish>) {
  return async (event: ChunkedJobEvent): Promise<unknown> => {
    if (event.action === 'planChunks') return steps.planChunks(event.input as Plan);
    if (event.action === 'runChunk') return steps.runChunk(event.input as Chunk);
    if (event.action === job.finish.action) return steps.finish(event.input as Finish);
    throw new Error(`Job ${job.name} has no step ${event.action}`);
  };
}

const hasError = (input: unknown): boolean => Boolean(input && typeof input === 'object' && 'error' in input && input.error);

/** The Lambda handler of a chunked job's worker. */
export function chunkedJobWorker<Plan, Chunk, Finish>(job: ChunkedJobRef, steps: ChunkedJobSteps<Plan, Chunk, Finish>) {
  return observedWorker(job.name, dispatchChunkedJob(job, steps), (event, result) => {
    // A job finished after its plan or a chunk failed for good counts one failure.
    if (event.action === job.finish.action) return hasError(event.input) ? { items: 0, failures: 1 } : undefined;
    if (event.action !== 'runChunk' || !result || typeof result !== 'object' || !('failed' in result)) return undefined;
    const { succeeded, failed } = result as { succeeded: number; failed: number };
    return { items: succeeded + failed, failures: failed };
  });
}
