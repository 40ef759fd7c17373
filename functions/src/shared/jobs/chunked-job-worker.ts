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

/** The steps of a job hosted on this worker's machine (chunked-job.ts `hostedChunkedJob`), by the job's name. */
export interface HostedSteps {
  job: { name: string };
  /** Each hosted job types its own inputs; the dispatch only routes them. */
  steps: ChunkedJobSteps<unknown, unknown, unknown>;
}

/** Declares a hosted job's steps for its host's worker. */
export const hostedSteps = <Plan, Chunk, Finish>(
  job: { name: string; host?: string },
  steps: ChunkedJobSteps<Plan, Chunk, Finish>,
): HostedSteps => ({ job, steps: steps as unknown as HostedSteps['steps'] });

/** The hosted job an execution input or chunk names (`job`), if any. */
const jobOf = (input: unknown): string | undefined =>
  input && typeof input === 'object' && 'job' in input && typeof input.job === 'string' ? input.job : undefined;

/**
 * Runs one Task of the job; an action the job does not declare is a wiring mistake and fails the Task.
 * A Task whose input names a hosted job (`job`) runs that job's step instead — the machine's finishing
 * action is its finish — and the chunks its plan cuts carry its name on, so their Tasks come back to it.
 */
export function dispatchChunkedJob<Plan, Chunk, Finish>(
  job: ChunkedJobRef,
  steps: ChunkedJobSteps<Plan, Chunk, Finish>,
  hosted: readonly HostedSteps[] = [],
) {
  return async (event: ChunkedJobEvent): Promise<unknown> => {
    const name = jobOf(event.input);
    if (name !== undefined && name !== job.name) {
      const guest = hosted.find((h) => h.job.name === name);
      if (!guest) throw new Error(`Job ${job.name} hosts no job ${name}`);
      if (event.action === 'planChunks') {
        const plan = await guest.steps.planChunks(event.input);
        return { chunks: plan.chunks.map((c) => ({ ...(c as object), job: name })) };
      }
      if (event.action === 'runChunk') return guest.steps.runChunk(event.input);
      if (event.action === job.finish.action) return guest.steps.finish(event.input);
      throw new Error(`Job ${name} has no step ${event.action}`);
    }
    if (event.action === 'planChunks') return steps.planChunks(event.input as Plan);
    if (event.action === 'runChunk') return steps.runChunk(event.input as Chunk);
    if (event.action === job.finish.action) return steps.finish(event.input as Finish);
    throw new Error(`Job ${job.name} has no step ${event.action}`);
  };
}

const hasError = (input: unknown): boolean => Boolean(input && typeof input === 'object' && 'error' in input && input.error);

/** The Lambda handler of a chunked job's worker (and of the jobs it hosts). */
export function chunkedJobWorker<Plan, Chunk, Finish>(
  job: ChunkedJobRef,
  steps: ChunkedJobSteps<Plan, Chunk, Finish>,
  hosted: readonly HostedSteps[] = [],
) {
  return observedWorker(job.name, dispatchChunkedJob(job, steps, hosted), (event, result) => {
    // A job finished after its plan or a chunk failed for good counts one failure.
    if (event.action === job.finish.action) return hasError(event.input) ? { items: 0, failures: 1 } : undefined;
    if (event.action !== 'runChunk' || !result || typeof result !== 'object' || !('failed' in result)) return undefined;
    const { succeeded, failed } = result as { succeeded: number; failed: number };
    return { items: succeeded + failed, failures: failed };
  });
}
