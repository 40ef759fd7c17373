import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, call, login } from '../support/api-client.ts';

const run = Date.now().toString(36);
const creds = (loginName: string, password: string) => ({ loginName, password, captchaId: 'x', captchaCode: 'x' });
const signIn = (loginName: string, password: string) =>
  call<{ accessToken: string; isResetPassword: boolean; permissions: string[] }>(
    '/cmp/base/oauth/login',
    creds(loginName, password),
  );
const NEW_PASSWORD = 'Start#2026ok';

interface Account {
  loginName: string;
  displayName: string;
  roleType: number;
  status: string;
  channelCustId: string | null;
  custId: string | null;
}

describe('account management', () => {
  const staff = `it-staff-${run}`;

  it('lets an enterprise create an account in its enterprise that can sign in and be listed', async () => {
    const acme = await login('acme');
    const res = await call<Account>(
      '/cmp/core/account/save',
      { loginName: staff, displayName: 'Acme Clerk', roleId: '4000', email: 'clerk@acme.test', password: NEW_PASSWORD },
      { token: acme },
    );
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ loginName: staff, roleType: 4000, channelCustId: 'C1001', status: 'active' });
    expect((await signIn(staff, NEW_PASSWORD)).status).toBe(200);

    const list = await call<{ items: Account[]; cursor: string | null }>(
      '/cmp/core/account/list',
      { loginName: 'it-staff-', pageSize: 10 },
      { token: acme },
    );
    expect(list.status).toBe(200);
    expect(list.body.data!.items.map((a) => a.loginName)).toContain(staff);
    expect(list.body.data!.items.every((a) => a.channelCustId === 'C1001')).toBe(true);

    const again = await call(
      '/cmp/core/account/save',
      { loginName: staff, displayName: 'x', roleId: '4000', password: NEW_PASSWORD },
      { token: acme },
    );
    expect(again.status).toBe(409);
  });

  it('pages the accounts of a tenant with an opaque cursor', async () => {
    const admin = await login('admin');
    const first = await call<{ items: Account[]; cursor: string | null }>(
      '/cmp/core/account/list',
      { channelCustId: 'C1001', pageSize: 10 },
      { token: admin },
    );
    expect(first.status).toBe(200);
    const statusFiltered = await call<{ items: Account[] }>(
      '/cmp/core/account/list',
      { channelCustId: 'C1001', roleType: 5000 },
      { token: admin },
    );
    expect(statusFiltered.body.data!.items.every((a) => a.roleType === 5000)).toBe(true);
    expect(statusFiltered.body.data!.items.length).toBeGreaterThanOrEqual(2);
  });

  it('pages through a tenant’s accounts with a cursor, each exactly once, and refuses a forged cursor', async () => {
    const admin = await login('admin');
    const prefix = `it-page-${run}-`;
    for (let i = 0; i < 11; i++) {
      const res = await call(
        '/cmp/core/account/save',
        { loginName: `${prefix}${i}`, displayName: `P${i}`, roleId: '4000', channelCustId: 'C1003', password: NEW_PASSWORD },
        { token: admin },
      );
      expect(res.status).toBe(201);
    }
    const body = { channelCustId: 'C1003', loginName: prefix, pageSize: 10 };
    const first = await call<{ items: Account[]; cursor: string | null }>('/cmp/core/account/list', body, { token: admin });
    expect(first.body.data!.items).toHaveLength(10);
    expect(first.body.data!.cursor).toBeTruthy();
    const cursor = first.body.data!.cursor!;
    const second = await call<{ items: Account[]; cursor: string | null }>(
      '/cmp/core/account/list',
      { ...body, cursor },
      { token: admin },
    );
    const seen = [...first.body.data!.items, ...second.body.data!.items].map((a) => a.loginName);
    expect(new Set(seen).size).toBe(11);
    expect(second.body.data!.cursor).toBeNull();
    const elsewhere = await call('/cmp/core/account/list', { channelCustId: 'C1001', cursor }, { token: admin });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.field).toBe('cursor');
  });

  it('edits an account and reads the change back', async () => {
    const acme = await login('acme');
    const res = await call<Account>(
      '/cmp/core/account/update',
      { loginName: staff, displayName: 'Acme Clerk 2' },
      { token: acme },
    );
    expect(res.status).toBe(200);
    const info = await call<Account>('/cmp/core/account/infoByLoginName', { loginName: staff }, { token: acme });
    expect(info.body.data!.displayName).toBe('Acme Clerk 2');
  });

  it('requires a reason to freeze, stops a frozen account and lets it back in after a thaw', async () => {
    const acme = await login('acme');
    const token = (await signIn(staff, NEW_PASSWORD)).body.data!.accessToken;
    const noReason = await call(
      '/cmp/core/account/freeze/save',
      { loginName: staff, action: 'freeze', reason: '' },
      { token: acme },
    );
    expect(noReason.status).toBe(422);
    expect(noReason.body.field).toBe('reason');

    const frozen = await call(
      '/cmp/core/account/freeze/save',
      { loginName: staff, action: 'freeze', reason: 'left the company' },
      { token: acme },
    );
    expect(frozen.status).toBe(200);
    expect(frozen.body.data).toMatchObject({ loginName: staff, action: 'freeze', by: 'acme' });
    expect((await signIn(staff, NEW_PASSWORD)).status).toBe(403);
    const stale = await call('/cmp/core/account/info', {}, { token });
    expect(stale.status).toBe(403);
    expect(stale.body.errorCode).toBe(10005);

    const thawed = await call(
      '/cmp/core/account/freeze/save',
      { loginName: staff, action: 'thaw', reason: 'came back' },
      { token: acme },
    );
    expect(thawed.status).toBe(200);
    expect((await signIn(staff, NEW_PASSWORD)).status).toBe(200);
    const records = await call<{ items: { action: string }[] }>(
      '/cmp/core/account/freeze/list',
      { loginName: staff },
      { token: acme },
    );
    expect(records.body.data!.items.map((r) => r.action)).toEqual(['thaw', 'freeze']);
  });

  it('lets nobody freeze themselves', async () => {
    const res = await call(
      '/cmp/core/account/freeze/save',
      { loginName: 'acme', action: 'freeze', reason: 'test' },
      { token: await login('acme') },
    );
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe(10101);
  });

  it('resets a password to a one-time password that must be changed at next sign-in', async () => {
    const res = await call<{ temporaryPassword: string }>(
      '/cmp/core/account/resetPassword',
      { loginName: staff },
      { token: await login('acme') },
    );
    expect(res.status).toBe(200);
    const temp = res.body.data!.temporaryPassword;
    expect((await signIn(staff, NEW_PASSWORD)).status).toBe(401);
    const first = await signIn(staff, temp);
    expect(first.status).toBe(200);
    expect(first.body.data!.isResetPassword).toBe(true);
    const change = await call(
      '/cmp/base/oauth/user/resetPassword',
      { oldPassword: temp, newPassword: 'Chosen#2026', confirmPassword: 'Chosen#2026' },
      { token: first.body.data!.accessToken },
    );
    expect(change.status).toBe(200);
    const after = await signIn(staff, 'Chosen#2026');
    expect(after.body.data!.isResetPassword).toBe(false);
  });

  it('lets the platform administrator create platform and secondary-customer accounts', async () => {
    const admin = await login('admin');
    const ops = await call<Account>(
      '/cmp/core/account/save',
      { loginName: `it-ops-${run}`, displayName: 'Ops', roleId: '2000', password: NEW_PASSWORD },
      { token: admin },
    );
    expect(ops.status).toBe(201);
    expect(ops.body.data).toMatchObject({ channelCustId: null, roleType: 2000 });
    const north = await call<Account>(
      '/cmp/core/account/save',
      {
        loginName: `it-north-${run}`,
        displayName: 'North',
        roleId: '5000',
        channelCustId: 'C1002',
        custId: 'S2003',
        password: NEW_PASSWORD,
      },
      { token: admin },
    );
    expect(north.status).toBe(201);
    expect(north.body.data).toMatchObject({ channelCustId: 'C1002', custId: 'S2003', customerName: 'Globex North' });
    const frozen = await call(
      '/cmp/core/account/freeze/save',
      { loginName: `it-ops-${run}`, action: 'freeze', reason: 'audit' },
      { token: admin },
    );
    expect(frozen.status).toBe(200);
  });

  it('refuses secondary customers of another enterprise and platform roles to an enterprise', async () => {
    const acme = await login('acme');
    const base = { displayName: 'X', password: NEW_PASSWORD };
    const foreignSub = await call(
      '/cmp/core/account/save',
      { ...base, loginName: `it-x1-${run}`, roleId: '5000', custId: 'S2003' },
      { token: acme },
    );
    expect(foreignSub.status).toBe(422);
    expect(foreignSub.body.field).toBe('custId');
    const platform = await call(
      '/cmp/core/account/save',
      { ...base, loginName: `it-x2-${run}`, roleId: '1000' },
      { token: acme },
    );
    expect(platform.status).toBe(403);
    const opsAdmin = await call(
      '/cmp/core/account/save',
      { ...base, loginName: `it-x3-${run}`, roleId: '1000' },
      { token: await login('operator') },
    );
    expect(opsAdmin.status).toBe(403);
    const opsList = await call<{ items: Account[] }>('/cmp/core/account/list', {}, { token: await login('operator') });
    expect(opsList.body.data!.items.map((a) => a.loginName)).toContain('admin');
  });

  it('keeps an enterprise away from another enterprise’s accounts and changes nothing', async () => {
    const acme = await login('acme');
    expect((await call('/cmp/core/account/list', { channelCustId: 'C1002' }, { token: acme })).status).toBe(403);
    expect((await call('/cmp/core/account/infoByLoginName', { loginName: 'globex' }, { token: acme })).status).toBe(404);
    expect(
      (await call('/cmp/core/account/update', { loginName: 'globex-staff', displayName: 'Hacked' }, { token: acme })).status,
    ).toBe(404);
    expect(
      (await call('/cmp/core/account/freeze/save', { loginName: 'globex', action: 'freeze', reason: 'x' }, { token: acme }))
        .status,
    ).toBe(404);
    expect((await call('/cmp/core/account/resetPassword', { loginName: 'globex' }, { token: acme })).status).toBe(404);
    expect((await call('/cmp/core/account/infoByLoginName', { loginName: 'admin' }, { token: acme })).status).toBe(404);
    const admin = await login('admin');
    const globex = await call<Account>('/cmp/core/account/infoByLoginName', { loginName: 'globex' }, { token: admin });
    expect(globex.body.data).toMatchObject({ status: 'active' });
    const staffOfGlobex = await call<Account>(
      '/cmp/core/account/infoByLoginName',
      { loginName: 'globex-staff' },
      { token: admin },
    );
    expect(staffOfGlobex.body.data!.displayName).toBe('Globex Sales');
    expect((await signIn('globex', DEMO_PASSWORD)).status).toBe(200);
  });

  it('keeps enterprise staff out of account management', async () => {
    const res = await call('/cmp/core/account/list', {}, { token: await login('acme-staff') });
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe(10006);
  });
});
