/**
 * The funds screens' steps as a person takes them in Chromium, shared by the recharge, write-off and
 * funds browser tests: filing an offline recharge with a voucher, finance approving it, writing off a
 * bill through the confirmed dialog.
 */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { pasteUrl } from './e2e-api.ts';

export type Lang = 'en-US' | 'zh-CN';
export const rechargeTexts = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).business.recharge;
export const financialTexts = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).financial;

const RAW_KEY = /\b(?:menu|business|shortcuts|financial)\.[a-zA-Z]+\.[a-zA-Z0-9_.]+\b/;
/** A PNG by its signature (the server checks the content, not the name). */
export const voucherPng = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(256, 5)]);

/** Opens a pasted URL: no failed API call, neither the 403 nor the 404 page, no raw text key. */
export async function opens(page: Page, path: string) {
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

/**
 * On the add screen (already open): an offline remittance of `amount` yuan with a voucher image;
 * `refuseText` first tries a text file named .png and expects the spec's format message. Answers the
 * new recharge's id once its detail shows it pending review.
 */
export async function fileOfflineRecharge(page: Page, lang: Lang, amount: string, o: { refuseText?: boolean } = {}) {
  const texts = rechargeTexts(lang);
  await page
    .getByTestId('recharge-amount')
    .locator('input')
    .or(page.locator('input[data-testid="recharge-amount"]'))
    .first()
    .fill(amount);
  await page.getByTestId('recharge-method').click();
  await page.getByRole('option', { name: texts.payMethod['2'] }).click();
  await page.locator('input[data-testid="recharge-paid-at"], [data-testid="recharge-paid-at"] input').first().fill(anHourAgo());
  const file = page.locator('[data-testid="recharge-voucher-upload"] input[type=file]');
  if (o.refuseText) {
    await file.setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: Buffer.from('not an image', 'utf8') });
    await expect.poll(() => page.getByTestId('recharge-voucher-upload').textContent()).toContain(texts.voucher.format);
  }
  await file.setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: voucherPng });
  await expect.poll(() => page.getByTestId('recharge-voucher-upload').textContent()).toContain(texts.voucher.uploaded);
  await page
    .locator('textarea[data-testid="recharge-remark"], [data-testid="recharge-remark"] textarea')
    .first()
    .fill('ICBC ref E2E');
  await page.getByTestId('recharge-add-save').click();
  await page.waitForURL('**/business/recharge/detail/**');
  await expect.poll(() => page.getByTestId('recharge-detail-state').textContent()).toBe(texts.state['0']);
  return decodeURIComponent(page.url().split('/').pop()!);
}

/** Finance opens the recharge from a pasted URL, looks at the voucher and approves it (confirmed). */
export async function approveRecharge(admin: Page, lang: Lang, rechargeId: string) {
  const texts = rechargeTexts(lang);
  await opens(admin, `/business/recharge/detail/${encodeURIComponent(rechargeId)}`);
  await expect.poll(() => admin.getByTestId('recharge-detail-state').textContent()).toBe(texts.state['0']);
  await admin.getByTestId('recharge-voucher-show').click();
  await expect.poll(() => admin.getByTestId('recharge-voucher-image').count()).toBe(1);
  await admin.getByTestId('recharge-approve').click();
  await admin.getByTestId('recharge-approve-confirm').getByRole('button', { name: texts.approve.action }).click();
  await expect.poll(() => admin.getByTestId('recharge-detail-state').textContent()).toBe(texts.state['1']);
}

/**
 * On write-off management's "to be written off" tab (already open): writes off `billId` in full
 * through the dialog (prefilled with `remaining` fen) and its confirmation, with `reason`.
 */
export async function writeOffInFull(page: Page, billId: string, remaining: number, reason: string) {
  await page.getByTestId(`write-off-action-${billId}`).click();
  const dialog = page.getByTestId('write-off-dialog');
  expect(await dialog.getByTestId('write-off-amount').inputValue()).toBe((remaining / 100).toFixed(2));
  await dialog.getByTestId('write-off-reason').fill(reason);
  await dialog.getByTestId('dialog-confirm').click();
  await page.getByTestId('write-off-confirm').getByTestId('dialog-confirm').click();
  await expect.poll(() => page.getByTestId(`write-off-action-${billId}`).count()).toBe(0);
}
