/**
 * Blacklists and real-name records in Chromium against `npm start` (issue #16 items 7 and 5): the
 * platform administrator finds the seeded persons with their identity numbers masked, blacklists one
 * more from the dialog and sees the change in the record, in English and Chinese; an enterprise sees
 * its cards' real-name states and a card's history, never an identity number unmasked; roles without
 * the areas get the 403 page.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';

const base = () => inject('app').baseUrl;
const rowOf = (page: Page, table: string, text: string) => page.getByTestId(table).locator('tbody tr', { hasText: text });
/** Seeded identity numbers (infra/src/local/seed/history-identity.ts): none may ever be on a page. */
const SEEDED_IDS = ['44030119851203421X', '510104199207150036', '310101198804123456', '31010419900218002X', '330106199301015678'];

describe('blacklists and real-name records', () => {
  const browser = useChromium();

  it('lists blacklisted persons masked, adds one from the dialog and records it (English)', async () => {
    const { context, page } = await signedInPage(browser(), 'admin');
    await page.goto(`${base()}/blacklist/personal/list`);
    await expect.poll(() => rowOf(page, 'blacklist-table', 'Wang Wu').count()).toBe(1);
    expect(await rowOf(page, 'blacklist-table', 'Wang Wu').textContent()).toContain('440****9851203421X');

    const name = `Person ${Date.now().toString(36)}`;
    const number = `110101${String(Date.now()).slice(-11)}X`;
    await page.getByTestId('blacklist-add').click();
    const dialog = page.getByTestId('blacklist-entry-dialog');
    await dialog.getByTestId('blacklist-name').fill(name);
    await dialog.getByTestId('blacklist-id-number').fill(number);
    await dialog.getByTestId('blacklist-reason').fill('Fraud');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.count()).toBe(0);
    await expect.poll(() => rowOf(page, 'blacklist-table', name).count()).toBe(1);
    expect(await rowOf(page, 'blacklist-table', name).textContent()).toContain(`${number.slice(0, 3)}****${number.slice(7)}`);
    for (const id of [...SEEDED_IDS, number]) expect(await page.content()).not.toContain(id);

    await page.goto(`${base()}/blacklist/record/list`);
    await expect.poll(() => rowOf(page, 'blacklist-record-table', name).count()).toBe(1);
    expect(await rowOf(page, 'blacklist-record-table', name).textContent()).toContain(enUS.blacklist.record.actions.add);
    await context.close();
  });

  it('shows the record in Chinese, with the seeded refusals and where they happened', async () => {
    const { context, page } = await signedInPage(browser(), 'admin', { lang: 'zh-CN' });
    await page.goto(`${base()}/blacklist/record/list`);
    await expect.poll(() => page.getByRole('heading', { name: zhCN.blacklist.record.title }).count()).toBe(1);
    await expect.poll(() => rowOf(page, 'blacklist-record-table', 'Harbour Logistics').count()).toBeGreaterThan(0);
    const text = (await page.getByTestId('blacklist-record-table').textContent()) ?? '';
    expect(text).toContain('拦截');
    expect(text).toContain('卡片分配');
    expect(text).toContain('卡片实名认证');
    await context.close();
  });

  it('shows an enterprise its cards’ real-name states and a card’s history, numbers masked', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    await page.goto(`${base()}/risk/realNameRecord/list`);
    await expect.poll(() => rowOf(page, 'realname-table', 'Li Lei').count()).toBe(1);
    const row = rowOf(page, 'realname-table', 'Li Lei');
    expect(await row.textContent()).toContain(enUS.risk.realName.status.verified);
    expect(await row.textContent()).toContain('310****98804123456');
    expect(await page.getByTestId('realname-table').textContent()).toContain(enUS.risk.realName.status.unverified);
    // Only the platform records verifications.
    expect(await row.locator('[data-testid^="realname-verify-"]').count()).toBe(0);
    await row.locator('[data-testid^="realname-history-"]').click();
    const history = page.getByTestId('realname-history-dialog');
    await expect.poll(() => history.getByTestId('realname-history-table').locator('tbody tr').count()).toBeGreaterThanOrEqual(3);
    const lines = (await history.textContent()) ?? '';
    expect(lines).toContain('Verified');
    expect(lines).toContain('Cut off pending real-name verification');
    for (const id of SEEDED_IDS) expect(await page.content()).not.toContain(id);
    await context.close();
  });

  it('gives roles without the areas the 403 page', async () => {
    for (const [who, path] of [
      ['acme', '/blacklist/enterprise/list'],
      ['acme-staff', '/risk/realNameRecord/list'],
      ['acme-east', '/risk/realNameRecord/list'],
    ] as const) {
      const { context, page } = await signedInPage(browser(), who);
      await page.goto(`${base()}${path}`);
      await expect
        .poll(() => page.getByRole('heading', { name: enUS.result.forbidden }).count(), { message: `${who} ${path}` })
        .toBe(1);
      await context.close();
    }
  });
});
