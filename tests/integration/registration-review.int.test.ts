/**
 * The platform's review of self-registrations: register → list → approve (into a new or an
 * existing enterprise) → the applicant signs in; reject with a reason → the sign-in says why;
 * a decided registration cannot be decided again; only platform roles review; every decision is
 * in the operation log.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiResult, type Page, call, login } from '../support/api-client.ts';

interface Registration {
  id: string;
  companyName: string;
  loginName: string;
  status: 'pending' | 'approved' | 'rejected';
  createdAt: string;
  decidedBy: string | null;
  decidedAt: string | null;
  reason: string | null;
  channelCustId: string | null;
  customerName: string | null;
  roleId: string | null;
}

const LIST = '/cmp/core/registration/list';
const APPROVE = '/cmp/core/registration/approve';
const REJECT = '/cmp/core/registration/reject';
const run = Date.now().toString(36);
const PASSWORD = 'Applicant@26';

async function register(n: string, companyName = `Reg Co ${run} ${n}`): Promise<{ id: string; loginName: string }> {
  const loginName = `reg-${run}-${n}`;
  const res = await call<{ registrationId: string }>('/cmp/base/oauth/register', {
    companyName,
    contactName: `Contact ${n}`,
    phone: '021-6000-0000',
    email: `${n}@reg.example.com`,
    loginName,
    password: PASSWORD,
    captchaId: 'x',
    captchaCode: 'x',
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return { id: res.body.data!.registrationId, loginName };
}

const signIn = (loginName: string, lang: 'en-US' | 'zh-CN' = 'en-US') =>
  call<{ accessToken: string; channelCustId: string; customerName: string; roleId: number }>(
    '/cmp/base/oauth/login',
    { loginName, password: PASSWORD, captchaId: 'x', captchaCode: 'x' },
    { lang },
  );

const newEnterprise = (n: string) => ({
  code: `REG${run}${n}`.toUpperCase(),
  name: `Approved Co ${run} ${n}`,
  status: 0,
  paymentModel: 'prepaid',
  businessLicence: `LIC-${n}`,
  taxNumber: `91330000${n}`,
  adminContact: { name: `Contact ${n}`, phone: '021-6000-0000', email: `${n}@reg.example.com` },
});

async function find(admin: string, id: string, status?: string): Promise<Registration | undefined> {
  let cursor: string | null = null;
  for (let pages = 0; pages < 50; pages++) {
    const res: ApiResult<Page<Registration>> = await call<Page<Registration>>(
      LIST,
      { pageSize: 100, ...(status ? { status } : {}), ...(cursor ? { cursor } : {}) },
      { token: admin },
    );
    expect(res.status).toBe(200);
    const hit = res.body.data!.items.find((r) => r.id === id);
    if (hit) return hit;
    cursor = res.body.data!.cursor;
    if (!cursor) return undefined;
  }
  return undefined;
}

describe('registration review', () => {
  let admin: string;
  beforeAll(async () => {
    admin = await login('admin');
  });

  it('approves into a new enterprise, after which the applicant signs in with the registration password', async () => {
    const reg = await register('new');
    const pending = await signIn(reg.loginName);
    expect(pending.status).toBe(403);
    expect(pending.body.errorCode).toBe(10012);
    expect(pending.body.msg).toMatch(/awaiting review/);

    const listed = await find(admin, reg.id, 'pending');
    expect(listed).toMatchObject({ loginName: reg.loginName, status: 'pending', decidedBy: null });

    const approved = await call<Registration>(
      APPROVE,
      { id: reg.id, into: 'new', enterprise: newEnterprise('new'), roleId: '3000' },
      { token: admin },
    );
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', decidedBy: 'admin', roleId: '3000' });
    const channelCustId = approved.body.data!.channelCustId!;
    expect(channelCustId).toMatch(/^C/);

    const enterprise = await call<{ name: string; code: string }>(
      '/cmp/core/account/customer/detail',
      { channelCustId },
      { token: admin },
    );
    expect(enterprise.body.data).toMatchObject({ name: `Approved Co ${run} new`, code: newEnterprise('new').code });

    const session = await signIn(reg.loginName);
    expect(session.status, JSON.stringify(session.body)).toBe(200);
    expect(session.body.data).toMatchObject({ channelCustId, customerName: `Approved Co ${run} new`, roleId: 3000 });
    const own = await call<Page<{ loginName: string }>>('/cmp/core/account/list', {}, { token: session.body.data!.accessToken });
    expect(own.body.data!.items.map((a) => a.loginName)).toContain(reg.loginName);

    expect((await find(admin, reg.id, 'approved'))?.decidedAt).toBeTruthy();
    expect(await find(admin, reg.id, 'pending')).toBeUndefined();
  });

  it('approves into an existing enterprise with a staff role; approving again changes nothing', async () => {
    const reg = await register('existing');
    const res = await call<Registration>(
      APPROVE,
      { id: reg.id, into: 'existing', channelCustId: 'C1001', roleId: '4000' },
      { token: admin },
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const session = await signIn(reg.loginName);
    expect(session.status).toBe(200);
    expect(session.body.data).toMatchObject({ channelCustId: 'C1001', roleId: 4000 });
    const accounts = await call<Page<{ loginName: string }>>(
      '/cmp/core/account/list',
      { channelCustId: 'C1001', loginName: reg.loginName },
      { token: admin },
    );
    expect(accounts.body.data!.items.map((a) => a.loginName)).toEqual([reg.loginName]);

    const twice = await call(
      APPROVE,
      { id: reg.id, into: 'new', enterprise: newEnterprise('twice'), roleId: '3000' },
      { token: admin },
    );
    expect(twice.status).toBe(409);
    expect(twice.body.errorCode).toBe(10201);
    const notCreated = await call<Page<unknown>>(
      '/cmp/core/account/customer/list',
      { name: `Approved Co ${run} twice` },
      { token: admin },
    );
    expect(notCreated.body.data!.items).toHaveLength(0);
    const rejectApproved = await call(REJECT, { id: reg.id, reason: 'too late' }, { token: admin });
    expect(rejectApproved.body.errorCode).toBe(10201);
    expect((await signIn(reg.loginName)).body.data).toMatchObject({ channelCustId: 'C1001', roleId: 4000 });
  });

  it('rejects with a reason that the applicant reads at sign-in, in either language; a rejected one cannot be approved', async () => {
    const reg = await register('rejected');
    const blank = await call(REJECT, { id: reg.id, reason: '' }, { token: admin });
    expect(blank.status).toBe(422);
    expect(blank.body.field).toBe('reason');
    const tooLong = await call(REJECT, { id: reg.id, reason: 'x'.repeat(201) }, { token: admin });
    expect(tooLong.body.field).toBe('reason');

    const res = await call<Registration>(REJECT, { id: reg.id, reason: 'Licence not verifiable' }, { token: admin });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'rejected', reason: 'Licence not verifiable', decidedBy: 'admin' });

    const en = await signIn(reg.loginName);
    expect(en.status).toBe(403);
    expect(en.body).toMatchObject({ errorCode: 10013, msg: 'Your registration was rejected: Licence not verifiable' });
    const zh = await signIn(reg.loginName, 'zh-CN');
    expect(zh.body.msg).toBe('您的注册申请未通过审核：Licence not verifiable');
    const wrongPassword = await call('/cmp/base/oauth/login', {
      loginName: reg.loginName,
      password: 'Wrong@2026x',
      captchaId: 'x',
      captchaCode: 'x',
    });
    expect(wrongPassword.body.errorCode).toBe(10004);

    const approve = await call(
      APPROVE,
      { id: reg.id, into: 'existing', channelCustId: 'C1001', roleId: '3000' },
      { token: admin },
    );
    expect(approve.status).toBe(409);
    expect(approve.body.errorCode).toBe(10202);
    expect((await signIn(reg.loginName)).body.errorCode).toBe(10013);
    expect(await find(admin, reg.id, 'rejected')).toMatchObject({ reason: 'Licence not verifiable' });
  });

  it('refuses a role outside the enterprise types and an unknown enterprise, changing nothing', async () => {
    const reg = await register('badrole');
    for (const roleId of ['1000', '2000', '5000', 'no-such-role']) {
      const res = await call(APPROVE, { id: reg.id, into: 'existing', channelCustId: 'C1001', roleId }, { token: admin });
      expect(res.status, roleId).toBe(422);
      expect(res.body).toMatchObject({ errorCode: 10203, field: 'roleId' });
    }
    const unknown = await call(
      APPROVE,
      { id: reg.id, into: 'existing', channelCustId: 'C9999', roleId: '3000' },
      { token: admin },
    );
    expect(unknown.status).toBe(404);
    const operator = await call(
      APPROVE,
      { id: reg.id, into: 'new', enterprise: newEnterprise('op'), roleId: '3000' },
      { token: await login('operator') },
    );
    expect(operator.status).toBe(403);
    expect(await find(admin, reg.id, 'pending')).toMatchObject({ status: 'pending' });
    expect((await signIn(reg.loginName)).body.errorCode).toBe(10012);
  });

  it('lists newest first, one status at a time or all, page by page, and finds by company or login name', async () => {
    const first = await register('order1', `Ordering Co ${run} A`);
    const second = await register('order2', `Ordering Co ${run} B`);
    const all: Registration[] = [];
    let cursor: string | null = null;
    do {
      const res: ApiResult<Page<Registration>> = await call<Page<Registration>>(
        LIST,
        { pageSize: 10, ...(cursor ? { cursor } : {}) },
        { token: admin },
      );
      all.push(...res.body.data!.items);
      cursor = res.body.data!.cursor;
    } while (cursor);
    const times = all.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect(all.findIndex((r) => r.id === second.id)).toBeLessThan(all.findIndex((r) => r.id === first.id));
    expect(new Set(all.map((r) => r.status))).toEqual(new Set(['pending', 'approved', 'rejected']));

    const rejected = await call<Page<Registration>>(LIST, { status: 'rejected', pageSize: 100 }, { token: admin });
    expect(rejected.body.data!.items.length).toBeGreaterThan(0);
    expect(rejected.body.data!.items.every((r) => r.status === 'rejected')).toBe(true);

    const byCompany = await call<Page<Registration>>(LIST, { keyword: `Ordering Co ${run}`, pageSize: 100 }, { token: admin });
    expect(byCompany.body.data!.items.map((r) => r.id)).toEqual([second.id, first.id]);
    const byLogin = await call<Page<Registration>>(LIST, { keyword: first.loginName, status: 'pending' }, { token: admin });
    expect(byLogin.body.data!.items.map((r) => r.id)).toEqual([first.id]);
  });

  it('shows the seeded demo queue: pending applications and one rejected', async () => {
    const pending = await find(admin, (await seeded(admin, 'sz-agri'))!.id, 'pending');
    expect(pending).toMatchObject({ companyName: 'Shenzhen Agri Sensors' });
    expect(await seeded(admin, 'nb-harbour')).toMatchObject({ status: 'rejected', decidedBy: 'admin' });
  });

  it('is for platform roles only', async () => {
    for (const name of ['acme', 'acme-staff', 'acme-east']) {
      const res = await call(LIST, {}, { token: await login(name) });
      expect(res.status, name).toBe(403);
    }
    const operator = await call(LIST, { status: 'pending' }, { token: await login('operator') });
    expect(operator.status).toBe(200);
  });

  it('keeps every decision in the platform operation log', async () => {
    const log = async (action: string) =>
      (
        await call<Page<{ action: string; loginName: string; detail: string }>>(
          '/cmp/core/operationLog/list',
          { action, pageSize: 100 },
          { token: admin },
        )
      ).body.data!.items;
    const approvals = await log('registrationApprove');
    expect(approvals.some((e) => e.loginName === 'admin' && e.detail.startsWith(`reg-${run}-new → C`))).toBe(true);
    expect(approvals.some((e) => e.detail === `reg-${run}-existing → C1001 4000`)).toBe(true);
    const rejections = await log('registrationReject');
    expect(rejections.some((e) => e.detail === `reg-${run}-rejected: Licence not verifiable`)).toBe(true);
    const created = await log('customerCreate');
    expect(created.some((e) => e.detail.endsWith(newEnterprise('new').code))).toBe(true);
  });
});

async function seeded(admin: string, loginName: string): Promise<Registration | undefined> {
  const res = await call<Page<Registration>>(LIST, { keyword: loginName, pageSize: 100 }, { token: admin });
  return res.body.data!.items.find((r) => r.loginName === loginName);
}
