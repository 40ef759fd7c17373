/**
 * Contracts in Chromium against `npm start` (issue #14 item 6), in both languages: the platform finds
 * a contract of Acme by its number, records a payment through the dialog (checked against what
 * remains, then confirmed), sees paid and remaining change once, opens the contract's access points
 * and adds one on an APN of the operator; Acme sees the contract read-only; another enterprise's
 * number pasted by Acme shows "no such contract"; a secondary customer gets the 403 page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium, signedInPage } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).business.contract;
const LIST = '/business/contract/list';
const money = (fen: number) => `¥${(fen / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const year = new Date(Date.now() + 8 * 3_600_000).getUTCFullYear();

async function opens(page: Page, path: string) {
  const { failures, status } = await pasteUrl(page, path);
  expect(failures, path).toEqual([]);
  expect(status, path).toBeNull();
}

describe('contracts', () => {
  let browser: Browser;
  let admin: string;
  beforeAll(async () => {
    browser = await launchChromium();
    admin = await apiToken('admin');
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en-US', 'zh-CN'] as const) {
    const texts = textsOf(lang);
    const acmeName = lang === 'en-US' ? 'Acme IoT Ltd.' : '艾克米物联';

    it(`the platform records a payment and adds an access point; Acme reads them, in ${lang}`, { timeout: 180_000 }, async () => {
      const contractNumber = `E2E-${lang}-${Date.now().toString(36)}`.toUpperCase();
      await api(
        '/cmp/contract/create',
        {
          channelCustId: 'C1001',
          contractNumber,
          name: 'E2E fleet',
          paymentKind: 'prepaidContract',
          payMode: 'prepaid',
          amount: 500_000,
          signedOn: `${year}-01-02`,
          validFrom: `${year}-01-01`,
          validTo: `${year}-12-31`,
        },
        admin,
      );

      const { page } = await signedInPage(browser, 'admin', { lang });
      await opens(page, LIST);
      await page.getByTestId('contract-filter-number').fill(contractNumber);
      await page.getByTestId('contract-filter-number').press('Enter');
      await expect.poll(() => page.getByTestId(`contract-status-${contractNumber}`).textContent()).toBe(texts.statuses.inForce);
      const row = page.getByTestId('contract-table').locator('tr', { hasText: contractNumber });
      expect(await row.textContent()).toContain(acmeName);

      // A payment above what remains is refused in the dialog; a right one is confirmed, then recorded.
      await page.getByTestId(`contract-pay-${contractNumber}`).click();
      const dialog = page.getByTestId('contract-pay-dialog');
      await dialog.getByTestId('contract-pay-amount').fill('5000.01');
      await dialog.getByTestId('dialog-confirm').click();
      await expect.poll(() => dialog.textContent()).toContain(money(500_000));
      await dialog.getByTestId('contract-pay-amount').fill('1200');
      await dialog.getByTestId('dialog-confirm').click();
      const confirm = page.getByTestId('contract-pay-confirm');
      await expect.poll(() => confirm.textContent()).toContain(money(120_000));
      await confirm.getByTestId('dialog-confirm').click();
      await expect.poll(() => row.textContent()).toContain(money(380_000));
      const detail = await api<{ contract: { paid: number }; payments: unknown[] }>(
        '/cmp/contract/detail',
        { contractNumber },
        admin,
      );
      expect([detail.contract.paid, detail.payments.length]).toEqual([120_000, 1]);

      // The access points: add one on the operator's APN.
      await page.getByTestId(`contract-link-${contractNumber}`).click();
      await expect.poll(() => page.getByTestId('contract-header-customer').textContent()).toBe(acmeName);
      await expect.poll(() => page.getByTestId('ap-empty').count()).toBe(1);
      await page.getByTestId('ap-add').click();
      const form = page.getByTestId('ap-add-dialog');
      await form.getByTestId('ap-name').fill('E2E gateway');
      await form.getByTestId('ap-apn').click();
      await page.getByRole('option', { name: /CMCC IoT public/ }).click();
      await form.getByTestId('ap-start-ip').fill('10.64.300.1');
      await form.getByTestId('ap-end-ip').fill('10.64.60.254');
      await form.getByTestId('ap-card-limit').fill('100');
      await form.getByTestId('dialog-confirm').click();
      await expect.poll(() => form.textContent()).toContain(texts.accessPoint.rules.ip);
      await form.getByTestId('ap-start-ip').fill('10.64.60.1');
      await form.getByTestId('dialog-confirm').click();
      await expect.poll(() => page.getByTestId('ap-table').textContent()).toContain('10.64.60.1 – 10.64.60.254');

      // Acme reads it, without the platform's actions.
      const acme = (await signedInPage(browser, 'acme', { lang })).page;
      await opens(acme, `/business/contract/access-point/${contractNumber}`);
      await expect.poll(() => acme.getByTestId('ap-table').textContent()).toContain('E2E gateway');
      expect(await acme.getByTestId('ap-add').count()).toBe(0);
    });
  }

  it('answers another enterprise’s number as no such contract, and a secondary customer 403', { timeout: 120_000 }, async () => {
    const globex = await api<{ items: { contractNumber: string }[] }>('/cmp/contract/list', { channelCustId: 'C1002' }, admin);
    const foreign = globex.items[0]!.contractNumber;
    const acme = (await signedInPage(browser, 'acme', { lang: 'en-US' })).page;
    await pasteUrl(acme, `/business/contract/access-point/${foreign}`);
    await expect.poll(() => acme.getByTestId('contract-not-found').textContent()).toContain(enUS.business.contract.notFound);
    const east = (await signedInPage(browser, 'acme-east', { lang: 'en-US' })).page;
    const { status } = await pasteUrl(east, LIST);
    expect(status).toBe('403');
  });
});
