import { apiEvent } from '@cmp/events';
import type { Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { publicRoute } from '../shared/http/route.ts';
import { str } from '../shared/http/schema.ts';
import { createApiHandler } from './api-handler.ts';
import { apiGroups } from './route-table.ts';

const context = () => ({ awsRequestId: 'r' }) as Context;
const auth = createApiHandler('auth', {
  captcha: publicRoute({ run: async () => ({ ok: true }) }),
  login: publicRoute({ input: { loginName: str() }, run: async ({ body }) => ({ hello: body.loginName }) }),
  register: publicRoute({ run: async () => null }),
  logout: publicRoute({ run: async () => null }),
  resetPassword: publicRoute({ run: async () => null }),
});
const json = (r: unknown) => JSON.parse((r as { body: string }).body);

describe('API handler stack', () => {
  it('runs a public route and wraps the result', async () => {
    const res = await auth(apiEvent('GET', '/cmp/base/oauth/captcha'), context());
    expect(res.statusCode).toBe(200);
    expect(json(res)).toEqual({ success: true, data: { ok: true } });
  });

  it('validates before the route runs, in the request language', async () => {
    const res = await auth(apiEvent('POST', '/cmp/base/oauth/login', { body: { loginName: 1 }, lang: 'zh-CN' }), context());
    expect(res.statusCode).toBe(422);
    expect(json(res)).toMatchObject({ success: false, errorCode: 10002, field: 'loginName', msg: 'loginName：类型不正确' });
  });

  it('answers malformed JSON with 400 and unknown paths with 404', async () => {
    const bad = { ...apiEvent('POST', '/cmp/base/oauth/login'), body: '{not json' };
    expect((await auth(bad, context())).statusCode).toBe(400);
    expect((await auth(apiEvent('POST', '/cmp/base/oauth/nowhere'), context())).statusCode).toBe(404);
  });

  it('requires a token on signed-in routes: 401 with 20003', async () => {
    const ids = apiGroups.find((g) => g.name === 'account')!.routes.map((r) => r.id);
    const handler = createApiHandler('account', Object.fromEntries(ids.map((id) => [id, { run: async () => 'never' }])));
    const res = await handler(apiEvent('POST', '/cmp/core/account/info'), context());
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe(20003);
  });

  it('authenticates before it reads the body: malformed JSON without a token is 401, not 400', async () => {
    const ids = apiGroups.find((g) => g.name === 'account')!.routes.map((r) => r.id);
    const handler = createApiHandler('account', Object.fromEntries(ids.map((id) => [id, { run: async () => 'never' }])));
    const res = await handler({ ...apiEvent('POST', '/cmp/core/account/list'), body: '{not json' }, context());
    expect(res.statusCode).toBe(401);
    expect(json(res).errorCode).toBe(20003);
  });

  it('refuses to build a group that lacks an implementation', () => {
    expect(() => createApiHandler('account', {})).toThrow(/currentAccount/);
  });
});
