import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { crossOrigin, post } from '../route-def.ts';
import { crossOrigin as cors } from './cross-origin.ts';

const group = {
  name: 'widget',
  routes: [crossOrigin(post('cardStatus', '/cmp/widget/card/status', 'widget')), post('other', '/cmp/widget/other', 'public')],
};
const ALLOWED = 'https://partner.example';
const middleware = cors(group, { originKnown: async (o) => o === ALLOWED, originRefusedCode: 50454 });

function request(method: string, path: string, origin?: string, route?: (typeof group.routes)[number]) {
  const context = { cmp: { lang: 'en-US', ...(route ? { route: { def: route, impl: {} } } : {}) } };
  return {
    event: { rawPath: `/api${path}`, headers: origin ? { origin } : {}, requestContext: { http: { method } } },
    context,
    response: undefined as APIGatewayProxyStructuredResultV2 | undefined,
  };
}

describe('CORS of cross-origin routes', () => {
  it('answers a preflight from an allowed origin with the allow headers, and one from any other origin with 403 and none', async () => {
    const ok = (await middleware.before!(
      request('OPTIONS', '/cmp/widget/card/status', ALLOWED) as never,
    )) as APIGatewayProxyStructuredResultV2;
    expect(ok.statusCode).toBe(204);
    expect(ok.headers).toMatchObject({
      'access-control-allow-origin': ALLOWED,
      'access-control-allow-headers': expect.stringContaining('authorization'),
    });
    const refused = (await middleware.before!(
      request('OPTIONS', '/cmp/widget/card/status', 'https://evil.example') as never,
    )) as APIGatewayProxyStructuredResultV2;
    expect(refused.statusCode).toBe(403);
    expect(refused.headers).not.toHaveProperty('access-control-allow-origin');
    const none = (await middleware.before!(
      request('OPTIONS', '/cmp/widget/card/status') as never,
    )) as APIGatewayProxyStructuredResultV2;
    expect(none.statusCode).toBe(403);
  });

  it('leaves preflights of other routes and other methods to the route resolution', async () => {
    expect(await middleware.before!(request('OPTIONS', '/cmp/widget/other', ALLOWED) as never)).toBeUndefined();
    expect(await middleware.before!(request('POST', '/cmp/widget/card/status', ALLOWED) as never)).toBeUndefined();
  });

  it('adds the allow header to an answer for an allowed origin, never to a refusal of the origin itself or for another origin', async () => {
    const route = group.routes[0]!;
    const answer = (origin: string, body: unknown, statusCode = 200) => {
      const r = request('POST', '/cmp/widget/card/status', origin, route);
      r.response = { statusCode, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) };
      return r;
    };
    const ok = answer(ALLOWED, { success: true });
    await middleware.after!(ok as never);
    expect(ok.response!.headers).toMatchObject({ 'access-control-allow-origin': ALLOWED, vary: 'Origin' });

    const expired = answer(ALLOWED, { success: false, errorCode: 50451 }, 401);
    await middleware.onError!(expired as never);
    expect(expired.response!.headers).toHaveProperty('access-control-allow-origin', ALLOWED);

    const wrongOrigin = answer(ALLOWED, { success: false, errorCode: 50454 }, 403);
    await middleware.onError!(wrongOrigin as never);
    expect(wrongOrigin.response!.headers).not.toHaveProperty('access-control-allow-origin');

    const evil = answer('https://evil.example', { success: true });
    await middleware.after!(evil as never);
    expect(evil.response!.headers).not.toHaveProperty('access-control-allow-origin');
  });
});
