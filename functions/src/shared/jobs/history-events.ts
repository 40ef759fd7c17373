/**
 * How many history events and state transitions a chunked job's executions write, estimated from its
 * plan (what the plan Task answers: chunks, or shards run as child executions; chunked-job.ts
 * `jobDefinition`). Step Functions Standard ends an execution at 25,000 events; the unit tests of
 * every long workload's plan at 10,000,000 cards and the benchmark's workload table use this.
 */
import type { SplitPlan } from './chunked-job-worker.ts';

/** Step Functions Standard: history events one execution may write. */
export const HISTORY_EVENT_LIMIT = 25_000;

/** The history events each part of an execution writes when it succeeds (retries add more). */
export const HISTORY_EVENTS = {
  /** ExecutionStarted, ExecutionSucceeded. */
  execution: 2,
  /** TaskStateEntered, TaskScheduled, TaskStarted, TaskSucceeded, TaskStateExited. */
  task: 5,
  /** ChoiceStateEntered, ChoiceStateExited. */
  choice: 2,
  /** MapStateEntered, MapStateStarted, MapStateSucceeded, MapStateExited. */
  map: 4,
  /** MapIterationStarted, MapIterationSucceeded. */
  iteration: 2,
  /** A `startExecution.sync` Task: TaskStateEntered, TaskScheduled, TaskStarted, TaskSubmitted, TaskSucceeded, TaskStateExited. */
  childTask: 6,
} as const;

export interface ExecutionEstimate {
  /** Map iterations: chunks, or shards for a parent. */
  iterations: number;
  events: number;
  /** States entered (what Step Functions bills): plan, choice, Map, one per iteration, finish. */
  transitions: number;
}

/** One execution of a chunked job's machine whose Map runs `iterations` chunks (or, `children`, shards). */
export function executionEstimate(iterations: number, children = false): ExecutionEstimate {
  const e = HISTORY_EVENTS;
  const perIteration = e.iteration + (children ? e.childTask : e.task);
  return {
    iterations,
    events: e.execution + e.task + e.choice + e.map + iterations * perIteration + e.task,
    transitions: 4 + iterations,
  };
}

export interface JobHistory {
  executions: number;
  /** Chunks the plan holds, over every execution. */
  chunks: number;
  /** The execution with the most events: what must stay under `HISTORY_EVENT_LIMIT`. */
  largest: ExecutionEstimate;
  /** State transitions over every execution. */
  transitions: number;
}

/**
 * The executions a plan runs: one, when the plan answers its chunks; a parent and a child per shard
 * when it answers shards (each child's plan is its shard's slice of the chunks).
 */
export function jobHistory(plan: SplitPlan<unknown>): JobHistory {
  if ('chunks' in plan) {
    const one = executionEstimate(plan.chunks.length);
    return { executions: 1, chunks: plan.chunks.length, largest: one, transitions: one.transitions };
  }
  const parent = executionEstimate(plan.shards.length, true);
  const children = plan.shards.map((s) => {
    const { from, to } = s.shard as { from: number; to: number };
    return executionEstimate(to - from);
  });
  const all = [parent, ...children];
  return {
    executions: all.length,
    chunks: children.reduce((n, c) => n + c.iterations, 0),
    largest: all.reduce((a, b) => (b.events > a.events ? b : a)),
    transitions: all.reduce((n, x) => n + x.transitions, 0),
  };
}
