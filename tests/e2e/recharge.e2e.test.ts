/**
 * Recharges in Chromium against `npm start` (issue #14, item 2), in both languages: Acme files an
 * offline remittance with a voucher image on the add screen (the §9 delays shown; a file that is no
 * image refused by its content with the spec's message), the platform administrator opens it, sees
 * the voucher and approves it, and Acme's recharge then shows reviewed — its pre-deposits credited
 * once. The list shows methods and states as words and amounts in yuan.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium } from '../support/browser.ts';
import { pasteUrl } from '../support/e2e-api.ts';
import { signIn } from '../support/sign-in.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).business.recharge;
const RAW_KEY = /\b(?:menu|business|shortcuts)\.[a-zA-Z]+\.[a-zA-Z0-9_.]+\b/;
const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 5)]);

async function opens(page: Page, path: string) {
  const { failures, status } = await pasteUrl(page, path);
  expect(failures, path).toEqual([]);
  expect(status, path).toBeNull();
  const body = await page.locator('body').innerText();
  expect(body.match(RAW_KEY), `${path} shows a raw text key`).toBeNull();
}

/** A `datetime-local` value an hour ago, in the browser's zone (the machine's). */
const anHourAgo = () => {
  const d = new Date(Date.now() - 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

describe('recharges', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en-US', 'zh-CN'] as const) {
    const texts = textsOf(lang);
    it(
      `Acme files an offline recharge with a voucher, the platform approves it, Acme sees it reviewed, in ${lang}`,
      { timeout: 180_000 },
      async () => {
        // Acme files the recharge.
        const acme = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
        const page = await acme.newPage();
        await signIn(page, 'acme', lang);
        await opens(page, '/business/recharge/list');
        await expect.poll(() => page.getByTestId('recharge-table').textContent()).toContain(texts.payMethod['2']);
        await page.getByTestId('recharge-add').click();
        await page.waitForURL('**/business/recharge/add');
        await expect.poll(() => page.getByTestId('recharge-add-payment').textContent()).toContain(texts.delays.addNote);
        const amount = `${(Date.now() % 9000) + 1000}.25`;
        await page
          .getByTestId('recharge-amount')
          .locator('input')
          .or(page.locator('input[data-testid="recharge-amount"]'))
          .first()
          .fill(amount);
        await page.getByTestId('recharge-method').click();
        await page.getByRole('option', { name: texts.payMethod['2'] }).click();
        await page
          .locator('input[data-testid="recharge-paid-at"], [data-testid="recharge-paid-at"] input')
          .first()
          .fill(anHourAgo());
        const file = page.locator('[data-testid="recharge-voucher-upload"] input[type=file]');
        // A text file named .png is refused by its content, with the spec's message.
        await file.setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: Buffer.from('not an image', 'utf8') });
        await expect.poll(() => page.getByTestId('recharge-voucher-upload').textContent()).toContain(texts.voucher.format);
        await file.setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: png });
        await expect.poll(() => page.getByTestId('recharge-voucher-upload').textContent()).toContain(texts.voucher.uploaded);
        await page
          .locator('textarea[data-testid="recharge-remark"], [data-testid="recharge-remark"] textarea')
          .first()
          .fill('ICBC ref E2E');
        await page.getByTestId('recharge-add-save').click();
        await page.waitForURL('**/business/recharge/detail/**');
        const rechargeId = decodeURIComponent(page.url().split('/').pop()!);
        await expect.poll(() => page.getByTestId('recharge-detail-state').textContent()).toBe(texts.state['0']);
        expect(await page.getByTestId('recharge-pending-note').textContent()).toContain(texts.delays.remittance);
        expect(await page.getByTestId('recharge-approve').count()).toBe(0);
        if (lang === 'en-US') await page.screenshot({ path: '/tmp/recharge-acme-pending.png', fullPage: true });

        // The platform approves it.
        const platform = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
        const admin = await platform.newPage();
        await signIn(admin, 'admin', lang);
        await opens(admin, `/business/recharge/detail/${encodeURIComponent(rechargeId)}`);
        await expect.poll(() => admin.getByTestId('recharge-detail-state').textContent()).toBe(texts.state['0']);
        await admin.getByTestId('recharge-voucher-show').click();
        await expect.poll(() => admin.getByTestId('recharge-voucher-image').count()).toBe(1);
        await admin.getByTestId('recharge-approve').click();
        const confirm = admin.getByTestId('recharge-approve-confirm');
        await confirm.getByRole('button', { name: texts.approve.action }).click();
        await expect.poll(() => admin.getByTestId('recharge-detail-state').textContent()).toBe(texts.state['1']);
        expect(await admin.getByTestId('recharge-timeline-reviewed').count()).toBe(1);
        if (lang === 'en-US') await admin.screenshot({ path: '/tmp/recharge-admin-reviewed.png', fullPage: true });
        await platform.close();

        // Acme's record shows reviewed, in its list and its detail.
        await opens(page, '/shortcuts/recharge/list');
        await expect.poll(() => page.getByTestId(`recharge-state-${rechargeId}`).textContent()).toBe(texts.state['1']);
        await opens(page, `/business/recharge/detail/${encodeURIComponent(rechargeId)}`);
        await expect.poll(() => page.getByTestId('recharge-detail-state').textContent()).toBe(texts.state['1']);
        expect(await page.getByTestId('recharge-detail-amount').textContent()).toBe(
          `¥${Number(amount).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
        );
        expect(await page.getByTestId('recharge-pending-note').count()).toBe(0);
        await acme.close();
      },
    );
  }

  it('shows a secondary customer the 403 page', { timeout: 60_000 }, async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'acme-east', 'en-US');
    const { status } = await pasteUrl(page, '/business/recharge/list');
    expect(status).toBe('403');
    await context.close();
  });
});
