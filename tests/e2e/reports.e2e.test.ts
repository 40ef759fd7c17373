/**
 * The report screens in Chromium against `npm start` (issue #17, item 1), in both languages: Acme
 * (an enterprise) and the platform administrator open every report from a pasted URL and see its
 * title, its chart and rows from the seeded roll-ups, with no raw text key; the platform narrows the
 * card report to Acme and sees Acme's figure; a secondary customer opens a report of its own cards;
 * Acme narrows the usage report to one plan with the plan filter.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium, signedInPage } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).report;

const screens = [
  { path: '/report/cardreport/list', texts: 'cardReport', table: 'cardReport-table', chart: 'card-report-chart' },
  { path: '/report/cardflow/list', texts: 'cardFlow', table: 'cardFlow-table', chart: 'card-flow-chart' },
  { path: '/report/active/list', texts: 'active', table: 'active-table', chart: 'active-chart' },
  { path: '/report/usage/list', texts: 'usage', table: 'usage-table', chart: 'usage-chart' },
  {
    path: '/report/communicationUsage/list',
    texts: 'communicationUsage',
    table: 'communicationUsage-table',
    chart: 'communication-usage-chart',
  },
  { path: '/report/business/list', texts: 'business', table: 'business-table', chart: 'business-chart' },
] as const;

async function opensWithRows(page: Page, screen: (typeof screens)[number], lang: Lang) {
  const { failures, status } = await pasteUrl(page, screen.path);
  expect(failures, screen.path).toEqual([]);
  expect(status, screen.path).toBeNull();
  const texts = textsOf(lang)[screen.texts] as { title: string };
  await expect.poll(() => page.locator('h1').first().textContent(), { message: screen.path }).toContain(texts.title);
  const table = page.getByTestId(screen.table);
  await expect.poll(() => table.locator('tbody tr').count(), { message: screen.path }).toBeGreaterThan(0);
  await expect.poll(() => page.getByTestId(screen.chart).locator('svg[role="img"]').count(), { message: screen.path }).toBe(1);
  const body = (await page.locator('main').textContent()) ?? '';
  expect(body, screen.path).not.toMatch(/\breport\.[a-zA-Z]+\.[a-zA-Z0-9_.]+/);
}

describe('reports', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en-US', 'zh-CN'] as const) {
    for (const who of ['acme', 'admin'] as const) {
      it(`${who} opens every report screen with its rows and chart, in ${lang}`, { timeout: 180_000 }, async () => {
        const { page, context } = await signedInPage(browser, who, { lang });
        for (const screen of screens) await opensWithRows(page, screen, lang);
        await context.close();
      });
    }
  }

  it('the platform narrows the card report to Acme; a secondary customer sees its own cards', { timeout: 120_000 }, async () => {
    const acme = await api<{ items: { total: number }[] }>('/cmp/report/card/list', {}, await apiToken('acme'));
    const total = acme.items.at(-1)!.total;
    const { page } = await signedInPage(browser, 'admin', { lang: 'en-US' });
    const { failures } = await pasteUrl(page, '/report/cardreport/list');
    expect(failures).toEqual([]);
    await page.getByTestId('cardReport-filter-enterprise').click();
    await page.getByRole('option', { name: /\(C1001\)/ }).click();
    await page.getByTestId('filter-search').click();
    const lastRow = page.getByTestId('cardReport-table').locator('tbody tr').last();
    await expect.poll(() => lastRow.textContent()).toContain(total.toLocaleString('en-US'));
    const east = (await signedInPage(browser, 'acme-east', { lang: 'zh-CN' })).page;
    await opensWithRows(east, screens[0], 'zh-CN');
  });

  it('Acme narrows the usage report to one plan with the plan filter', { timeout: 120_000 }, async () => {
    const token = await apiToken('acme');
    const all = await api<{ items: unknown[]; plans: { goodsReleaseId: string }[] }>('/cmp/report/usage/list', {}, token);
    const plan = all.plans[0]!.goodsReleaseId;
    const one = await api<{ items: unknown[] }>('/cmp/report/usage/list', { goodsReleaseId: plan }, token);
    expect(one.items.length).toBeLessThan(all.items.length);
    const { page, context } = await signedInPage(browser, 'acme', { lang: 'en-US' });
    const { failures } = await pasteUrl(page, '/report/usage/list');
    expect(failures).toEqual([]);
    const rows = page.getByTestId('usage-table').locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(all.items.length + 1);
    await page.getByTestId('usage-filter-plan').click();
    await page.getByRole('option', { name: new RegExp(`\\(${plan}\\)`) }).click();
    await page.getByTestId('filter-search').click();
    // The plan's rows and the totals row, each month's row naming the plan.
    await expect.poll(() => rows.count()).toBe(one.items.length + 1);
    for (const text of (await rows.allTextContents()).slice(0, -1)) expect(text).toContain(`(${plan})`);
    await context.close();
  });
});
