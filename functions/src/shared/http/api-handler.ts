import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { apiGroups } from '../../platform/route-table.ts';
import { successResponse } from './envelope.ts';
import { authenticate } from './middleware/authenticate.ts';
import { stateOf } from './middleware/context.ts';
import { errorEnvelope } from './middleware/error-envelope.ts';
import { resolveRoute } from './middleware/resolve-route.ts';
import { validateInput } from './middleware/validate-input.ts';
import { Reply, type RouteImpl } from './route.ts';

/**
 * The Lambda handler of one API group: errors → route → auth → validation → route implementation.
 * Every implementation must exist for every route the table declares for the group.
 */
export function createApiHandler(groupName: string, impls: Record<string, RouteImpl>) {
  const group = apiGroups.find((g) => g.name === groupName);
  if (!group) throw new Error(`Unknown API group ${groupName}`);
  const missing = group.routes.filter((r) => !impls[r.id]).map((r) => r.id);
  if (missing.length) throw new Error(`Group ${groupName} lacks implementations for: ${missing.join(', ')}`);

  const run = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    const s = stateOf(context);
    const impl = s.route!.impl;
    const result = await impl.run({
      body: s.body as never,
      principal: s.principal as never,
      lang: s.lang,
      sourceIp: event.requestContext.http.sourceIp,
      userAgent: event.headers?.['user-agent'] ?? '',
      query: event.queryStringParameters ?? {},
      event,
    });
    if (result instanceof Reply) return successResponse(result.data, s.lang, result.status, result.msgKey);
    return successResponse(result, s.lang);
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(errorEnvelope())
    .use(resolveRoute(group, impls))
    .use(authenticate())
    .use(validateInput())
    .handler(run);
}
