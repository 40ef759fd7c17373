import { MetricUnit } from '@aws-lambda-powertools/metrics';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { loadPrincipal } from '../account/load-principal.ts';
import { createApiLogRepository } from '../api-log/api-log.repository.ts';
import { createApiConfigRepository } from '../api-manager/api-config.repository.ts';
import { claimedCallerOf, createAppKeyAuthenticator } from '../api-manager/open-api-auth.ts';
import { once } from '../shared/aws/once.ts';
import { createActorDirectory } from '../shared/data/actor-directory.repository.ts';
import { successResponse } from '../shared/http/envelope.ts';
import { runOnce } from '../shared/http/idempotency.ts';
import { authenticate } from '../shared/http/middleware/authenticate.ts';
import { stateOf } from '../shared/http/middleware/context.ts';
import { crossOrigin, hasCrossOriginRoutes } from '../shared/http/middleware/cross-origin.ts';
import { errorEnvelope } from '../shared/http/middleware/error-envelope.ts';
import { logOpenApiCalls } from '../shared/http/middleware/open-api-log.ts';
import { resolveOwner } from '../shared/http/middleware/resolve-owner.ts';
import { resolveRoute } from '../shared/http/middleware/resolve-route.ts';
import { validateInput } from '../shared/http/middleware/validate-input.ts';
import { type PlatformActors, audienceOf, shapeAnswer } from '../shared/http/response-view.ts';
import { DocumentReply, Reply, type RouteImpl } from '../shared/http/route.ts';
import { observe } from '../shared/observability/api.ts';
import { logger, metrics } from '../shared/observability/instances.ts';
import { widgetErrors } from '../widget/errors.ts';
import { createWidgetVerifier } from '../widget/widget-auth.ts';
import { createWidgetRepository } from '../widget/widget.repository.ts';
import { apiGroups } from './route-table.ts';
// Registers every group's errors with the envelope before any request is answered.
import './error-catalogue.ts';

/** Built on first use, so a group answering no actor fields to channel roles never creates its client. */
const actorDirectory = once(() => createActorDirectory());
/** Built on first use, so groups without open-API routes never create its repository. */
const appKeyVerifier = once(() => createAppKeyAuthenticator({ configs: createApiConfigRepository(), clock: () => new Date() }));
/** Built on first use, so groups without open-API routes never create its repository. */
const apiLog = once(() => createApiLogRepository());
/** The API log of open-API calls: written after the answer, a failed write only logged and counted. */
const openApiLog = () =>
  logOpenApiCalls({
    callerOf: claimedCallerOf,
    write: (entry) => apiLog().record(entry),
    failed: (error, entry) => {
      logger().error({ message: 'API log write failed', requestId: entry.requestId, routeId: entry.routeId, error });
      metrics().addMetric('ApiLogWriteFailed', MetricUnit.Count, 1);
    },
  });

/** Built on first use, so groups without widget routes never create their repositories. */
const widgetParts = once(() => {
  const configs = createApiConfigRepository();
  const widgets = createWidgetRepository();
  return {
    widgets,
    verify: createWidgetVerifier({ widgets, settingsOf: (c) => configs.get(c), clock: () => new Date() }),
  };
});

/** How a caller is recognised: a token's principal (account group), an app-key signature (api-manager group) or a widget token (widget group). */
const callers = {
  load: (authorization: string | undefined, lang: 'zh-CN' | 'en-US') => loadPrincipal(authorization, lang),
  verifyAppKey: (event: APIGatewayProxyEventV2) => appKeyVerifier()(event),
  verifyWidget: (event: APIGatewayProxyEventV2) => widgetParts().verify(event),
};

/** CORS of the widget routes: origins some enterprise allows (the origin directory; widget/widget-auth.ts binds each token to one). */
const widgetCors = (group: (typeof apiGroups)[number]) =>
  crossOrigin(group, {
    originKnown: (origin) => widgetParts().widgets.originKnown(origin),
    originRefusedCode: widgetErrors.WIDGET_ORIGIN.errorCode,
  });

/**
 * The composition root of the API: every group's handler.ts builds its Lambda here, where the
 * shared middleware chain meets the groups that recognise callers (account, api-manager).
 * The Lambda handler of one API group: errors → route → auth → validation → owner of the named
 * thing (platform deep links) → route implementation → response shaping for the caller's role
 * (response-view.ts: the route's field view and platform actors, over the whole answer), run once
 * per Idempotency-Key on state-changing routes (idempotency.ts).
 * Every implementation must exist for every route the table declares for the group.
 */
export function createApiHandler<R extends Record<string, RouteImpl>>(groupName: string, impls: R) {
  const platformActors: PlatformActors = (names) => actorDirectory().platformActors(names);
  const group = apiGroups.find((g) => g.name === groupName);
  if (!group) throw new Error(`Unknown API group ${groupName}`);
  const missing = group.routes.filter((r) => !impls[r.id]).map((r) => r.id);
  if (missing.length) throw new Error(`Group ${groupName} lacks implementations for: ${missing.join(', ')}`);

  const respond = async (event: APIGatewayProxyEventV2, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
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
    if (result instanceof DocumentReply)
      return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: JSON.stringify(result.document) };
    const reply = result instanceof Reply ? result : new Reply(result);
    // Public and open-API routes have no principal: they answer only what the caller sent or owns.
    const data = s.principal ? await shapeAnswer(reply.data, audienceOf(s.principal), impl.view, platformActors) : reply.data;
    return successResponse(data, s.lang, reply.status, reply.msgKey);
  };
  // A state-changing route called with an Idempotency-Key answers once per key (idempotency.ts).
  const run = (event: APIGatewayProxyEventV2, context: Context) => runOnce(respond, event, context, stateOf(context));

  const lambda = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
    // Outermost: one log line, the route metrics and the trace segment see the final answer.
    .use(observe(groupName))
    // Inside the observability, outside the error envelope: sees every open-API call's final answer.
    .use(openApiLog());
  // Groups called from partner pages: preflights answered first, the final answer's allow header last.
  if (hasCrossOriginRoutes(group)) lambda.use(widgetCors(group));
  lambda
    .use(errorEnvelope())
    .use(resolveRoute(group, impls))
    .use(authenticate(callers))
    .use(validateInput())
    .use(resolveOwner())
    .handler(run);
  // The implementations' types ride along for the contract (functions/src/contracts), never read.
  return lambda as typeof lambda & { readonly routes?: R };
}
