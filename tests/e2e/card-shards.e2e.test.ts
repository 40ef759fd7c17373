/**
 * The card index shard count on the enterprise detail in Chromium against `npm start` (issue #19):
 * the platform administrator sees it on a new enterprise, is told the range, confirms and saves 4 (in
 * English); on Acme, which has cards, the field is locked with the reason (in Chinese); Acme's own
 * administrator reads its detail without the section or the action, in both languages.
 */
import { describe, expect, inject, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { api, apiToken } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;
const en = enUS.business.customer.cardIndex;
const zh = zhCN.business.customer.cardIndex;
const stamp = Date.now().toString(36).toUpperCase();

describe('the card index shard count on the enterprise detail', () => {
  const browser = useChromium();

  it('lets the platform set it on an enterprise without cards, confirmed, in English', async () => {
    const created = await api<{ channelCustId: string }>(
      '/cmp/core/account/customer/save',
      {
        code: `ESE${stamp}`,
        name: `Shard Browser ${stamp}`,
        status: 0,
        paymentModel: 'postpaid',
        businessLicence: `LIC-${stamp}`,
        taxNumber: `9131${stamp}`,
        adminContact: { name: 'Li Lei', phone: '021-5555-0000' },
      },
      await apiToken('admin'),
    );
    const { context, page } = await signedInPage(browser(), 'admin');
    await page.goto(`${base()}/business/customer/detail/${created.channelCustId}`);
    const section = page.getByTestId('customer-section-cardIndex');
    await expect.poll(() => page.getByTestId('customer-card-shards').textContent()).toBe('1');
    expect(await section.getByText(en.section, { exact: true }).count()).toBeGreaterThan(0);
    expect(await page.getByTestId('customer-card-shards-state').textContent()).toBe(en.open);

    await page.getByTestId('customer-card-shards-action').click();
    const dialog = page.getByTestId('card-shards-dialog');
    await expect.poll(() => dialog.getByTestId('card-shards-input').inputValue()).toBe('1');
    await dialog.getByTestId('card-shards-input').fill('40');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.getByText('Enter a whole number from 1 to 32').count()).toBe(1);
    await dialog.getByTestId('card-shards-input').fill('4');
    await dialog.getByTestId('dialog-confirm').click();
    const confirm = page.getByTestId('card-shards-confirm');
    await expect.poll(() => confirm.getByText(`Shard Browser ${stamp}`, { exact: false }).count()).toBeGreaterThan(0);
    await confirm.getByTestId('dialog-confirm').click();
    await expect.poll(() => confirm.count()).toBe(0);
    await expect.poll(() => page.getByTestId('customer-card-shards').textContent()).toBe('4');
    await context.close();
  });

  it('locks it with the reason on an enterprise that has cards, in Chinese', async () => {
    const { context, page } = await signedInPage(browser(), 'admin', { lang: 'zh-CN' });
    await page.goto(`${base()}/business/customer/detail/C1001`);
    await expect.poll(() => page.getByTestId('customer-card-shards-state').textContent()).toBe(zh.locked);
    expect(Number((await page.getByTestId('customer-card-count').textContent())?.replace(/\D/g, ''))).toBeGreaterThan(0);
    await page.getByTestId('customer-card-shards-action').click();
    const dialog = page.getByTestId('card-shards-dialog');
    await expect.poll(() => dialog.getByText('分片数不能再修改', { exact: false }).count()).toBeGreaterThan(0);
    expect(await dialog.getByTestId('card-shards-input').isDisabled()).toBe(true);
    expect(await dialog.getByTestId('dialog-confirm').isDisabled()).toBe(true);
    await context.close();
  });

  for (const lang of ['en-US', 'zh-CN'] as const)
    it(`shows an enterprise administrator its detail without the shard count (${lang})`, async () => {
      const { context, page } = await signedInPage(browser(), 'acme', { lang });
      await page.goto(`${base()}/business/customer/detail/C1001`);
      await expect.poll(() => page.getByTestId('customer-section-basic').count()).toBe(1);
      await expect.poll(() => page.getByTestId('customer-change').count()).toBe(1);
      expect(await page.getByTestId('customer-section-cardIndex').count()).toBe(0);
      expect(await page.getByTestId('customer-card-shards-action').count()).toBe(0);
      await context.close();
    });
});
