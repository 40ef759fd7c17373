/** A frozen account is refused at sign-in in the browser, with the reason-bearing message, and works again once thawed. */
import { describe, expect, inject, it } from 'vitest';
import { useChromium } from '../support/browser.ts';
import { openLogin, submitLogin } from '../support/sign-in.ts';

const base = () => inject('app').baseUrl;

async function api(path: string, body: unknown, token?: string) {
  const res = await fetch(`${base()}/api${path}?lang=en-US&ts=${Date.now()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; data?: { accessToken?: string }; msg?: string } };
}

describe('frozen account', () => {
  const browser = useChromium();

  it('cannot sign in until thawed', async () => {
    const admin = (
      await api('/cmp/base/oauth/login', { loginName: 'admin', password: 'Cmp@2026demo', captchaId: 'x', captchaCode: 'x' })
    ).body.data!.accessToken!;
    const frozen = await api(
      '/cmp/core/account/freeze/save',
      { loginName: 'globex-north', action: 'freeze', reason: 'Contract suspended' },
      admin,
    );
    expect(frozen.status).toBe(200);

    const context = await browser().newContext({ locale: 'zh-CN' });
    const page = await context.newPage();
    const signIn = async () => {
      await openLogin(page);
      await submitLogin(page, 'globex-north');
    };
    await signIn();
    await expect.poll(() => page.getByText('账号已冻结，请联系管理员').count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('lx_access_token'))).toBeNull();

    const thawed = await api(
      '/cmp/core/account/freeze/save',
      { loginName: 'globex-north', action: 'thaw', reason: 'Contract renewed' },
      admin,
    );
    expect(thawed.status).toBe(200);
    await signIn();
    await page.waitForURL('**/home/index');
    await context.close();
  });
});
