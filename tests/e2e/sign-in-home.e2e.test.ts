/**
 * The portal as an enterprise administrator would use it, in Chromium against `npm start`:
 * sign in, see the home overview filled with the seeded numbers, switch language, sign out.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { zhCN } from '../../portal/src/i18n/all-texts.ts';
import { useChromium } from '../support/browser.ts';
import { openLogin, submitLogin } from '../support/sign-in.ts';

const base = () => inject('app').baseUrl;

async function api<T>(path: string, token: string): Promise<T> {
  const res = await fetch(`${base()}/api${path}?lang=en-US&ts=${Date.now()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: '{}',
  });
  return ((await res.json()) as { data: T }).data;
}

async function signIn(page: Page, loginName: string) {
  await openLogin(page);
  await submitLogin(page, loginName);
  await page.waitForURL('**/home/index');
}

const digits = (s: string | null) => (s ?? '').replace(/\D/g, '');

describe('sign in, home overview, sign out', () => {
  const browser = useChromium();

  for (const [locale, messages] of [
    ['zh-CN', zhCN],
    ['en-US', enUS],
  ] as const) {
    it(`works for an enterprise administrator in ${locale}`, async () => {
      const context = await browser().newContext({ locale, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${base()}/`);
      await page.waitForURL('**/login');
      await expect.poll(() => page.getByRole('heading', { name: messages.login.title }).count()).toBeGreaterThan(0);

      await signIn(page, 'acme');
      const token = await page.evaluate(() => localStorage.getItem('lx_access_token'));
      expect(token).toBeTruthy();
      expect(await page.evaluate(() => [localStorage.getItem('lx_roleId'), localStorage.getItem('lx_loginName')])).toEqual([
        '3000',
        'acme',
      ]);

      const cycle = await api<{ total: number; byState: { state: number; count: number }[] }>(
        '/cmp/edge/homepage/homePage/getCycleNew',
        token!,
      );
      await expect
        .poll(async () => digits(await page.getByTestId('stat-total-cards').textContent()))
        .toContain(String(cycle.total));
      const active = cycle.byState.find((s) => s.state === 64)!.count;
      await expect.poll(async () => digits(await page.getByTestId('stat-active-cards').textContent())).toContain(String(active));
      await expect.poll(() => page.getByTestId('chart-month-flow').locator('svg').count()).toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('chart-day-flow').locator('svg').count()).toBeGreaterThan(0);
      const top = await api<{ items: { name: string }[] }>('/cmp/edge/homepage/homePage/getCustUseTotalTop5', token!);
      await expect.poll(() => page.getByTestId('top5-customers').textContent()).toContain(top.items[0]!.name);
      const announcement = await api<{ content: string; englishContent: string }>('/cmp/core/announcement/current', token!);
      await expect
        .poll(() => page.getByTestId('announcement').textContent())
        .toContain((locale === 'zh-CN' ? announcement.content : announcement.englishContent).slice(0, 10));

      await page.getByTestId('user-menu').click();
      await page.getByTestId('sign-out').click();
      await page.waitForURL('**/login');
      expect(await page.evaluate(() => localStorage.getItem('lx_access_token'))).toBeNull();
      // The revoked token no longer works.
      const after = await fetch(`${base()}/api/cmp/core/account/info?lang=en-US`, {
        method: 'POST',
        headers: { authorization: token! },
        body: '{}',
      });
      expect(after.status).toBe(401);
      await context.close();
    });
  }

  it('switches language and keeps the choice', async () => {
    const context = await browser().newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await page.goto(`${base()}/login`);
    await expect.poll(() => page.getByRole('heading', { name: enUS.login.title }).count()).toBeGreaterThan(0);
    await page.getByTestId('lang-switch').click();
    const zhOption = page.getByRole('menuitem', { name: '中文' }).or(page.getByRole('option', { name: '中文' }));
    if (await zhOption.count()) await zhOption.first().click();
    await expect.poll(() => page.getByRole('heading', { name: zhCN.login.title }).count()).toBeGreaterThan(0);
    await page.reload();
    await expect.poll(() => page.getByRole('heading', { name: zhCN.login.title }).count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('lx_language'))).toBe('zh-CN');
    await context.close();
  });

  it('sends an expired session back to sign-in with status 20003', async () => {
    const context = await browser().newContext({ locale: 'en-US' });
    const page = await context.newPage();
    await signIn(page, 'acme-east');
    await page.evaluate(() => localStorage.setItem('lx_access_token', 'expired.token.value'));
    await page.reload();
    await page.waitForURL('**/login?status=20003', { timeout: 15_000 });
    await expect.poll(() => page.getByTestId('login-expired').count()).toBeGreaterThan(0);
    expect(await page.evaluate(() => localStorage.getItem('lx_access_token'))).toBeNull();
    await context.close();
  });
});
