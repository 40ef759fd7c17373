/**
 * Withdrawals in Chromium against `npm start` (issue #14 item 3), in both languages: Acme asks for a
 * withdrawal through the dialog (the withdrawable amount and the 10th shown), finance examines it and
 * starts the run of the 10th by hand (each with a confirmation), and Acme sees it withdrawn, its
 * withdrawable amount lowered once; a secondary customer gets the 403 page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium, signedInPage } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).business.withdraw;
const LIST = '/business/withdraw/list';

interface Summary {
  withdrawable: number;
  openWithdrawalId: string | null;
}

async function opens(page: Page, path: string) {
  const { failures, status } = await pasteUrl(page, path);
  expect(failures, path).toEqual([]);
  expect(status, path).toBeNull();
}

const money = (fen: number) => `¥${(fen / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const stateOf = (page: Page, id: string) => page.getByTestId(`withdraw-state-badge-${id}`).getAttribute('data-state');

describe('withdrawals', () => {
  let browser: Browser;
  let acme: string;
  let admin: string;
  beforeAll(async () => {
    browser = await launchChromium();
    acme = await apiToken('acme');
    admin = await apiToken('admin');
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [lang, yuan] of [
    ['en-US', '12.34'],
    ['zh-CN', '23.45'],
  ] as const) {
    const texts = textsOf(lang);
    const fen = Math.round(Number(yuan) * 100);

    it(
      `Acme applies, finance examines and runs the payments, Acme sees it withdrawn, in ${lang}`,
      { timeout: 180_000 },
      async () => {
        // A request left in process by an earlier failed run is rejected first (one request at a time).
        const left = (await api<Summary>('/cmp/withdraw/summary', {}, acme)).openWithdrawalId;
        if (left) await api('/cmp/withdraw/audit', { withdrawalId: left, decision: 'reject', reason: 'e2e cleanup' }, admin);
        const before = await api<Summary>('/cmp/withdraw/summary', {}, acme);
        expect(before.openWithdrawalId).toBeNull();

        // Acme asks for a withdrawal.
        const asAcme = await signedInPage(browser, 'acme', { lang });
        const page = asAcme.page;
        await opens(page, LIST);
        await expect.poll(() => page.getByTestId('withdraw-withdrawable').textContent()).toBe(money(before.withdrawable));
        expect(await page.getByTestId('withdraw-summary').textContent()).toContain(lang === 'en-US' ? 'on the 10th' : '10 日');
        await page.getByTestId('withdraw-apply').click();
        const dialog = page.getByTestId('withdraw-apply-dialog');
        await expect.poll(() => dialog.getByTestId('withdraw-apply-figures').textContent()).toContain(money(before.withdrawable));
        await dialog.getByTestId('withdraw-apply-amount').fill(yuan);
        await dialog.getByTestId('withdraw-apply-account-name').fill('Acme IoT Ltd.');
        await dialog.getByTestId('withdraw-apply-bank').fill('Bank of Shanghai');
        await dialog.getByTestId('withdraw-apply-bank-account').fill('6222 0212 3456 7890');
        await dialog.getByTestId('dialog-confirm').click();
        const confirm = page.getByTestId('withdraw-apply-confirm');
        await expect.poll(() => confirm.textContent()).toContain(money(fen));
        await confirm.getByTestId('dialog-confirm').click();
        await expect.poll(async () => (await api<Summary>('/cmp/withdraw/summary', {}, acme)).openWithdrawalId).not.toBeNull();
        const id = (await api<Summary>('/cmp/withdraw/summary', {}, acme)).openWithdrawalId!;
        await expect.poll(() => stateOf(page, id)).toBe('submitted');
        expect(await page.getByTestId(`withdraw-state-badge-${id}`).textContent()).toContain(texts.state.submitted);
        await expect.poll(() => page.getByTestId('withdraw-withdrawable').textContent()).toBe(money(before.withdrawable - fen));
        if (lang === 'en-US') await page.screenshot({ path: '/tmp/withdraw-acme-submitted.png', fullPage: true });

        // Finance examines it, then starts the run of the 10th by hand.
        const asAdmin = await signedInPage(browser, 'admin', { lang });
        const finance = asAdmin.page;
        await opens(finance, LIST);
        const row = finance.getByTestId(`withdraw-actions-${id}`);
        await row.getByTestId('withdraw-examine').click();
        await finance.getByTestId('withdraw-examine-dialog').getByTestId('dialog-confirm').click();
        await expect.poll(() => stateOf(finance, id)).toBe('examined');
        await finance.getByTestId('withdraw-run').click();
        const run = finance.getByTestId('withdraw-run-dialog');
        expect(await run.textContent()).toContain(texts.run.title);
        await run.getByTestId('dialog-confirm').click();
        await expect.poll(() => stateOf(finance, id), { timeout: 15_000 }).toBe('withdrawn');
        if (lang === 'en-US') await finance.screenshot({ path: '/tmp/withdraw-admin-paid.png', fullPage: true });
        await asAdmin.context.close();

        // Acme sees it withdrawn; the amount left its pre-deposits once.
        await page.reload();
        await expect.poll(() => stateOf(page, id)).toBe('withdrawn');
        expect(await page.getByTestId(`withdraw-state-badge-${id}`).textContent()).toContain(texts.state.withdrawn);
        await expect.poll(() => page.getByTestId('withdraw-withdrawable').textContent()).toBe(money(before.withdrawable - fen));
        await asAcme.context.close();
      },
    );
  }

  it('shows a secondary customer the 403 page', { timeout: 60_000 }, async () => {
    const { context, page } = await signedInPage(browser, 'acme-east');
    expect((await pasteUrl(page, LIST)).status).toBe('403');
    await context.close();
  });
});
