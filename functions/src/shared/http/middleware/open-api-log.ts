import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { type ApiMiddleware, type ApiRequest, state } from './context.ts';

/** One open-API call as the API log records it (the api-log group's entry). */
export interface OpenCallEntry {
  at: string;
  requestId: string;
  appKey: string;
  channelCustId: string | null;
  routeId: string;
  path: string;
  status: number;
  errorCode?: number;
  latencyMs: number;
  sourceIp: string;
}

/** What the composition root (platform/api-handler.ts) hands the API log middleware. */
export interface OpenApiLogOptions {
  /** The app key a request sent and its enterprise, as far as the signature check got. */
  callerOf: (event: APIGatewayProxyEventV2) => { appKey: string; channelCustId: string | null };
  /** Writes the entry (one PutItem). */
  write: (entry: OpenCallEntry) => Promise<void>;
  /** A write that failed: logged and counted, never the caller's concern. */
  failed: (error: unknown, entry: OpenCallEntry) => void;
  clock?: () => Date;
  now?: () => number;
}

/** The envelope's error code of a refused answer, if it carries one. */
function errorCodeOf(body: unknown): number | undefined {
  if (typeof body !== 'string') return undefined;
  try {
    const code = (JSON.parse(body) as { errorCode?: unknown }).errorCode;
    return typeof code === 'number' ? code : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The API log (docs/decisions.md "API log"): once the answer to a call of an open-API route
 * (`appKey`) is final — accepted or refused by any check — one entry with the time, the app key and
 * its enterprise, the route, the status and error code, the latency and the source IP. Placed just
 * inside the observability middleware, outside the error envelope, so it sees every answer. A
 * failed write goes to `failed` and never changes the answer.
 */
export function logOpenApiCalls(o: OpenApiLogOptions): ApiMiddleware {
  const clock = o.clock ?? (() => new Date());
  const now = o.now ?? (() => performance.now());
  const started = new WeakMap<object, { at: Date; t: number }>();

  const finish = async (request: ApiRequest) => {
    const def = state(request).route?.def;
    if (def?.permission !== 'appKey') return;
    const start = started.get(request) ?? { at: clock(), t: now() };
    const status = request.response?.statusCode ?? 500;
    const errorCode = status >= 400 ? errorCodeOf(request.response?.body) : undefined;
    const event = request.event;
    const entry: OpenCallEntry = {
      at: start.at.toISOString(),
      requestId: event.requestContext?.requestId || request.context.awsRequestId,
      ...o.callerOf(event),
      routeId: def.id,
      path: event.rawPath,
      status,
      ...(errorCode !== undefined ? { errorCode } : {}),
      latencyMs: Math.max(0, Math.round(now() - start.t)),
      sourceIp: event.requestContext?.http?.sourceIp ?? '',
    };
    try {
      await o.write(entry);
    } catch (error) {
      o.failed(error, entry);
    }
  };

  return {
    before: async (request) => {
      started.set(request, { at: clock(), t: now() });
    },
    after: finish,
    onError: finish,
  };
}
