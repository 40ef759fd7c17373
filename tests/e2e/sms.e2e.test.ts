/**
 * SMS area in Chromium against `npm start`: an enterprise administrator sends one SMS to two of its
 * test cards from the SMS page (form → confirmation → per-card results) and finds both in the list,
 * delivered; the page renders its heading in both languages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { testCardIccids } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

/** Two test-state (61) ICCIDs of the signed-in enterprise: they can receive SMS. */
const twoIccids = async (page: Page): Promise<string[]> => (await testCardIccids(page)).slice(-2);

describe('SMS area', () => {
  const browser = useChromium();

  it('sends an SMS to two cards from the SMS page and lists both', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    const iccids = await twoIccids(page);
    expect(iccids).toHaveLength(2);

    await page.goto(`${base()}/card/sms/list`);
    await expect.poll(() => page.getByRole('heading', { name: enUS.card.sms.title }).count()).toBe(1);
    await page.getByTestId('sms-send').click();
    const dialog = page.getByTestId('sms-send-dialog');
    // Checked in the browser before anything is sent.
    await dialog.getByTestId('sms-send-iccids').fill('not-an-iccid');
    await dialog.getByTestId('dialog-confirm').click();
    // The problem is shown on the ICCID field.
    await expect.poll(() => dialog.getByTestId('sms-send-iccids').getAttribute('aria-invalid')).toBe('true');
    await expect.poll(() => dialog.getByText(enUS.card.sms.dialog.invalid.replace('{{values}}', 'not-an-iccid')).count()).toBe(1);

    const content = `E2E ${Date.now().toString(36)}`;
    await dialog.getByTestId('sms-send-iccids').fill(iccids.join('\n'));
    await dialog.getByTestId('sms-send-content').fill(content);
    await dialog.getByTestId('dialog-confirm').click();
    const confirm = page.getByTestId('sms-send-confirm');
    await expect.poll(() => confirm.getByText('Send to 2 cards?').count()).toBe(1);
    await confirm.getByTestId('dialog-confirm').click();

    const result = page.getByTestId('sms-send-result');
    await expect.poll(() => result.getByTestId('sms-send-summary').textContent()).toBe('2 submitted, 0 failed, 0 refused');
    await page.keyboard.press('Escape');

    // Both appear in the list the send reloaded (newest first) and settle by themselves: the page
    // re-reads while an SMS awaits its delivery receipt, so nothing here reloads or searches again.
    const table = page.getByTestId('sms-table');
    await expect.poll(() => table.getByText(content).count()).toBe(2);
    for (const iccid of iccids)
      await expect.poll(() => page.getByTestId(`sms-state-${iccid}`).first().getAttribute('data-state')).toBe('sent');
    await page.getByTestId('sms-filter-iccid').fill(iccids[0]!);
    await page.getByRole('button', { name: enUS.dataList.search }).click();
    await expect.poll(() => table.getByText(content).count()).toBe(1);
    expect(await page.getByTestId(`sms-state-${iccids[0]}`).first().getAttribute('data-state')).toBe('sent');
    await context.close();
  });

  it('adds VIP call numbers to a card and removes one after a confirmation', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    const [iccid] = await twoIccids(page);
    await page.goto(`${base()}/card/vipcall/list`);
    await expect.poll(() => page.getByRole('heading', { name: enUS.card.vipCall.title }).count()).toBe(1);
    await page.getByTestId('vip-add').click();
    const dialog = page.getByTestId('vip-add-dialog');
    await dialog.getByTestId('vip-add-iccid').fill(iccid!);
    await dialog.getByTestId('vip-add-numbers').fill('12a');
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.getByText('phone format wrong: 12a').count()).toBe(1);
    await dialog.getByTestId('vip-add-numbers').fill('010-7654321;13900139000');
    await dialog.getByTestId('dialog-confirm').click();
    const numbers = page.getByTestId(`vip-numbers-${iccid}`);
    await expect.poll(() => numbers.locator('li').count()).toBe(2);
    await page.getByTestId(`vip-remove-${iccid}-13900139000`).click();
    await page.getByTestId('vip-remove-dialog').getByTestId('dialog-confirm').click();
    await expect.poll(() => numbers.locator('li').count()).toBe(1);
    await context.close();
  });

  it('renders the SMS page in Chinese', async () => {
    const { context, page } = await signedInPage(browser(), 'acme', { lang: 'zh-CN', viewport: { width: 1280, height: 800 } });
    await page.goto(`${base()}/card/sms/list`);
    await expect.poll(() => page.getByRole('heading', { name: zhCN.card.sms.title }).count()).toBe(1);
    await context.close();
  });
});
