/**
 * The Lambda of an area: several API groups in one function (route-table.ts `apiAreas`). Each
 * request goes to the handler of the group that declares its method and path, so it runs that
 * group's whole chain (its metrics, permissions, validation, idempotency) exactly as the group's
 * own Lambda would; a path no group of the area declares gets the first group's 404 envelope.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { API_PREFIX } from '../shared/http/middleware/resolve-route.ts';
import { apiAreas, apiGroups } from './route-table.ts';

type GroupHandler = (event: APIGatewayProxyEventV2, context: Context) => Promise<APIGatewayProxyStructuredResultV2>;

export function createAreaHandler(area: string, handlers: Record<string, GroupHandler>) {
  const groups = apiAreas[area];
  if (!groups) throw new Error(`Unknown API area ${area}`);
  const missing = groups.filter((g) => !handlers[g]);
  const extra = Object.keys(handlers).filter((g) => !groups.includes(g));
  if (missing.length || extra.length)
    throw new Error(`Area ${area}: handlers missing for [${missing.join(', ')}], not in the area: [${extra.join(', ')}]`);

  const byRoute = new Map<string, GroupHandler>();
  for (const group of apiGroups.filter((g) => groups.includes(g.name)))
    for (const route of group.routes) {
      byRoute.set(`${route.method} ${route.path}`, handlers[group.name]!);
      // A cross-origin route's CORS preflight goes to its group (middleware/cross-origin.ts answers it).
      if (route.crossOrigin) byRoute.set(`OPTIONS ${route.path}`, handlers[group.name]!);
    }
  const fallback = handlers[groups[0]!]!;

  return (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const path = event.rawPath.startsWith(API_PREFIX) ? event.rawPath.slice(API_PREFIX.length) : event.rawPath;
    const handler = byRoute.get(`${event.requestContext.http.method.toUpperCase()} ${path}`) ?? fallback;
    return handler(event, context);
  };
}
