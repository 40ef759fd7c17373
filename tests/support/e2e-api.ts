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

/**
 * POSTs a body to an API path (below /api) from inside the page, with the page's own session (the
 * token the portal keeps in local storage); the envelope's data. A failure throws with the message.
 */
export async function pageApi<T>(page: Page, path: string, body: object = {}): Promise<T> {
  const out = await page.evaluate(
    async ([p, b]) => {
      const res = await fetch(`/api${p}?ts=${Date.now()}&lang=en-US`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: localStorage.getItem('lx_access_token') ?? '' },
        body: JSON.stringify(b),
      });
      return { status: res.status, body: (await res.json()) as { success: boolean; data: unknown; msg?: string } };
    },
    [path, body] as const,
  );
  if (!out.body.success) throw new Error(`${path}: ${out.status} ${out.body.msg}`);
  return out.body.data as T;
}

/** The ICCIDs of the signed-in enterprise's test cards (first page of ten), read with the page's session. */
export const testCardIccids = async (page: Page): Promise<string[]> =>
  (await pageApi<{ items: { iccid: string }[] }>(page, '/cmp/sim/testCard/list', { pageSize: 10 })).items.map((c) => c.iccid);

/** Up to `count` unallocated ICCIDs of the signed-in enterprise in `state` that no dual-SIM pair holds, read with the page's session. */
export async function unpairedIccids(page: Page, state: number, count: number): Promise<string[]> {
  const cards = await pageApi<{ items: { iccid: string; custId?: string | null }[] }>(page, '/cmp/sim/card/list', {
    state,
    pageSize: 50,
  });
  const free: string[] = [];
  for (const c of cards.items.filter((i) => !i.custId)) {
    if (free.length === count) break;
    const pairs = await pageApi<{ items: unknown[] }>(page, '/cmp/sim/dsim/list', { iccid: c.iccid });
    if (!pairs.items.length) free.push(c.iccid);
  }
  return free;
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

/**
 * Opens each screen from a pasted URL (`pasteUrl`) and waits for what it `shows`; the problems met:
 * failed API calls and 403/404/500 result pages, by path.
 */
export async function openPasted(page: Page, screens: readonly { path: string; shows: () => Promise<unknown> }[]) {
  const problems: string[] = [];
  for (const screen of screens) {
    const { failures, status } = await pasteUrl(page, screen.path);
    if (failures.length) problems.push(`${screen.path}: ${failures.join(', ')}`);
    if (status) problems.push(`${screen.path}: shows the ${status} page`);
    await screen.shows();
  }
  return problems;
}
