import { describe, expect, it } from 'vitest';
import { call, login } from '../support/api-client.ts';

const run = Date.now().toString(36);
const PASSWORD = 'Start#2026ok';
const signIn = (loginName: string) =>
  call<{ accessToken: string; permissions: string[] }>('/cmp/base/oauth/login', {
    loginName,
    password: PASSWORD,
    captchaId: 'x',
    captchaCode: 'x',
  });

interface Role {
  roleId: string;
  code: string;
  roleType: number;
  permissions: string[];
  builtIn: boolean;
}
interface Node {
  code: string;
  nameKey: string;
  children: Node[];
}

describe('custom roles', () => {
  let reviewerRoleId = '';

  it('offers the role types and the permission tree', async () => {
    const admin = await login('admin');
    const types = await call<{ roleType: number }[]>('/cmp/core/role/typeDropdown', {}, { token: admin });
    expect(types.body.data!.map((t) => t.roleType)).toEqual([1000, 2000, 3000, 4000, 5000]);
    const tree = await call<Node[]>('/cmp/core/role/menuTree', {}, { token: admin });
    const codes = tree.body.data!.flatMap((n) => [n.code, ...n.children.map((c) => c.code)]);
    expect(codes).toContain('14000000');
    expect(codes).toContain('2010106');
    expect(tree.body.data![0]!.nameKey).toMatch(/^menu\./);
  });

  it('refuses permissions outside the role type’s defaults, naming permissions', async () => {
    const res = await call(
      '/cmp/core/role/saveOrUpdate',
      { code: `bad-${run}`, name: 'Bad', roleType: 2000, permissions: ['1000000', '14000000'] },
      { token: await login('admin') },
    );
    expect(res.status).toBe(422);
    expect(res.body.field).toBe('permissions');
  });

  it('creates a platform role with fewer permissions whose account is refused what it lacks', async () => {
    const admin = await login('admin');
    const created = await call<Role>(
      '/cmp/core/role/saveOrUpdate',
      { code: `reviewer-${run}`, name: 'Finance reviewer', roleType: 2000, permissions: ['1000000', '4000000'] },
      { token: admin },
    );
    expect(created.status).toBe(200);
    reviewerRoleId = created.body.data!.roleId;
    expect(reviewerRoleId).toMatch(/^R-[0-9a-f]{8}$/);
    const dup = await call(
      '/cmp/core/role/saveOrUpdate',
      { code: `reviewer-${run}`, name: 'Dup', roleType: 2000, permissions: ['1000000'] },
      { token: admin },
    );
    expect(dup.status).toBe(409);

    const account = `it-reviewer-${run}`;
    const saved = await call(
      '/cmp/core/account/save',
      { loginName: account, displayName: 'Reviewer', roleId: reviewerRoleId, password: PASSWORD },
      { token: admin },
    );
    expect(saved.status).toBe(201);
    const session = await signIn(account);
    expect(session.status).toBe(200);
    expect([...session.body.data!.permissions].sort()).toEqual(['1000000', '4000000']);
    const token = session.body.data!.accessToken;
    const me = await call<{ roleName: string }>('/cmp/core/account/info', {}, { token });
    expect(me.body.data!.roleName).toBe('Finance reviewer');
    const denied = await call('/cmp/core/account/list', {}, { token });
    expect(denied.status).toBe(403);

    const inUse = await call('/cmp/core/role/delete', { roleId: reviewerRoleId }, { token: admin });
    expect(inUse.status).toBe(409);
    expect(inUse.body.errorCode).toBe(10102);
    expect((await call('/cmp/core/role/detail', { roleId: reviewerRoleId }, { token: admin })).status).toBe(200);

    const moved = await call('/cmp/core/account/update', { loginName: account, roleId: '2000' }, { token: admin });
    expect(moved.status).toBe(200);
    expect((await call('/cmp/core/role/delete', { roleId: reviewerRoleId }, { token: admin })).status).toBe(200);
    expect((await call('/cmp/core/role/detail', { roleId: reviewerRoleId }, { token: admin })).status).toBe(404);
  });

  it('keeps enterprise roles inside their enterprise', async () => {
    const admin = await login('admin');
    const role = await call<Role>(
      '/cmp/core/role/saveOrUpdate',
      { code: `clerk-${run}`, name: 'Acme clerk', roleType: 4000, channelCustId: 'C1001', permissions: ['1000000', '2000000'] },
      { token: admin },
    );
    expect(role.status).toBe(200);
    const roleId = role.body.data!.roleId;
    const acmeRoles = await call<{ roleId: string }[]>('/cmp/core/account/roleList', {}, { token: await login('acme') });
    expect(acmeRoles.body.data!.map((r) => r.roleId)).toContain(roleId);
    const globexRoles = await call<{ roleId: string }[]>('/cmp/core/account/roleList', {}, { token: await login('globex') });
    expect(globexRoles.body.data!.map((r) => r.roleId)).not.toContain(roleId);

    const byGlobex = await call(
      '/cmp/core/account/save',
      { loginName: `it-gx-${run}`, displayName: 'G', roleId, password: PASSWORD },
      { token: await login('globex') },
    );
    expect(byGlobex.status).toBe(422);
    expect(byGlobex.body.field).toBe('roleId');
    const byAcme = await call(
      '/cmp/core/account/save',
      { loginName: `it-ax-${run}`, displayName: 'A', roleId, password: PASSWORD },
      { token: await login('acme') },
    );
    expect(byAcme.status).toBe(201);
    expect((await signIn(`it-ax-${run}`)).body.data!.permissions.sort()).toEqual(['1000000', '2000000']);

    const platformList = await call<{ items: Role[] }>('/cmp/core/role/list', { channelCustId: 'C1001' }, { token: admin });
    expect(platformList.body.data!.items.map((r) => r.roleId)).toContain(roleId);
    expect(platformList.body.data!.items.some((r) => r.roleType === 1000)).toBe(false);
  });

  it('keeps enterprises out of role management', async () => {
    const acme = await login('acme');
    expect((await call('/cmp/core/role/list', {}, { token: acme })).status).toBe(403);
    expect(
      (
        await call(
          '/cmp/core/role/saveOrUpdate',
          { code: 'x', name: 'x', roleType: 3000, permissions: ['1000000'] },
          { token: acme },
        )
      ).status,
    ).toBe(403);
  });
});
