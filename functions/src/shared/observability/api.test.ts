import { apiEvent } from '@cmp/events';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import type { RouteDef } from '../../platform/route-table.ts';
import type { Principal } from '../auth/principal.ts';
import { successResponse } from '../http/envelope.ts';
import { AppError } from '../http/error-catalogue.ts';
import { type ApiMiddleware, stateOf } from '../http/middleware/context.ts';
import { errorEnvelope } from '../http/middleware/error-envelope.ts';
import type { RouteImpl } from '../http/route.ts';
import { observe } from './api.ts';
import { captureOutput, emfOf, expectDeclared, powertoolsOn } from './capture.test-support.ts';
import { logger } from './instances.ts';

powertoolsOn('card');

const TOKEN = 'eyJhbGciOiJSUzI1NiJ9.secret-jwt-value';
const PASSWORD = 'Pa55word-never-logged';
const APP_KEY_SECRET = 'app-secret-never-logged';

const principal: Principal = {
  loginName: 'alice',
  displayName: 'Alice',
  roleId: 'role-1',
  roleType: 5000,
  roleName: 'Secondary admin',
  channelCustId: 'C100',
  custId: 'S7',
  customerName: 'Acme',
  permissions: new Set(['card:list']),
  isResetPassword: false,
  tokenId: 'jti-1',
  tokenExp: 0,
};

/** Stands in for resolve-route + authenticate: they leave the route and the principal in the request state. */
const resolved = (routeId: string, who: Principal | null): ApiMiddleware => ({
  before: async (request) => {
    const s = stateOf(request.context);
    s.route = { def: { id: routeId } as RouteDef, impl: {} as RouteImpl };
    s.principal = who;
  },
});

type Run = () => Promise<APIGatewayProxyStructuredResultV2>;
const handler = (run: Run, opts: { envelope?: boolean; who?: Principal | null } = {}) => {
  const h = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>().use(observe('card'));
  if (opts.envelope !== false) h.use(errorEnvelope({ log: () => undefined }));
  return h.use(resolved('list', opts.who === undefined ? principal : opts.who)).handler(run);
};

const context = () =>
  ({
    functionName: 'cmp-card',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:us-east-1:000000000000:function:cmp-card',
    memoryLimitInMB: '512',
    awsRequestId: 'lambda-request-1',
  }) as Context;

/** A request carrying every kind of secret: a token, a password in the body, an app-key secret header. */
const event = () => {
  const e = apiEvent('POST', '/cmp/core/card/list', { token: TOKEN, body: { loginName: 'alice', password: PASSWORD } });
  e.headers['x-app-secret'] = APP_KEY_SECRET;
  e.headers.cookie = `session=${TOKEN}`;
  return e;
};

const call = (h: ReturnType<typeof handler>) => captureOutput(() => h(event(), context()));
const requestLine = (lines: Record<string, unknown>[]) => lines.find((l) => l.message === 'request');
const routeMetrics = (lines: Record<string, unknown>[]) => emfOf(lines).find((l) => 'RouteLatency' in l);

describe('observe (API handler)', () => {
  it('logs one request line with correlation id, route, tenant and role, and no credentials from the event', async () => {
    const { raw, lines } = await call(handler(async () => successResponse({ rows: [] }, 'en-US')));
    expect(requestLine(lines)).toMatchObject({
      level: 'INFO',
      service: 'card',
      correlation_id: 'sample-request',
      route: 'card.list',
      tenant: 'C100',
      custId: 'S7',
      roleType: 5000,
      audience: 'secondary',
      method: 'POST',
      path: '/api/cmp/core/card/list',
      status: 200,
      function_request_id: 'lambda-request-1',
    });
    expect(lines.filter((l) => l.message === 'request')).toHaveLength(1);
    for (const secret of [TOKEN, PASSWORD, APP_KEY_SECRET, 'secret-jwt-value']) expect(raw).not.toContain(secret);
    expect(raw).not.toMatch(/authorization|password/i);
  });

  it('emits RouteLatency, RouteError 0 and RouteClientError 0 for a success, dimension route = group.routeId', async () => {
    const { lines } = await call(handler(async () => successResponse({ rows: [] }, 'en-US')));
    const emf = routeMetrics(lines);
    expect(emf).toMatchObject({ route: 'card.list', RouteError: 0, RouteClientError: 0 });
    expect(typeof emf?.RouteLatency).toBe('number');
    expectDeclared(emf, 'route', { RouteLatency: 'Milliseconds', RouteError: 'Count', RouteClientError: 'Count' });
  });

  it('counts a 500 answer (unexpected error turned into the envelope) as RouteError 1 and logs it at ERROR', async () => {
    const h = handler(async () => {
      throw new Error('table is on fire');
    });
    const { lines } = await call(h);
    expect(routeMetrics(lines)).toMatchObject({ route: 'card.list', RouteError: 1, RouteClientError: 0 });
    expect(requestLine(lines)).toMatchObject({
      level: 'ERROR',
      status: 500,
      route: 'card.list',
      error: { message: 'table is on fire' },
    });
  });

  it('counts an error that escapes the stack (no envelope) as RouteError 1', async () => {
    const h = handler(
      async () => {
        throw new Error('escaped');
      },
      { envelope: false },
    );
    const { lines, thrown } = await captureOutput(() => h(event(), context()));
    expect(thrown).toMatchObject({ message: 'escaped' });
    expect(routeMetrics(lines)).toMatchObject({ route: 'card.list', RouteError: 1 });
  });

  it('counts a domain error answered 4xx as RouteClientError 1, not RouteError, and logs its catalogue key', async () => {
    const { lines } = await call(
      handler(async () => {
        throw new AppError('FORBIDDEN');
      }),
    );
    expect(routeMetrics(lines)).toMatchObject({ route: 'card.list', RouteError: 0, RouteClientError: 1 });
    expect(requestLine(lines)).toMatchObject({ level: 'INFO', status: 403, errorKey: 'FORBIDDEN' });
  });

  it('logs an anonymous caller (public route, no principal) as such', async () => {
    const { lines } = await call(handler(async () => successResponse(null, 'en-US'), { who: null }));
    expect(requestLine(lines)).toMatchObject({ tenant: 'anonymous', route: 'card.list' });
    expect(requestLine(lines)).not.toHaveProperty('roleType');
  });

  it('starts each request with fresh keys: the previous caller does not leak into the next line', async () => {
    await call(handler(async () => successResponse(null, 'en-US')));
    const { lines } = await call(handler(async () => successResponse(null, 'en-US'), { who: null }));
    expect(requestLine(lines)).not.toHaveProperty('custId');
  });

  it('masks credential-named keys even when code logs them on purpose', async () => {
    const { raw } = await captureOutput(async () =>
      logger().info('debugging', { headers: { Authorization: TOKEN }, body: { password: PASSWORD, appKey: APP_KEY_SECRET } }),
    );
    expect(raw).toContain('[redacted]');
    for (const secret of [TOKEN, PASSWORD, APP_KEY_SECRET]) expect(raw).not.toContain(secret);
  });
});
