/**
 * Recharges in Chromium against `npm start` (issue #14, item 2), in both languages: Acme files an
 * offline remittance with a voucher image on the add screen (the §9 delays shown; a file that is no
 * image refused by its content with the spec's message), the platform administrator opens it, sees
 * the voucher and approves it, and Acme's recharge then shows reviewed — its pre-deposits credited
 * once. The list shows methods and states as words and amounts in yuan.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../support/browser.ts';
import { pasteUrl } from '../support/e2e-api.ts';
import { approveRecharge, fileOfflineRecharge, opens, rechargeTexts } from '../support/funds-ui.ts';
import { signIn } from '../support/sign-in.ts';

const textsOf = rechargeTexts;

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
        const rechargeId = await fileOfflineRecharge(page, lang, amount, { refuseText: true });
        expect(await page.getByTestId('recharge-pending-note').textContent()).toContain(texts.delays.remittance);
        expect(await page.getByTestId('recharge-approve').count()).toBe(0);
        if (lang === 'en-US') await page.screenshot({ path: '/tmp/recharge-acme-pending.png', fullPage: true });

        // The platform approves it.
        const platform = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
        const admin = await platform.newPage();
        await signIn(admin, 'admin', lang);
        await approveRecharge(admin, lang, rechargeId);
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
