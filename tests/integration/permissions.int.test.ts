import { builtInRoles } from '@cmp/functions/platform/permissions';
/**
 * Table-driven: every route in the route table joins these checks automatically. A route that
 * needs a token refuses a call without one (401, 20003); a route with a permission code refuses
 * every demo role that lacks the code (403) before it reads or changes anything.
 */
import { apiGroups } from '@cmp/functions/platform/route-table';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, login } from '../support/api-client.ts';

const demoRoles: Record<string, string> = {
  '1000': 'admin',
  '2000': 'operator',
  '3000': 'acme',
  '4000': 'acme-staff',
  '5000': 'acme-east',
};
const routes = apiGroups.flatMap((g) => g.routes.map((r) => ({ ...r, group: g.name })));
// Open-API routes (`appKey`) take a signed request instead of a token, widget routes (`widget`) a widget
// token (widget/): both probed separately below.
const guarded = routes.filter((r) => r.permission !== 'public' && r.permission !== 'appKey' && r.permission !== 'widget');
const widgetRoutes = routes.filter((r) => r.permission === 'widget');
const signed = routes.filter((r) => r.permission === 'appKey');
const coded = routes.filter((r) => /^\d+$/.test(r.permission));
const denied = coded.flatMap((r) =>
  Object.entries(builtInRoles)
    .filter(([, role]) => !role.permissions.includes(r.permission))
    .map(([roleId]) => ({ route: r, loginName: demoRoles[roleId]! })),
);

describe('every route enforces sign-in and its permission code', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const name of Object.values(demoRoles)) tokens[name] = await login(name);
  });

  it.each(guarded.map((r) => [`${r.method} ${r.path}`, r] as const))('%s without a token → 401 / 20003', async (_, r) => {
    const res = await call(r.path, {}, { method: r.method });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe(20003);
  });

  // Authentication comes before the body is read: a caller without a token learns nothing about its input.
  it.each(guarded.filter((r) => r.method === 'POST').map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s with a malformed body and no token → 401 / 20003, not 400',
    async (_, r) => {
      const res = await fetch(`${baseUrl()}/api${r.path}?ts=${Date.now()}&lang=en-US`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        body: '{"not json',
      });
      expect(res.status).toBe(401);
      expect(((await res.json()) as { errorCode: number }).errorCode).toBe(20003);
    },
  );

  // A widget route asks for a widget token before anything else (401 WIDGET_TOKEN), a portal token does not pass.
  it.each(widgetRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s without a widget token, or with a portal token → 401 / 50451',
    async (_, r) => {
      for (const token of [undefined, tokens.admin]) {
        const res = await call(r.path, {}, { method: r.method, ...(token ? { token } : {}) });
        expect(res.status).toBe(401);
        expect(res.body.errorCode).toBe(50451);
      }
    },
  );

  it('has routes whose permission some demo role lacks', () => {
    expect(denied.length).toBeGreaterThan(0);
  });

  it.each(denied.map((d) => [`${d.route.method} ${d.route.path} as ${d.loginName}`, d] as const))('%s → 403', async (_, d) => {
    const res = await call(d.route.path, {}, { method: d.route.method, token: tokens[d.loginName] });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe(10006);
  });

  it.each(signed.map((r) => [`${r.method} ${r.path}`, r] as const))('%s refuses a portal token (401, app key)', async (_, r) => {
    const res = await call(r.path, {}, { method: r.method, token: tokens.admin });
    expect(res.status).toBe(401);
    expect(res.body.errorCode).toBe(60010);
  });

  it('answers an unknown API path with 404', async () => {
    const res = await call('/cmp/nothing/here', {}, { token: tokens.acme });
    expect(res.status).toBe(404);
  });
});
