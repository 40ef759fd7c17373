import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Cmp@2026demo';
export const appUrl = () => inject('app').baseUrl;

/**
 * Signs a demo account in through the login page (captcha codes are off in e2e) in the given
 * language and waits until the app has left /login (home, or the forced password change).
 */
export async function signIn(page: Page, loginName: string, lang: 'en-US' | 'zh-CN' = 'en-US'): Promise<void> {
  await page.goto(`${appUrl()}/login`);
  await page.evaluate((l) => localStorage.setItem('lx_language', l), lang);
  await page.reload();
  // The captcha id must be there before submitting (the server checks it even when codes are off).
  await page.getByTestId('login-captcha-image').locator('img').waitFor();
  await page.getByTestId('login-name').fill(loginName);
  await page.getByTestId('login-password').fill(DEMO_PASSWORD);
  await page.getByTestId('login-captcha').fill('abcd');
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
}
