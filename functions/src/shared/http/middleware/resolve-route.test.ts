/**
 * In the cloud a group's function sits behind greedy routes (`ANY /api/<prefix>/{proxy+}`,
 * infra/src/cloud/api-routes.ts): the route is found from the request's method and path, never from
 * API Gateway's route key, and a path or method nobody declared answers the 404 envelope.
 */
import { apiEvent } from '@cmp/events';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { createApiHandler } from '../../../platform/api-handler.ts';
import { apiGroups } from '../../../platform/route-table.ts';
import { publicRoute } from '../route.ts';
import { type ApiRequest, state } from './context.ts';
import { resolveRoute } from './resolve-route.ts';

const AUTH_PREFIX = '/cmp/base/oauth';

/** The event API Gateway sends for `method path` when the auth group's greedy route took it. */
function greedyEvent(method: string, path: string, lang = 'en-US'): APIGatewayProxyEventV2 {
  const event = apiEvent(method, path, { lang });
  const routeKey = `ANY /api${AUTH_PREFIX}/{proxy+}`;
  return {
    ...event,
    routeKey,
    pathParameters: { proxy: path.slice(AUTH_PREFIX.length + 1) },
    requestContext: { ...event.requestContext, routeKey },
  };
}

const ran: string[] = [];
const impl = (id: string) =>
  publicRoute({
    run: async () => {
      ran.push(id);
      return { id };
    },
  });
const auth = createApiHandler(
  'auth',
  Object.fromEntries(apiGroups.find((g) => g.name === 'auth')!.routes.map((r) => [r.id, impl(r.id)])),
);
const context = () => ({ awsRequestId: 'r' }) as Context;
const json = (r: unknown) => JSON.parse((r as { body: string }).body);

describe('resolveRoute behind a greedy route', () => {
  it('resolves the declared route from the method and raw path, not the route key', async () => {
    const group = apiGroups.find((g) => g.name === 'auth')!;
    const request = { event: greedyEvent('POST', `${AUTH_PREFIX}/login`), context: {} as Context } as ApiRequest;
    await resolveRoute(group, { login: impl('login') }).before!(request);
    expect(state(request).route?.def).toMatchObject({ id: 'login', method: 'POST', path: `${AUTH_PREFIX}/login` });
  });

  it('runs the declared route through the whole handler', async () => {
    ran.length = 0;
    const res = await auth(greedyEvent('GET', `${AUTH_PREFIX}/captcha`), context());
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: { id: 'captcha' } });
    expect(ran).toEqual(['captcha']);
  });

  it.each([
    ['an undeclared path under the prefix', 'POST', `${AUTH_PREFIX}/noSuchRoute`],
    ['a deeper undeclared path', 'POST', `${AUTH_PREFIX}/user/resetPassword/extra`],
    ['a declared path with another method', 'GET', `${AUTH_PREFIX}/login`],
  ])('answers %s with the 404 envelope and runs nothing', async (_, method, path) => {
    ran.length = 0;
    const en = await auth(greedyEvent(method, path, 'en-US'), context());
    expect(en.statusCode).toBe(404);
    expect(json(en)).toEqual({ success: false, errorCode: 10010, msg: 'No such API' });
    const zh = await auth(greedyEvent(method, path, 'zh-CN'), context());
    expect(json(zh)).toEqual({ success: false, errorCode: 10010, msg: '接口不存在' });
    expect(ran).toEqual([]);
  });
});
