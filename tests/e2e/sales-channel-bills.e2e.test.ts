/**
 * Sales orders and operator bills in Chromium against `npm start`, in both languages, each from a
 * pasted URL: the platform opens a sales order Acme placed and replies to it (order modified, with a
 * remark); the platform opens the operator bill the demo imported and sees its differences card by
 * card, by kind; Acme gets the 403 page on the operator bill screens; the platform imports a
 * 30,000-line China Telecom bill through the dialog and the bill opens, following its reconciliation
 * in the background until its totals are in.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lastEndedCycle } from '../../portal/src/areas/billing/shared/cycles.ts';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';
import { signIn } from '../support/sign-in.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).billing;

interface ChannelBill {
  billId: string;
  operator: string;
  summary: { missingOurs: number; missingOperator: number; amountDiffers: number; matched: number };
}

describe('sales orders and operator bills', () => {
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

    it(`the platform opens a sales order from a pasted URL and replies, in ${lang}`, { timeout: 180_000 }, async () => {
      const order = await api<{ salesOrderNumber: string }>(
        '/cmp/saleOrder/save',
        { channelCustId: 'C1001', orderType: 1, goodsReleaseId: 'G001', quantity: 4, remark: `e2e ${lang}` },
        admin,
      );
      const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, 'admin', lang);
      const visit = await pasteUrl(page, `/billing/saleOrder/detail/${order.salesOrderNumber}`);
      expect(visit).toEqual({ failures: [], status: null });
      await expect.poll(() => page.getByTestId('sale-order-number').textContent()).toBe(order.salesOrderNumber);
      const info = (await page.getByTestId('sale-order-info').textContent()) ?? '';
      // Names and labels, never ids or codes alone.
      expect(info).toContain(texts.saleOrder.orderType['1']);
      expect(info).toContain(texts.saleOrder.tradeType['0010']);
      expect(info).not.toMatch(/\bC1001\b|\bG001\b/);
      expect(await page.getByTestId('sale-order-reply-status').textContent()).toBe(texts.saleOrder.replyStatus['0']);

      await page.getByTestId('sale-order-reply-open').click();
      const dialog = page.getByTestId('sale-order-reply-dialog');
      // Not handled yet: "processed" is not offered; the first choice is "order modified".
      await expect
        .poll(() => dialog.getByTestId('sale-order-reply-result').textContent())
        .toContain(texts.saleOrder.result.modified);
      await dialog.getByTestId('sale-order-reply-remark').fill('Quantity confirmed as 4');
      await dialog.getByTestId('dialog-confirm').click();
      await expect.poll(() => page.getByTestId('sale-order-reply-dialog').count()).toBe(0);
      await expect.poll(() => page.getByTestId('sale-order-result').textContent()).toBe(texts.saleOrder.result.modified);
      expect(await page.getByTestId('sale-order-reply-remark-value').textContent()).toBe('Quantity confirmed as 4');
      // Replied once: the action is gone; the server has the reply.
      expect(await page.getByTestId('sale-order-reply-open').count()).toBe(0);
      const stored = await api<{ replyStatus: number; result: string }>(
        '/cmp/saleOrder/detail',
        { salesOrderNumber: order.salesOrderNumber },
        admin,
      );
      expect(stored).toMatchObject({ replyStatus: 1, result: 'modified' });
      await context.close();
    });

    it(`the platform sees the differences of the imported operator bill, in ${lang}`, { timeout: 180_000 }, async () => {
      const bills = await api<{ items: ChannelBill[] }>(
        '/cmp/channelBill/list',
        { channelCustId: 'C1001', operator: 'CMCC' },
        admin,
      );
      const bill = bills.items[0]!;
      expect(bill.summary).toMatchObject({ missingOurs: 2, missingOperator: 1, amountDiffers: 2 });
      const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, 'admin', lang);
      const visit = await pasteUrl(page, `/billing/channelbill/detail/${bill.billId}`);
      expect(visit).toEqual({ failures: [], status: null });
      await expect.poll(() => page.getByTestId('channel-bill-missing-ours').textContent()).toBe('2');
      expect(await page.getByTestId('channel-bill-missing-operator').textContent()).toBe('1');
      expect(await page.getByTestId('channel-bill-amount-differs').textContent()).toBe('2');
      const rows = page.getByTestId('channel-bill-diffs').locator('tbody tr');
      await expect.poll(() => rows.count()).toBe(5);
      const table = (await page.getByTestId('channel-bill-diffs').textContent()) ?? '';
      for (const kind of ['missingOurs', 'missingOperator', 'amountDiffers'] as const)
        expect(table).toContain(texts.channelBill.kind[kind]);
      expect(table).toContain('¥2.50');
      // One kind at a time.
      await page.getByTestId('channel-bill-diff-kind').click();
      await page.getByRole('option', { name: texts.channelBill.kind.amountDiffers, exact: true }).click();
      await expect.poll(() => rows.count()).toBe(2);
      await context.close();
    });

    it(
      `the platform imports a large operator bill and follows its reconciliation, in ${lang}`,
      { timeout: 180_000 },
      async () => {
        // China Telecom (the list the other tests read is China Mobile's): 30,000 cards Acme does not have.
        const month = lastEndedCycle(new Date()).replace('-', '');
        const prefix = lang === 'en-US' ? '898603771' : '898603772';
        const rows = Array.from({ length: 30_000 }, (_, i) => `${prefix}${String(i).padStart(11, '0')},${month},${i % 900},1.00`);
        const csv = ['ICCID,账期,流量(KB),金额(元)', ...rows].join('\r\n');
        const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await signIn(page, 'admin', lang);
        expect((await pasteUrl(page, '/billing/channelbill/list')).status).toBeNull();
        await page.getByTestId('channel-bill-import').click();
        const dialog = page.getByTestId('channel-bill-import-dialog');
        await dialog.getByTestId('channel-bill-import-enterprise').click();
        await page.getByRole('option', { name: /\(C1001\)/ }).click();
        await dialog.getByTestId('channel-bill-import-operator').click();
        await page.getByRole('option', { name: (lang === 'en-US' ? enUS : zhCN).operator.CTCC, exact: true }).click();
        await dialog
          .locator('[data-testid="channel-bill-import-file"] input[type=file]')
          .setInputFiles({ name: `ctcc-${lang}.csv`, mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
        await dialog.getByTestId('dialog-confirm').click();
        // The bill opens at once; it reconciles in the background and the page follows it to the end.
        await page.waitForURL('**/billing/channelbill/detail/**');
        await expect
          .poll(() => page.getByTestId('channel-bill-status').textContent(), { timeout: 120_000 })
          .toBe(texts.channelBill.status.succeeded);
        expect(await page.getByTestId('channel-bill-import-progress').count()).toBe(0);
        await expect.poll(() => page.getByTestId('channel-bill-missing-ours').textContent()).toBe('30,000');
        await context.close();
      },
    );

    it(`an enterprise gets the 403 page on operator bills, in ${lang}`, { timeout: 120_000 }, async () => {
      const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, 'acme', lang);
      expect((await pasteUrl(page, '/billing/channelbill/list')).status).toBe('403');
      expect((await pasteUrl(page, '/billing/channelbill/detail/CB20261126101500ABCD')).status).toBe('403');
      // The sales orders are Acme's to read.
      expect((await pasteUrl(page, '/billing/saleOrder/list')).status).toBeNull();
      await context.close();
    });
  }
});
