import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { ApiGroup, RouteDef } from '../route-def.ts';
import { type ApiMiddleware, type ApiRequest, state } from './context.ts';
import { API_PREFIX } from './resolve-route.ts';

/** What the composition root (platform/api-handler.ts) hands the CORS middleware. */
export interface CrossOriginOptions {
  /** Whether some enterprise allows the origin (API management's widget origins; one read). */
  originKnown: (origin: string) => Promise<boolean>;
  /** The error code a refusal for the origin answers with: such an answer never carries the allow header. */
  originRefusedCode: number;
}

const PREFLIGHT_HEADERS = {
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers': 'authorization, content-type, accept-language',
  'access-control-max-age': '600',
};

const originOf = (event: APIGatewayProxyEventV2): string | undefined => event.headers?.origin?.trim() || undefined;
const pathOf = (event: APIGatewayProxyEventV2) =>
  event.rawPath.startsWith(API_PREFIX) ? event.rawPath.slice(API_PREFIX.length) : event.rawPath;

/** Whether an answer is a refusal because of the origin itself (its envelope's error code). */
function refusedForOrigin(response: APIGatewayProxyStructuredResultV2 | undefined, code: number): boolean {
  if (typeof response?.body !== 'string' || (response.statusCode ?? 200) < 400) return false;
  try {
    return (JSON.parse(response.body) as { errorCode?: unknown }).errorCode === code;
  } catch {
    return false;
  }
}

/**
 * CORS for the routes partner pages call from their own origin (RouteDef.crossOrigin; the widget
 * routes). A preflight (OPTIONS) of such a route is answered here, before any other check: 204 with
 * the allow headers when some enterprise allows the origin, 403 without them otherwise, so the
 * browser never sends the request. An actual request's answer carries `Access-Control-Allow-Origin`
 * only for an allowed origin and never when the route refused the origin itself (the widget token
 * is bound to one enterprise's origin: widget/widget-auth.ts), so the page cannot read it.
 * Other routes are untouched (their CORS is the HTTP API's, for the portal's own origin).
 */
export function crossOrigin(group: ApiGroup, o: CrossOriginOptions): ApiMiddleware {
  const routesByPath = new Map<string, RouteDef>();
  for (const r of group.routes) if (r.crossOrigin) routesByPath.set(r.path, r);

  const decorate = async (request: ApiRequest) => {
    const def = state(request).route?.def;
    const origin = originOf(request.event);
    if (!def?.crossOrigin || !origin || !request.response) return;
    if (refusedForOrigin(request.response, o.originRefusedCode) || !(await o.originKnown(origin))) return;
    request.response.headers = {
      ...request.response.headers,
      'access-control-allow-origin': origin,
      'access-control-expose-headers': 'idempotent-replayed',
      vary: 'Origin',
    };
  };

  return {
    before: async (request) => {
      if (request.event.requestContext.http.method.toUpperCase() !== 'OPTIONS') return;
      const def = routesByPath.get(pathOf(request.event));
      if (!def) return;
      const origin = originOf(request.event);
      if (!origin || !(await o.originKnown(origin))) return { statusCode: 403, headers: { vary: 'Origin' }, body: '' };
      return {
        statusCode: 204,
        headers: { ...PREFLIGHT_HEADERS, 'access-control-allow-origin': origin, vary: 'Origin' },
        body: '',
      };
    },
    after: decorate,
    onError: decorate,
  };
}

/** Whether a group declares cross-origin routes (only those groups get the middleware's reads). */
export const hasCrossOriginRoutes = (group: ApiGroup): boolean => group.routes.some((r) => r.crossOrigin);
