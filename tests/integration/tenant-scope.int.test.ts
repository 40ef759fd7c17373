/**
 * Table-driven tenant isolation over the whole route table (new routes join automatically): no
 * route may succeed when a channel role names another tenant in the body. An enterprise names
 * another enterprise (`channelCustId`), a secondary customer names its sibling (`custId`) and
 * another enterprise. Whatever else the body lacks, the answer must never be a 2xx.
 */
import { builtInRoles } from '@cmp/functions/platform/permissions';
import { apiGroups } from '@cmp/functions/platform/route-table';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login } from '../support/api-client.ts';

const probes = [
  { loginName: 'acme', roleId: '3000', body: { channelCustId: 'C1002' } },
  { loginName: 'acme-staff', roleId: '4000', body: { channelCustId: 'C1002' } },
  { loginName: 'acme-east', roleId: '5000', body: { custId: 'S2002' } },
  { loginName: 'acme-east', roleId: '5000', body: { channelCustId: 'C1002' } },
];
const mayCall = (permission: string, roleId: string) =>
  permission === 'signedIn' || builtInRoles[roleId]!.permissions.includes(permission);
const cases = apiGroups
  .flatMap((g) => g.routes)
  // Open-API routes (`appKey`) take no token: their tenant comes from the app key (api-manager.int.test.ts).
  .filter((r) => r.method === 'POST' && r.permission !== 'public' && r.permission !== 'appKey')
  .flatMap((r) => probes.filter((p) => mayCall(r.permission, p.roleId)).map((p) => ({ route: r, ...p })));

describe('no route answers a channel role about another tenant', () => {
  const tokens: Record<string, string> = {};
  beforeAll(async () => {
    for (const p of probes) tokens[p.loginName] ??= await login(p.loginName);
  });

  it('covers the routes channel roles can reach', () => {
    expect(cases.length).toBeGreaterThan(20);
  });

  it.each(cases.map((c) => [`${c.route.path} as ${c.loginName} with ${JSON.stringify(c.body)}`, c] as const))(
    '%s → not 2xx',
    async (_, c) => {
      const res = await call(c.route.path, c.body, { token: tokens[c.loginName] });
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.body.success).toBe(false);
    },
  );
});
