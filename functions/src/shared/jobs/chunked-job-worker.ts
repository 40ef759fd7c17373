/**
 * The worker Lambda of a chunked job (shared/jobs/chunked-job.ts `chunkedJob`): the state machine's Task
 * states send `{ action, input }` — `planChunks`, `runChunk`, then the job's finishing action — and
 * this dispatches them to the job's steps, with the job's logs and metrics (`JobItems`,
 * `JobFailures` per chunk, and one failure for a job finished after an error). Every step must be idempotent on its own input: Step Functions may run
 * a Task again (tests/integration/idempotency-routes.int.test.ts replays them all).
 */
import { observedWorker } from '../observability/worker.ts';

/**
 * Chunks one execution runs at most: 25,000 history events allow about 3,500 inline iterations of a
 * Task (7 events each), and a child's chunk descriptors must fit the 256 KB state payload. A longer
 * plan runs as child executions of this many chunks each (chunked-job.ts `jobDefinition`).
 */
export const JOB_CHILD_CHUNKS = 2000;

/**
 * Bytes of chunk descriptors one execution's Map may carry: Step Functions passes at most 256 KB
 * between states, and the execution input sits beside the plan.
 */
export const PLAN_PAYLOAD_BYTES = 200_000;

/** The shard a child execution runs: chunks `from` (inclusive) to `to` (exclusive) of a plan of `of` chunks. */
export interface PlanShard {
  index: number;
  from: number;
  to: number;
  of: number;
}

/** What a plan Task answers: the chunks the Map runs, or the shards it runs as child executions. */
export type SplitPlan<Chunk> = { chunks: Chunk[] } | { shards: Record<string, unknown>[] };

/** Chunks per child execution: the benchmark and tests lower it (`JOB_CHILD_CHUNKS` in the environment) to split small runs. */
export const childChunks = (): number => Number(process.env.JOB_CHILD_CHUNKS) || JOB_CHILD_CHUNKS;

const shardOf = (input: unknown): PlanShard | undefined =>
  input && typeof input === 'object' && 'shard' in input ? (input.shard as PlanShard) : undefined;

/** An execution input without its shard: what the job's own steps read. */
const withoutShard = (input: unknown): unknown => {
  if (!shardOf(input)) return input;
  const { shard: _shard, ...rest } = input as Record<string, unknown>;
  return rest;
};

/** The shards of a plan: at most `limit` chunks and `PLAN_PAYLOAD_BYTES` of descriptors each, in order. */
export function shardRanges(chunks: readonly unknown[], limit: number): { from: number; to: number }[] {
  const ranges: { from: number; to: number }[] = [];
  let from = 0;
  let bytes = 0;
  chunks.forEach((chunk, i) => {
    const size = JSON.stringify(chunk).length + 1;
    if (i > from && (i - from >= limit || bytes + size > PLAN_PAYLOAD_BYTES)) {
      ranges.push({ from, to: i });
      from = i;
      bytes = 0;
    }
    bytes += size;
  });
  if (chunks.length > from) ranges.push({ from, to: chunks.length });
  return ranges;
}

/**
 * Splits a job's plan for the state machine: a child execution (its input names its shard) gets its
 * shard's chunks; a parent whose plan has more than `limit` chunks (or more bytes than a state may
 * carry) gets shards instead — its own input with a shard each — and every child plans the same
 * chunks again and runs its slice. A plan is kept on the job's record (bill run, export, imports), so
 * a replay cuts the same; a child whose replan differs from its parent's fails rather than skip or
 * repeat chunks.
 */
export function splitPlan<Chunk>(chunks: Chunk[], input: unknown, limit: number): SplitPlan<Chunk> {
  const shard = shardOf(input);
  if (shard) {
    // A job that has ended plans nothing: a replayed child has nothing to run.
    if (!chunks.length) return { chunks };
    if (chunks.length !== shard.of)
      throw new Error(`Shard ${shard.index}: the plan has ${chunks.length} chunks, not ${shard.of}`);
    return { chunks: chunks.slice(shard.from, shard.to) };
  }
  const ranges = shardRanges(chunks, limit);
  if (ranges.length <= 1) return { chunks };
  return {
    shards: ranges.map((r, index) => ({ ...(input as object), shard: { index, from: r.from, to: r.to, of: chunks.length } })),
  };
}

/** A child execution's finishing step: nothing to finish (the parent does), but an error fails the child, so the parent sees it. */
function finishShard(input: unknown): void {
  const error = (input as { error?: { Error?: string; Cause?: string } }).error;
  if (error) throw new Error(`Shard ${shardOf(input)?.index} failed: ${error.Error ?? ''} ${error.Cause ?? ''}`.trim());
}

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
    const shard = shardOf(event.input);
    if (shard && event.action === job.finish.action) return finishShard(event.input);
    const input = withoutShard(event.input);
    const name = jobOf(input);
    if (name !== undefined && name !== job.name) {
      const guest = hosted.find((h) => h.job.name === name);
      if (!guest) throw new Error(`Job ${job.name} hosts no job ${name}`);
      if (event.action === 'planChunks') {
        const plan = await guest.steps.planChunks(input);
        return splitPlan(
          plan.chunks.map((c) => ({ ...(c as object), job: name })),
          event.input,
          childChunks(),
        );
      }
      if (event.action === 'runChunk') return guest.steps.runChunk(input);
      if (event.action === job.finish.action) return guest.steps.finish(input);
      throw new Error(`Job ${name} has no step ${event.action}`);
    }
    if (event.action === 'planChunks')
      return splitPlan((await steps.planChunks(input as Plan)).chunks, event.input, childChunks());
    if (event.action === 'runChunk') return steps.runChunk(input as Chunk);
    if (event.action === job.finish.action) return steps.finish(input as Finish);
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
