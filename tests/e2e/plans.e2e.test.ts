/**
 * Rate plans in Chromium against `npm start`: the platform administrator adds an APN (a bad IP is
 * refused), builds a basic plan with two zones and their communication services from the demo
 * catalogue, and publishes it; the enterprise builds a retail plan on it and the price rule refuses
 * a price that is not above the basic price, then exports its basic plan list through a download
 * task and downloads the file.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';

const base = () => inject('app').baseUrl;
const stamp = Date.now().toString(36).toUpperCase();
const apnName = `E2E APN ${stamp}`;
const planCode = `E2E${stamp}`;
const planName = `E2E plan ${stamp}`;

async function choose(page: Page, testId: string, option: string | RegExp) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option }).click();
}

describe('rate plans', () => {
  const browser = useChromium();

  it('lets the platform add an APN, build a basic plan with two zones and publish it', async () => {
    const { context, page } = await signedInPage(browser(), 'admin');

    // APN: a bad address is refused with the spec message, then the APN is saved.
    await page.goto(`${base()}/operator/apn/list`);
    await page.getByTestId('apn-add').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('apn-name').fill(apnName);
    await dialog.getByTestId('apn-operatorApnCode').fill('e2e.iot');
    await dialog.getByTestId('apn-startIp').fill('10.9.0.1');
    await dialog.getByTestId('apn-endIp').fill('10.9.0.300');
    await dialog.getByTestId('apn-publicDns').fill('8.8.8.8');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.getByText(enUS.operator.apn.rules.ip).count()).toBe(1);
    await dialog.getByTestId('apn-endIp').fill('10.9.0.254');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => page.getByTestId('apn-table').textContent()).toContain(apnName);

    // Basic plan: two zones of the demo catalogue, with their services.
    await page.goto(`${base()}/billing/package/addbasic`);
    await page.getByTestId('basic-code').fill(planCode);
    await page.getByTestId('basic-name').fill(planName);
    await page.getByTestId('basic-releasePrice').fill('30');
    await page.getByTestId('basic-normPrice').fill('36');
    await page.getByTestId('basic-quotaMb').fill('1024');
    await page.getByTestId('basic-testPeriodMonths').fill('6');
    await page.getByTestId('basic-silentPeriodMonths').fill('7');
    await page.getByTestId('basic-save').click();
    // Inline: the spec limit, and an empty APN structure is fine but test + silent is not.
    await expect.poll(() => page.getByText(enUS.billing.plan.rules.testSilent).count()).toBe(1);
    await page.getByTestId('basic-silentPeriodMonths').fill('6');

    await page.getByTestId('apn-add').click();
    await choose(page, 'apn-0-select', apnName);
    await page.getByTestId('apn-0-add-zone').click();
    await choose(page, 'apn-0-zone-0-select', 'China mainland');
    const mainland = page.getByTestId('apn-0-zone-0-services');
    await mainland.getByRole('checkbox', { name: /100000001/ }).check();
    await mainland.getByRole('checkbox', { name: /100000004/ }).check();
    await page.getByTestId('apn-0-add-zone').click();
    await choose(page, 'apn-0-zone-1-select', 'Hong Kong / Macau');
    await page
      .getByTestId('apn-0-zone-1-services')
      .getByRole('checkbox', { name: /100000006/ })
      .check();
    await page.getByTestId('basic-save').click();
    await page.waitForURL('**/billing/package/basicdetail/**');
    const structure = page.getByTestId('plan-structure');
    await expect.poll(() => structure.textContent()).toContain('China mainland');
    expect(await structure.textContent()).toContain('Hong Kong / Macau');
    expect(await structure.textContent()).toContain(apnName);

    // Publish it to every enterprise.
    await page.goto(`${base()}/billing/package/list/basic`);
    await page.getByTestId('plan-filter-name').fill(planName);
    await page.getByTestId('filter-search').click();
    const row = page.getByTestId('basic-table').locator('tr', { hasText: planName });
    await expect.poll(() => row.textContent()).toContain(enUS.billing.plan.status.draft);
    await page.getByTestId(`plan-publish-${planCode}`).click();
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => row.textContent()).toContain(enUS.billing.plan.status.published);
    await context.close();
  });

  it('lets the enterprise build a retail plan on it, refusing a price not above the basic price', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    await page.goto(`${base()}/billing/package/list/basic`);
    await page.getByTestId('plan-filter-name').fill(planName);
    await page.getByTestId('filter-search').click();
    await expect.poll(() => page.getByTestId('basic-table').textContent()).toContain(planName);

    await page.goto(`${base()}/billing/package/addretail`);
    await page.getByTestId('retail-retailName').fill(`Acme ${planName}`);
    await choose(page, 'retail-goodsReleaseId', new RegExp(planCode));
    await page.getByTestId('retail-retailPrice').fill('25');
    await page.getByTestId('retail-proportion').fill('20');
    await page.getByTestId('retail-custIds').getByRole('checkbox', { name: /S2001/ }).check();
    await page.getByTestId('retail-save').click();
    await expect.poll(() => page.getByText(enUS.billing.plan.rules.retailPrice).count()).toBe(1);
    // Equal is refused too: strictly above.
    await page.getByTestId('retail-retailPrice').fill('30');
    await page.getByTestId('retail-save').click();
    await expect.poll(() => page.getByText(enUS.billing.plan.rules.retailPrice).count()).toBe(1);

    await page.getByTestId('retail-retailPrice').fill('35');
    await page.getByTestId('retail-save').click();
    await page.waitForURL('**/billing/package/retaildetail/**');
    await expect.poll(() => page.getByText(`Acme ${planName}`).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('plan-structure').textContent()).toContain('China mainland');
    await context.close();
  });

  it('exports the basic plans the enterprise sees through a download task', async () => {
    const { context, page } = await signedInPage(browser(), 'acme', { acceptDownloads: true });
    await page.goto(`${base()}/billing/package/list/basic`);
    await page.getByTestId('plan-filter-name').fill(planName);
    await page.getByTestId('filter-search').click();
    await expect.poll(() => page.getByTestId('basic-table').textContent()).toContain(planName);
    await page.getByTestId('basic-export').click();
    const dialog = page.getByTestId('export-dialog');
    expect(await dialog.textContent()).toContain(enUS.billing.plan.exportList.basicTitle);
    await choose(page, 'export-format', enUS.card.list.exportDialog.csv);
    await dialog.getByTestId('dialog-confirm').click();
    await page.getByTestId('export-tasks-link').click();
    await page.waitForURL('**/card/downloadtask/list');
    const first = page.locator('[data-testid^="task-status-"]').first();
    await expect.poll(() => first.getAttribute('data-status'), { timeout: 60_000 }).toBe('succeeded');
    const taskId = (await first.getAttribute('data-testid'))!.replace('task-status-', '');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`task-download-${taskId}`).click()]);
    expect(download.suggestedFilename()).toMatch(/^basic-plans_\d{14}\.csv$/);
    const lines = (await readFile((await download.path())!)).subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]!.startsWith('Plan ID,Code,Name,Plan type')).toBe(true);
    expect(lines.slice(1).map((l) => l.split(',')[2])).toEqual([planName]);
    await context.close();
  });
});
