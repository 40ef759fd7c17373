/**
 * Observability of the background Lambdas (state-machine tasks, bus and schedule targets): the
 * same Powertools Logger, Metrics and Tracer middlewares as the API, plus job metrics.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { MetricUnit, type Metrics } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import middy, { type MiddlewareObj } from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger, metrics } from './instances.ts';
import { traceInvocation } from './tracing.ts';

/** What one invocation did to a job's items: `JobItems` processed, `JobFailures` among them. */
export interface JobCount {
  items: number;
  failures: number;
}

/** Reads the job count off an invocation's event and result; undefined when the step handles no items (plan, finish). */
export type CountJob<E, R> = (event: E, result: R) => JobCount | undefined;

export interface ObserveJobDeps<E, R> {
  logger: Logger;
  metrics: Metrics;
  count?: CountJob<E, R>;
  now?: () => number;
}

/** The step of a `{ action, input }` task event (see platform/workflows.ts), for the log line. */
const stepOf = (event: unknown): string | undefined =>
  event && typeof event === 'object' && 'action' in event && typeof event.action === 'string' ? event.action : undefined;

/** Per invocation: `JobStepLatency` (ms), and `JobItems` / `JobFailures` when the step processed items; dimension `job`. */
export function observeJob<E, R>(job: string, deps: ObserveJobDeps<E, R>): MiddlewareObj<E, R, Error, Context> {
  const now = deps.now ?? (() => performance.now());
  const started = new WeakMap<object, number>();
  const record = (request: middy.Request<E, R, Error, Context>, ok: boolean) => {
    const ms = Math.round(now() - (started.get(request) ?? now()));
    const count = ok ? deps.count?.(request.event, request.response as R) : undefined;
    deps.metrics.addDimension('job', job);
    deps.metrics.addMetric('JobStepLatency', MetricUnit.Milliseconds, ms);
    if (count) {
      deps.metrics.addMetric('JobItems', MetricUnit.Count, count.items);
      deps.metrics.addMetric('JobFailures', MetricUnit.Count, count.failures);
    }
    const line = { message: 'job step', job, step: stepOf(request.event), ms, ...count };
    if (ok) deps.logger.info(line);
    else deps.logger.error({ ...line, error: request.error });
  };
  return {
    before: async (request) => {
      started.set(request, now());
      deps.logger.appendKeys({ job });
    },
    after: async (request) => record(request, true),
    onError: async (request) => record(request, false),
  };
}

/**
 * A worker Lambda handler with logs, metrics and traces: `export const handler = observedWorker('batch-operation', run, count)`.
 * The input event is not logged (it may hold customer data); the step name is.
 */
export function observedWorker<E, R>(job: string, run: (event: E) => Promise<R>, count?: CountJob<E, R>) {
  const log = logger();
  const m = metrics();
  return middy<E, R, Error, Context>()
    .use(injectLambdaContext(log, { resetKeys: true, logEvent: false }) as MiddlewareObj<E, R, Error, Context>)
    .use(logMetrics(m, { captureColdStartMetric: true }) as MiddlewareObj<E, R, Error, Context>)
    .use(traceInvocation() as MiddlewareObj<E, R, Error, Context>)
    .use(observeJob(job, { logger: log, metrics: m, count }))
    .handler((event) => run(event));
}
