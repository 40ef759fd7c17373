import { resolveLang } from '../../i18n/lang.ts';
import { AppError } from '../error-catalogue.ts';
import type { ApiGroup } from '../route-def.ts';
import type { RouteImpl } from '../route.ts';
import { type ApiMiddleware, state } from './context.ts';

/** The API Gateway stage path prefix in front of every route path. */
export const API_PREFIX = '/api';

/**
 * Finds the group's route for the method and path and reads the language. The body is parsed
 * later (validateInput), after authentication: a caller without a token learns 401, not whether
 * its body was well-formed.
 */
export function resolveRoute(group: ApiGroup, impls: Record<string, RouteImpl>): ApiMiddleware {
  return {
    before: async (request) => {
      const { event } = request;
      const s = state(request);
      s.lang = resolveLang(event.queryStringParameters?.lang, event.headers?.['accept-language']);
      const method = event.requestContext.http.method.toUpperCase();
      const path = event.rawPath.startsWith(API_PREFIX) ? event.rawPath.slice(API_PREFIX.length) : event.rawPath;
      const def = group.routes.find((r) => r.path === path && r.method === method);
      const impl = def && impls[def.id];
      if (!def || !impl) throw new AppError('ROUTE_NOT_FOUND');
      s.route = { def, impl };
    },
  };
}
