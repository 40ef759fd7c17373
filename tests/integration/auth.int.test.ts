import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, call, forget, login } from '../support/api-client.ts';

const creds = (loginName: string, password: string) => ({ loginName, password, captchaId: 'x', captchaCode: 'x' });

describe('sign-in, session and sign-out', () => {
  it('issues a captcha image', async () => {
    const res = await call<{ captchaId: string; image: string }>('/cmp/base/oauth/captcha', undefined, { method: 'GET' });
    expect(res.status).toBe(200);
    expect(res.body.data?.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(res.body.data?.captchaId).toMatch(/[0-9a-f-]{36}/);
  });

  it('signs in and returns the session of the account', async () => {
    const res = await call<Record<string, unknown>>('/cmp/base/oauth/login', creds('acme-east', DEMO_PASSWORD), {
      lang: 'zh-CN',
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe('登录成功');
    expect(res.body.data).toMatchObject({
      loginName: 'acme-east',
      roleId: 5000,
      channelCustId: 'C1001',
      custId: 'S2001',
      customerName: 'Acme East',
    });
    expect(res.body.data?.permissions).toContain('1000000');
    expect(String(res.body.data?.accessToken).split('.')).toHaveLength(3);
  });

  it('refuses a wrong password in the request language and issues no token', async () => {
    const zh = await call('/cmp/base/oauth/login', creds('acme', 'Wrong-pass1'), { lang: 'zh-CN' });
    expect(zh.status).toBe(401);
    expect(zh.body).toEqual({ success: false, msg: '账号或密码错误', errorCode: 10004 });
    const en = await call('/cmp/base/oauth/login', creds('nobody-here', 'Wrong-pass1'), { lang: 'en-US' });
    expect(en.status).toBe(401);
    expect(en.body.msg).toBe('Wrong login name or password');
  });

  it('throttles repeated failed sign-ins, even with the right password afterwards', async () => {
    for (let i = 0; i < 5; i++)
      expect((await call('/cmp/base/oauth/login', creds('globex-staff', `Wrong-pass${i}`))).status).toBe(401);
    const locked = await call('/cmp/base/oauth/login', creds('globex-staff', DEMO_PASSWORD));
    expect(locked.status).toBe(429);
    expect(locked.body.errorCode).toBe(10009);
    expect(locked.body.data).toBeUndefined();
  });

  it('rejects bad input with 422 naming the field and changes nothing', async () => {
    const res = await call('/cmp/base/oauth/login', { loginName: '   ', password: 'x', captchaId: 'x', captchaCode: 'x' });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      errorCode: 10002,
      field: 'loginName',
      msg: 'loginName: forbid spaces or enter non-blank content',
    });
    const extra = await call('/cmp/base/oauth/login', { ...creds('acme', DEMO_PASSWORD), channelCustId: 'C1002' });
    expect(extra.status).toBe(422);
    expect(extra.body.field).toBe('channelCustId');
  });

  it('answers 20003 without a token or with a forged one', async () => {
    const none = await call('/cmp/core/account/info');
    expect(none.status).toBe(401);
    expect(none.body.errorCode).toBe(20003);
    const forged = await call('/cmp/core/account/info', {}, { token: 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIn0.x' });
    expect(forged.body.errorCode).toBe(20003);
  });

  it('revokes the token on logout', async () => {
    forget('acme-staff');
    const token = await login('acme-staff');
    expect((await call('/cmp/core/account/info', {}, { token })).body.data).toMatchObject({
      loginName: 'acme-staff',
      roleId: 4000,
    });
    const out = await call('/cmp/base/oauth/logout', {}, { token, lang: 'en-US' });
    expect(out.body).toMatchObject({ success: true, msg: 'logout successful' });
    const after = await call('/cmp/core/account/info', {}, { token });
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe(20003);
    forget('acme-staff');
  });

  it('registers an applicant whose account waits for approval', async () => {
    const form = {
      companyName: 'Wayne Sensors',
      contactName: 'Bruce',
      phone: '010-8888',
      email: 'b@wayne.example',
      loginName: 'wayne',
      password: 'Wayne@2026x',
      captchaId: 'x',
      captchaCode: 'x',
    };
    const res = await call('/cmp/base/oauth/register', form);
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ status: 'pending' });
    const again = await call('/cmp/base/oauth/register', form);
    expect(again.status).toBe(409);
    const signIn = await call('/cmp/base/oauth/login', creds('wayne', 'Wayne@2026x'));
    expect(signIn.status).toBe(403);
    expect(signIn.body.errorCode).toBe(10012);
    const badPhone = await call('/cmp/base/oauth/register', { ...form, loginName: 'wayne2', phone: '12a' });
    expect(badPhone.body.field).toBe('phone');
  });

  it('changes the password only with the current one and a valid new one', async () => {
    const token = await login('acme-west');
    const wrongOld = await call(
      '/cmp/base/oauth/user/resetPassword',
      { oldPassword: 'nope-nope1', newPassword: 'Better@2027', confirmPassword: 'Better@2027' },
      { token },
    );
    expect(wrongOld.status).toBe(422);
    expect(wrongOld.body.field).toBe('oldPassword');
    const weak = await call(
      '/cmp/base/oauth/user/resetPassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'short', confirmPassword: 'short' },
      { token },
    );
    expect(weak.body.field).toBe('newPassword');
    const mismatch = await call(
      '/cmp/base/oauth/user/resetPassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Better@2027', confirmPassword: 'Better@2028' },
      { token },
    );
    expect(mismatch.body.field).toBe('confirmPassword');
    const ok = await call(
      '/cmp/base/oauth/user/resetPassword',
      { oldPassword: DEMO_PASSWORD, newPassword: 'Better@2027', confirmPassword: 'Better@2027' },
      { token },
    );
    expect(ok.status).toBe(200);
    expect((await call('/cmp/base/oauth/login', creds('acme-west', DEMO_PASSWORD))).status).toBe(401);
    expect((await call('/cmp/base/oauth/login', creds('acme-west', 'Better@2027'))).status).toBe(200);
    // Put the demo password back for the other suites.
    await call(
      '/cmp/base/oauth/user/resetPassword',
      { oldPassword: 'Better@2027', newPassword: DEMO_PASSWORD, confirmPassword: DEMO_PASSWORD },
      { token },
    );
  });
});
