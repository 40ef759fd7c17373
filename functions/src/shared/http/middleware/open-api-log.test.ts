import { apiEvent } from '@cmp/events';
import middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { successResponse } from '../envelope.ts';
import { AppError } from '../error-catalogue.ts';
import type { RouteDef } from '../route-def.ts';
import type { RouteImpl } from '../route.ts';
import { type ApiMiddleware, stateOf } from './context.ts';
import { errorEnvelope } from './error-envelope.ts';
import { type OpenCallEntry, logOpenApiCalls } from './open-api-log.ts';

/** Stands in for resolve-route: leaves the route in the request state. */
const resolved = (def: Partial<RouteDef>): ApiMiddleware => ({
  before: async (request) => {
    stateOf(request.context).route = { def: def as RouteDef, impl: {} as RouteImpl };
  },
});

const openRoute = { id: 'openCardStatus', permission: 'appKey' } as const;

function setup(o: { def?: Partial<RouteDef>; write?: (e: OpenCallEntry) => Promise<void> } = {}) {
  const written: OpenCallEntry[] = [];
  const failures: unknown[] = [];
  let t = 1000;
  const stack = (run: () => Promise<APIGatewayProxyStructuredResultV2>) =>
    middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>()
      .use(
        logOpenApiCalls({
          callerOf: () => ({ appKey: 'akTEST', channelCustId: 'C1001' }),
          write: o.write ?? (async (e) => void written.push(e)),
          failed: (error) => failures.push(error),
          clock: () => new Date('2026-11-26T08:00:00.000Z'),
          now: () => {
            t += 7;
            return t;
          },
        }),
      )
      .use(errorEnvelope({ log: () => undefined }))
      .use(resolved(o.def ?? openRoute))
      .handler(run);
  return { written, failures, stack };
}

const call = (h: (e: APIGatewayProxyEventV2, c: Context) => Promise<APIGatewayProxyStructuredResultV2>) =>
  h(apiEvent('POST', '/cmp/open/card/status', { body: { iccid: '1' } }), { awsRequestId: 'lambda-1' } as Context);

describe('API log middleware', () => {
  it('writes one entry for an accepted call: time, key, enterprise, route, status, latency, IP, request id', async () => {
    const { written, stack } = setup();
    const res = await call(stack(async () => successResponse({ ok: true }, 'en-US')));
    expect(res.statusCode).toBe(200);
    expect(written).toEqual([
      {
        at: '2026-11-26T08:00:00.000Z',
        requestId: 'sample-request',
        appKey: 'akTEST',
        channelCustId: 'C1001',
        routeId: 'openCardStatus',
        path: '/api/cmp/open/card/status',
        status: 200,
        latencyMs: 7,
        sourceIp: '203.0.113.7',
      },
    ]);
  });

  it('writes a refused call with its status and error code', async () => {
    const { written, stack } = setup();
    const res = await call(
      stack(async () => {
        throw new AppError('FORBIDDEN');
      }),
    );
    expect(res.statusCode).toBe(403);
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({ status: 403, errorCode: 10006 });
  });

  it('writes nothing for a route that is not an open-API route', async () => {
    const { written, stack } = setup({ def: { id: 'list', permission: 'signedIn' } });
    await call(stack(async () => successResponse([], 'en-US')));
    expect(written).toEqual([]);
  });

  it('never changes the answer when the write fails: the failure is reported', async () => {
    const { failures, stack } = setup({
      write: async () => {
        throw new Error('ResourceNotFoundException');
      },
    });
    const res = await call(stack(async () => successResponse({ ok: true }, 'en-US')));
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(String(res.body))).toMatchObject({ success: true, data: { ok: true } });
    expect(failures).toHaveLength(1);
  });
});
