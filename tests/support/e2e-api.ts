/**
 * The API as a browser test reaches it beside the page: a POST in the portal's envelope, and the
 * sign-in of a demo account (captcha codes are off in e2e). Also the "pasted URL" visit the deep-link
 * and every-route suites share.
 */
import type { Page, Response } from 'playwright-core';
import { DEMO_PASSWORD, appUrl } from './sign-in.ts';

/** POSTs a body to an API path (below /api) and answers the envelope's data; a failure throws with the message. */
export async function api<T>(path: string, body: unknown = {}, token?: string): Promise<T> {
  const res = await fetch(`${appUrl()}/api${path}?ts=${Date.now()}&lang=en-US`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: token } : {}) },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; data: T; msg?: string };
  if (!envelope.success) throw new Error(`${path}: ${res.status} ${envelope.msg}`);
  return envelope.data;
}

/** A demo account's access token. */
export const apiToken = async (loginName: string): Promise<string> =>
  (
    await api<{ accessToken: string }>('/cmp/base/oauth/login', {
      loginName,
      password: DEMO_PASSWORD,
      captchaId: 'e2e',
      captchaCode: 'abcd',
    })
  ).accessToken;

/**
 * Opens a path as a fresh page load (a pasted or bookmarked URL) and waits until its data calls are
 * done: the API answers of 400 and above, and the result page (403/404/500) shown, if any.
 */
export async function pasteUrl(page: Page, path: string): Promise<{ failures: string[]; status: string | null }> {
  const failures: string[] = [];
  const onResponse = (r: Response) => {
    if (r.url().includes('/api/') && r.status() >= 400) failures.push(`${r.status()} ${new URL(r.url()).pathname}`);
  };
  page.on('response', onResponse);
  await page.goto(`${appUrl()}${path}`);
  await page.waitForLoadState('networkidle');
  // Lazy page chunks start their first data calls just after the first network idle.
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
  page.off('response', onResponse);
  // The 403/404/500 result pages carry their status (ui-kit ResultPage).
  const result = page.locator('[data-status="403"], [data-status="404"], [data-status="500"]');
  const status = (await result.count()) > 0 ? await result.first().getAttribute('data-status') : null;
  return { failures, status };
}
