/**
 * Partner widgets in Chromium (issue #18): the partner demo's page on its own origin, with hostile
 * CSS, embedding every widget from the gateway. Each widget renders in both languages; the host's
 * CSS does not reach the widgets' computed styles (same widget on a neutral page) and the widgets'
 * styles do not reach the host's (same host page without widgets); a page of an origin not on the
 * allow-list is refused by CORS; a reused and an expired session are refused.
 */
import { type Server, createServer } from 'node:http';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../../infra/src/local/ports.ts';
import { type Lang, stateName, textsOf } from '../../widgets/src/lib/i18n.ts';
import { useChromium } from '../support/browser.ts';
import { api, apiToken } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;
const TAGS = ['cmp-card-list', 'cmp-card-status', 'cmp-usage-chart', 'cmp-bill-summary'] as const;

interface DemoSession {
  sessionId: string;
  expiresAt: string;
  iccid: string;
}

let demo = '';
/** The demo backend's session, as the partner's server mints it (`ttl` seconds). */
const mintSession = async (ttl?: number): Promise<DemoSession> =>
  (await fetch(`${demo}/session${ttl ? `?ttl=${ttl}` : ''}`)).json() as Promise<DemoSession>;

/** Opens the demo page; resolves once every widget shows its data. */
async function openDemo(browser: Browser, lang: Lang, q: { css?: 'neutral'; widgets?: 'none' } = {}) {
  const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 1400 }, reducedMotion: 'reduce' });
  const page = await context.newPage();
  const query = new URLSearchParams({ lang, ...q });
  await page.goto(`${demo}/?${query}`);
  if (q.widgets !== 'none') await waitForWidgets(page);
  return { context, page };
}

/** Every widget rendered with data: the status's card, list rows, the chart, both bill panels. */
async function waitForWidgets(page: Page) {
  await expect.poll(() => page.locator('cmp-card-status [data-iccid]').count()).toBe(1);
  await expect.poll(() => page.locator('cmp-card-list tbody tr').count()).toBeGreaterThan(0);
  await expect.poll(() => page.locator('cmp-usage-chart svg[role=img]').count()).toBe(1);
  await expect.poll(() => page.locator('cmp-bill-summary article').count()).toBe(2);
}

/** The shadow root's text of a widget, spaces collapsed. */
const widgetText = (page: Page, tag: string) =>
  page.evaluate((t) => (document.querySelector(t)?.shadowRoot?.textContent ?? '').replace(/\s+/g, ' ').trim(), tag);

const STYLE_PROPS = [
  'font-family',
  'font-size',
  'font-weight',
  'color',
  'line-height',
  'letter-spacing',
  'text-transform',
  'text-align',
  'background-color',
  'display',
  'padding-top',
  'padding-left',
  'margin-top',
  'border-top-style',
  'border-top-width',
  'border-top-color',
  'border-top-left-radius',
  'box-sizing',
  'fill',
];

/** Computed styles of each element of every widget's shadow tree (skipping texts that depend on data). */
function widgetStyles(page: Page) {
  return page.evaluate(
    ({ tags, props }) => {
      const out: Record<string, Record<string, string>> = {};
      for (const tag of tags) {
        const root = document.querySelector(tag)?.shadowRoot;
        if (!root) continue;
        // The first few of each kind of element: rows of different data would be the same anyway.
        const seen = new Map<string, number>();
        for (const el of root.querySelectorAll('*')) {
          const kind = `${el.tagName}.${el.getAttribute('class') ?? ''}`;
          const n = seen.get(kind) ?? 0;
          seen.set(kind, n + 1);
          if (n >= 2) continue;
          const style = getComputedStyle(el);
          out[`${tag} ${kind} #${n}`] = Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
        }
      }
      return out;
    },
    { tags: [...TAGS], props: STYLE_PROPS },
  );
}

/** Computed styles of the host page's own elements (and the page's own style sheets). */
function hostStyles(page: Page) {
  return page.evaluate(
    ({ props }) => {
      const out: Record<string, Record<string, string> | number> = {};
      for (const el of document.querySelectorAll(
        'html, body, #host-header, #host-title, #host-intro, #host-section, #host-heading, #host-table, #host-table th, #host-table td, #host-button, nav, a',
      )) {
        const style = getComputedStyle(el);
        out[`${el.tagName}#${el.id}`] = Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
      }
      out.documentSheets = document.styleSheets.length;
      out.adoptedSheets = document.adoptedStyleSheets.length;
      return out;
    },
    { props: STYLE_PROPS },
  );
}

/** A page that embeds the status widget with `session` on the current origin, recording the widget's events. */
async function embedStatus(page: Page, session: DemoSession, lang: Lang) {
  await page.evaluate(
    ({ s, lang, gateway }) => {
      const w = window as unknown as { cmpErrors: unknown[] };
      w.cmpErrors = [];
      document.addEventListener('cmp-error', (e) => w.cmpErrors.push((e as CustomEvent).detail));
      const el = document.createElement('cmp-card-status');
      el.setAttribute('session', s.sessionId);
      el.setAttribute('iccid', s.iccid);
      el.setAttribute('lang', lang);
      document.body.append(el);
      const script = document.createElement('script');
      script.src = `${gateway}/widgets/cmp-widgets.js`;
      document.head.append(script);
    },
    { s: session, lang, gateway: base() },
  );
}

const errorsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { cmpErrors: { status: number; errorCode?: number }[] }).cmpErrors);

describe('Partner widgets on the hostile demo page', () => {
  const browser = useChromium();
  let expiring: DemoSession;

  beforeAll(async () => {
    // The gateway links to the demo origin (its port is the data directory's).
    const res = await fetch(`${base()}/dev/partner-demo`, { redirect: 'manual' });
    demo = new URL(res.headers.get('location') ?? '').origin;
    expect(demo).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(demo).not.toBe(new URL(base()).origin);
    // Minted now, shortest lifetime: refused at the end of the suite, once expired.
    expiring = await mintSession(60);
  });

  for (const lang of ['en-US', 'zh-CN'] as const) {
    it(`renders every widget with data in ${lang}, and the list opens a card in the status widget`, async () => {
      const t = textsOf(lang);
      const { context, page } = await openDemo(browser(), lang);
      const states = [60, 61, 62, 63, 64, 65, 66, 67, 68].map((s) => stateName(s, lang));

      const status = await widgetText(page, 'cmp-card-status');
      expect(status).toContain(t.status.title);
      expect(status).toContain(t.status.operatorStatus);
      expect(status).toContain(t.status.cycle);
      expect(states).toContain(await page.locator('cmp-card-status [part=badge]').textContent());
      expect(await page.locator('cmp-card-status [role=progressbar]').getAttribute('aria-valuetext')).toBeTruthy();

      const list = page.locator('cmp-card-list');
      expect(await widgetText(page, 'cmp-card-list')).toContain(t.list.title);
      expect(await list.locator('th').allTextContents()).toEqual(Object.values(t.list.cols));
      for (const state of await list.locator('tbody tr td:nth-child(4)').allTextContents()) expect(states).toContain(state);

      const chart = page.locator('cmp-usage-chart svg[role=img]');
      expect(await chart.getAttribute('aria-label')).toContain(t.usage.daily);
      expect(await widgetText(page, 'cmp-usage-chart')).toContain(t.usage.title);

      const bills = await widgetText(page, 'cmp-bill-summary');
      expect(bills).toContain(t.bills.current);
      expect(bills).toContain(t.bills.last);
      // The demo's enterprise has published bills: the current one shows its amount and status.
      expect(await page.locator('cmp-bill-summary [part=amount]').count()).toBeGreaterThan(0);
      // No raw text keys anywhere.
      for (const tag of TAGS) expect(await widgetText(page, tag)).not.toMatch(/\b(status|list|usage|bills|errors)\.[a-z]/);

      // Choosing another card of the list opens it in the status widget (cmp-select, then the target).
      const shown = await page.locator('cmp-card-status [data-iccid]').getAttribute('data-iccid');
      const other = (await list.locator('tbody td button').allTextContents()).find((i) => i !== shown)!;
      await list.locator('tbody td button', { hasText: other }).click();
      await expect.poll(() => page.locator('cmp-card-status [data-iccid]').getAttribute('data-iccid')).toBe(other);
      await context.close();
    });
  }

  it('keeps the demo working after Acme rotates its app key in API management (the backend is given a new key)', async () => {
    const rotated = await api<{ appKey: string }>('/cmp/core/api/appKey/reset', {}, await apiToken('acme'));
    const session = await mintSession();
    expect(session.sessionId).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    const { context, page } = await openDemo(browser(), 'en-US');
    expect(await page.locator('cmp-card-status [data-iccid]').count()).toBe(1);
    await context.close();
    // The key the demo signs with now is a newer one than the rotated key.
    const current = await api<{ appKey: string }>('/cmp/core/api/appKey/get', {}, await apiToken('acme'));
    expect(current.appKey).not.toBe(rotated.appKey);
  });

  it('keeps the host’s CSS out of the widgets: the same computed styles as on a neutral page', async () => {
    const hostile = await openDemo(browser(), 'en-US');
    const neutral = await openDemo(browser(), 'en-US', { css: 'neutral' });
    // The page is hostile indeed: its own elements take the !important rules.
    const title = await hostile.page.evaluate(() => getComputedStyle(document.querySelector('#host-title')!).fontFamily);
    expect(title).toContain('Comic Sans');
    const [a, b] = [await widgetStyles(hostile.page), await widgetStyles(neutral.page)];
    expect(Object.keys(a).length).toBeGreaterThan(30);
    expect(a).toEqual(b);
    // And the widgets are themed by their own sheet: the brand colour on the meter, not the host's black.
    expect(a['cmp-card-status DIV.cmp-root #0']?.['font-family']).not.toContain('Comic');
    await hostile.context.close();
    await neutral.context.close();
  });

  it('keeps the widgets’ styles out of the host: its elements compute the same with and without widgets', async () => {
    for (const css of [undefined, 'neutral'] as const) {
      const withWidgets = await openDemo(browser(), 'zh-CN', css ? { css } : {});
      const without = await openDemo(browser(), 'zh-CN', css ? { css, widgets: 'none' } : { widgets: 'none' });
      expect(await hostStyles(withWidgets.page)).toEqual(await hostStyles(without.page));
      await withWidgets.context.close();
      await without.context.close();
    }
  });

  it('is refused by CORS on a page whose origin is not on the allow-list: the exchange fails in the browser', async () => {
    const port = await freePort();
    const server: Server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end('<!doctype html><html lang="en-US"><head><title>Not allowed</title></head><body></body></html>');
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', () => r()));
    try {
      const context = await browser().newContext({ locale: 'en-US' });
      const page = await context.newPage();
      const refusedExchange = page.waitForEvent('requestfailed', (r) => r.url().includes('/cmp/widget/session/exchange'));
      await page.goto(`http://127.0.0.1:${port}/`);
      await embedStatus(page, await mintSession(), 'en-US');
      await refusedExchange;
      await expect.poll(() => widgetText(page, 'cmp-card-status')).toContain(textsOf('en-US').errors.network);
      expect(await errorsOf(page)).toEqual([expect.objectContaining({ status: 0 })]);
      expect(await page.locator('cmp-card-status [data-iccid]').count()).toBe(0);
      await context.close();
    } finally {
      await new Promise((r) => server.close(r));
    }
  });

  it('refuses a session exchanged already (a second page) and an expired one', async () => {
    const session = await mintSession();
    const first = await browser().newContext({ locale: 'zh-CN' });
    const one = await first.newPage();
    await one.goto(`${demo}/?widgets=none&lang=zh-CN`);
    await embedStatus(one, session, 'zh-CN');
    await expect.poll(() => one.locator('cmp-card-status [data-iccid]').getAttribute('data-iccid')).toBe(session.iccid);

    const second = await browser().newContext({ locale: 'zh-CN' });
    const two = await second.newPage();
    await two.goto(`${demo}/?widgets=none&lang=zh-CN`);
    await embedStatus(two, session, 'zh-CN');
    await expect.poll(() => widgetText(two, 'cmp-card-status')).toContain(textsOf('zh-CN').errors.session);
    expect(await errorsOf(two)).toEqual([expect.objectContaining({ status: 409, errorCode: 50452 })]);

    // The session minted at the start with the shortest lifetime (60 s) has expired by now.
    const wait = new Date(expiring.expiresAt).getTime() + 1500 - Date.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    await two.reload();
    await embedStatus(two, expiring, 'en-US');
    await expect.poll(() => widgetText(two, 'cmp-card-status')).toContain(textsOf('en-US').errors.session);
    expect(await errorsOf(two)).toEqual([expect.objectContaining({ status: 410, errorCode: 50453 })]);
    await first.close();
    await second.close();
  });
});
