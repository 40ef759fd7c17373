/**
 * Observability of the API handler: Powertools' Logger, Metrics and Tracer middlewares plus one
 * middleware that, once the answer is final (after the error envelope), writes the request's log
 * line, its EMF metrics and its trace annotations. Placed outermost in the middy stack.
 */
import type { Logger } from '@aws-lambda-powertools/logger';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import { MetricUnit, type Metrics } from '@aws-lambda-powertools/metrics';
import { logMetrics } from '@aws-lambda-powertools/metrics/middleware';
import type { Principal } from '../auth/principal.ts';
import { AppError } from '../http/error-catalogue.ts';
import type { ApiMiddleware, ApiRequest } from '../http/middleware/context.ts';
import { stateOf } from '../http/middleware/context.ts';
import { audienceOf } from '../http/response-view.ts';
import { logger, metrics } from './instances.ts';
import { annotate, traceInvocation } from './tracing.ts';

/** The `route` dimension and log key of a request whose path matched no route of the group. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Who is calling, as logged: the tenant (enterprise), the secondary customer and the role; never credentials. */
export function callerKeys(principal: Principal | null | undefined): Record<string, string | number> {
  if (!principal) return { tenant: 'anonymous' };
  const keys: Record<string, string | number> = {
    tenant: principal.channelCustId ?? 'platform',
    roleType: principal.roleType,
    audience: audienceOf(principal),
  };
  if (principal.custId) keys.custId = principal.custId;
  return keys;
}

export interface ObserveRequestDeps {
  logger: Logger;
  metrics: Metrics;
  now?: () => number;
}

/** The request's log line, metrics and annotations, written once the response is final. */
export function observeRequest(groupName: string, deps: ObserveRequestDeps): ApiMiddleware {
  const now = deps.now ?? (() => performance.now());
  const started = new WeakMap<object, number>();

  const finish = async (request: ApiRequest) => {
    const { event, context, response, error } = request;
    const s = stateOf(context);
    const route = `${groupName}.${s.route?.def.id ?? UNMATCHED_ROUTE}`;
    // No response after the whole stack means the error escaped it: the caller gets a 502 from API Gateway.
    const status = response?.statusCode ?? 500;
    const ms = Math.round(now() - (started.get(request) ?? now()));
    const caller = callerKeys(s.principal);

    deps.logger.appendKeys({ route, ...caller });
    annotate({ route, tenant: String(caller.tenant) });
    deps.metrics.addDimension('route', route);
    deps.metrics.addMetric('RouteLatency', MetricUnit.Milliseconds, ms);
    deps.metrics.addMetric('RouteError', MetricUnit.Count, status >= 500 ? 1 : 0);
    deps.metrics.addMetric('RouteClientError', MetricUnit.Count, status >= 400 && status < 500 ? 1 : 0);

    const line = { method: event.requestContext.http.method, path: event.rawPath, status, ms };
    if (status >= 500) deps.logger.error({ message: 'request', ...line, error });
    // 4xx: the catalogue key of a domain error says why, with no user data (other errors: their class name).
    else
      deps.logger.info({
        message: 'request',
        ...line,
        ...(error ? { errorKey: error instanceof AppError ? error.key : error.name } : {}),
      });
  };

  return {
    before: async (request) => {
      started.set(request, now());
      deps.logger.setCorrelationId(request.event.requestContext?.requestId ?? request.context.awsRequestId);
    },
    after: finish,
    onError: finish,
  };
}

/**
 * Everything the API handler of one group needs for logs, metrics and traces, outermost first:
 * `middy().use(observe(group.name)).use(errorEnvelope())…`. The event (headers, body) is never logged.
 */
export function observe(groupName: string): ApiMiddleware[] {
  const log = logger();
  const m = metrics();
  return [
    injectLambdaContext(log, { resetKeys: true, logEvent: false }) as ApiMiddleware,
    logMetrics(m, { captureColdStartMetric: true }) as ApiMiddleware,
    traceInvocation() as ApiMiddleware,
    observeRequest(groupName, { logger: log, metrics: m }),
  ];
}
