/**
 * The Powertools Tracer, loaded only when tracing is on. aws-xray-sdk-core is about 120 KB
 * minified and 15-40 ms to import: Lambdas without active tracing, the local stack and tests never
 * load it; in AWS with tracing on it is imported during the first invocation's `before`. Calls to
 * AWS APIs (shared/aws/signed-request.ts) are HTTPS requests, which the Tracer records as
 * subsegments named by the service's host (its `captureHTTPsRequests`, on by default).
 */
import type { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type { MiddlewareObj, Request } from '@middy/core';
import type { Context } from 'aws-lambda';
import { logger } from './instances.ts';

/** Powertools' own rule: on in a Lambda execution environment unless POWERTOOLS_TRACE_ENABLED=false. */
export const tracingEnabled = (): boolean =>
  process.env.POWERTOOLS_TRACE_ENABLED?.toLowerCase() !== 'false' &&
  Boolean(process.env.AWS_EXECUTION_ENV) &&
  !process.env.AWS_SAM_LOCAL;

let loading: Promise<Tracer | undefined> | undefined;
let loaded: Tracer | undefined;

/** The process's one Tracer, or undefined when tracing is off. */
export function loadTracer(): Promise<Tracer | undefined> {
  loading ??= tracingEnabled()
    ? import('@aws-lambda-powertools/tracer').then(
        ({ Tracer }) => {
          loaded = new Tracer();
          return loaded;
        },
        // A missing trace must never fail a request: answer untraced and say why once.
        (error: unknown) => {
          logger().error({ message: 'X-Ray tracing unavailable', error });
          return undefined;
        },
      )
    : Promise.resolve(undefined);
  return loading;
}

/** Puts annotations (searchable in X-Ray) on the handler segment, if tracing is on. */
export function annotate(values: Record<string, string | undefined>): void {
  if (!loaded) return;
  for (const [key, value] of Object.entries(values)) if (value) loaded.putAnnotation(key, value);
}

type AnyRequest = Request<unknown, unknown, Error, Context>;

/**
 * Powertools' `captureLambdaHandler` (a `## handler` subsegment per invocation, cold-start and
 * service annotations), created once the Tracer has loaded. Responses are not recorded as trace
 * metadata: API answers may carry tokens (login) or personal data.
 */
export function traceInvocation(): MiddlewareObj {
  let inner: ReturnType<typeof captureLambdaHandler> | undefined;
  return {
    before: async (request: AnyRequest) => {
      const tracer = await loadTracer();
      if (!tracer) return;
      inner ??= captureLambdaHandler(tracer, { captureResponse: false });
      await inner.before?.(request as never);
    },
    after: async (request: AnyRequest) => {
      await inner?.after?.(request as never);
    },
    onError: async (request: AnyRequest) => {
      await inner?.onError?.(request as never);
    },
  };
}
