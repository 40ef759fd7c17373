import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { apiGroups } from '../../platform/route-table.ts';
import { once } from '../aws/once.ts';
import { createActorDirectory } from '../data/actor-directory.repository.ts';
import { successResponse } from './envelope.ts';
import { authenticate } from './middleware/authenticate.ts';
import { stateOf } from './middleware/context.ts';
import { errorEnvelope } from './middleware/error-envelope.ts';
import { resolveOwner } from './middleware/resolve-owner.ts';
import { resolveRoute } from './middleware/resolve-route.ts';
import { validateInput } from './middleware/validate-input.ts';
import { type PlatformActors, audienceOf, shapeAnswer } from './response-view.ts';
import { Reply, type RouteImpl } from './route.ts';

/** Built on first use, so a group answering no actor fields to channel roles never creates its client. */
const actorDirectory = once(() => createActorDirectory());

/**
 * The Lambda handler of one API group: errors → route → auth → validation → owner of the named
 * thing (platform deep links) → route implementation → response shaping for the caller's role
 * (response-view.ts: the route's field view and platform actors, over the whole answer).
 * Every implementation must exist for every route the table declares for the group.
 */
export function createApiHandler(groupName: string, impls: Record<string, RouteImpl>) {
  const platformActors: PlatformActors = (names) => actorDirectory().platformActors(names);
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
    const reply = result instanceof Reply ? result : new Reply(result);
    // Public and open-API routes have no principal: they answer only what the caller sent or owns.
    const data = s.principal ? await shapeAnswer(reply.data, audienceOf(s.principal), impl.view, platformActors) : reply.data;
    return successResponse(data, s.lang, reply.status, reply.msgKey);
  };

  return middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    .use(errorEnvelope())
    .use(resolveRoute(group, impls))
    .use(authenticate())
    .use(validateInput())
    .use(resolveOwner())
    .handler(run);
}
