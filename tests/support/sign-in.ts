import type { Page } from 'playwright-core';
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'Cmp@2026demo';
export const appUrl = () => inject('app').baseUrl;

/** Opens the login page, in `lang` when given (else the language the browser or an earlier visit chose). */
export async function openLogin(page: Page, lang?: 'en-US' | 'zh-CN'): Promise<void> {
  await page.goto(`${appUrl()}/login`);
  if (!lang) return;
  await page.evaluate((l) => localStorage.setItem('lx_language', l), lang);
  await page.reload();
}

/** Fills the open login page's form for a demo account (captcha codes are off in e2e) and submits it. */
export async function submitLogin(page: Page, loginName: string, password = DEMO_PASSWORD): Promise<void> {
  // The captcha id must be there before submitting (the server checks it even when codes are off).
  await page.getByTestId('login-captcha-image').locator('img').waitFor();
  await page.getByTestId('login-name').fill(loginName);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-captcha').fill('abcd');
  await page.getByTestId('login-submit').click();
}

/**
 * Signs a demo account in through the login page in the given language and waits until the app
 * has left /login (home, or the forced password change).
 */
export async function signIn(page: Page, loginName: string, lang: 'en-US' | 'zh-CN' = 'en-US'): Promise<void> {
  await openLogin(page, lang);
  await submitLogin(page, loginName);
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
}
