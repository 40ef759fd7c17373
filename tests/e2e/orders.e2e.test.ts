/**
 * Orders in Chromium against `npm start` (demo history: event packs and renewals ordered for Acme's
 * and Acme East's cards, one-off fees and card purchases the platform recorded), in both languages:
 * the platform administrator and Acme open the order center and an order from a pasted URL and see
 * names, amounts and pay states in their language; Acme East sees its own orders at retail prices
 * only; the card purchases' and one-off fees' shortcuts open for Acme; a role without the shortcuts
 * area gets the 403 page; the platform records a one-off fee through its dialog and sees it listed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';
import { signIn } from '../support/sign-in.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).billing.order;
const names = { 'en-US': { east: 'Acme East', acme: 'Acme IoT Ltd.' }, 'zh-CN': { east: '艾克米华东', acme: '艾克米物联' } };
const RAW_KEY = /\b(?:menu|billing|shortcuts)\.[a-zA-Z]+\.[a-zA-Z0-9_.]+\b/;

interface Order {
  orderId: string;
  orderType: string;
  custId: string | null;
  payState: number;
  basicAmount?: number;
  retailAmount: number | null;
}

/** Opens a pasted URL and expects it to load without a refused call or a result page. */
async function opens(page: Page, path: string) {
  const { failures, status } = await pasteUrl(page, path);
  expect(failures, path).toEqual([]);
  expect(status, path).toBeNull();
  const body = await page.locator('body').innerText();
  expect(body.match(RAW_KEY), `${path} shows a raw text key`).toBeNull();
}

const money = (fen: number) => `¥${(fen / 100).toFixed(2)}`;
/** A suffix so the fees this suite records stay apart if the stack's data outlives a run. */
const run = Date.now().toString(36).slice(-5).toUpperCase();

describe('orders', () => {
  let browser: Browser;
  let eastOrder: Order;
  let feeOrder: Order;
  let cardOrder: Order;
  beforeAll(async () => {
    browser = await launchChromium();
    const admin = await apiToken('admin');
    const orders = (await api<{ items: Order[] }>('/cmp/order/list', { channelCustId: 'C1001', pageSize: 100 }, admin)).items;
    eastOrder = orders.find((o) => o.orderType === 'renewal' && o.custId === 'S2001')!;
    feeOrder = orders.find((o) => o.orderType === 'oneoff')!;
    cardOrder = (await api<{ items: Order[] }>('/cmp/order/card/list', { channelCustId: 'C1001' }, admin)).items[0]!;
    expect(eastOrder && feeOrder && cardOrder).toBeTruthy();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en-US', 'zh-CN'] as const) {
    const texts = textsOf(lang);

    it(`shows the platform the order center and an order with both prices, in ${lang}`, { timeout: 120_000 }, async () => {
      const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, 'admin', lang);
      await opens(page, '/billing/orderCenter/orders/list?channelCustId=C1001');
      const table = page.getByTestId('order-table');
      await expect.poll(() => table.textContent()).toContain(names[lang].east);
      const text = (await table.textContent()) ?? '';
      expect(text).toContain(texts.type.renewal);
      expect(text).toContain(texts.payState['1']);
      // Names, never customer ids.
      expect(text).not.toMatch(/\bS200\d\b/);
      if (lang === 'en-US') await page.screenshot({ path: '/tmp/orders-platform-list.png', fullPage: true });

      await opens(page, `/billing/orderCenter/orders/detail/${eastOrder.orderId}`);
      await expect.poll(() => page.getByTestId('order-detail-customer').textContent()).toBe(names[lang].east);
      expect(await page.getByTestId('order-detail-basic-amount').textContent()).toBe(money(eastOrder.basicAmount!));
      expect(await page.getByTestId('order-detail-retail-amount').textContent()).toBe(money(eastOrder.retailAmount!));
      expect(await page.getByTestId('order-detail-margin').textContent()).toBe(
        money(eastOrder.retailAmount! - eastOrder.basicAmount!),
      );
      expect(await page.getByTestId('order-detail-type').textContent()).toBe(texts.type.renewal);
      // The platform moves the pay state: the steps from unpaid are offered.
      expect(await page.getByTestId('order-pay-2').count()).toBe(1);
      if (lang === 'en-US') await page.screenshot({ path: '/tmp/orders-platform-detail.png', fullPage: true });
      await context.close();
    });

    it(`shows Acme its orders, a one-off fee and its card orders, in ${lang}`, { timeout: 120_000 }, async () => {
      const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
      const page = await context.newPage();
      await signIn(page, 'acme', lang);
      await opens(page, '/billing/orderCenter/orders/list/oneoff');
      await expect.poll(() => page.getByTestId(`order-link-${feeOrder.orderId}`).count()).toBe(1);
      await opens(page, `/billing/orderCenter/orders/detail/${feeOrder.orderId}`);
      await expect.poll(() => page.getByTestId('order-detail-type').textContent()).toBe(texts.type.oneoff);
      expect(await page.getByTestId('order-detail-enterprise').textContent()).toBe(names[lang].acme);
      // An enterprise does not move pay states.
      expect(await page.getByTestId('order-pay-2').count()).toBe(0);
      await opens(page, '/shortcuts/iotCardOrder/list');
      await expect.poll(() => page.getByTestId(`order-link-${cardOrder.orderId}`).count()).toBe(1);
      await opens(page, `/shortcuts/iotCardOrder/detail/${cardOrder.orderId}`);
      await expect.poll(() => page.getByTestId('order-detail-type').textContent()).toBe(texts.type.card);
      if (lang === 'zh-CN') await page.screenshot({ path: '/tmp/orders-acme-card-detail.png', fullPage: true });
      await opens(page, '/shortcuts/oncecost/list');
      await expect.poll(() => page.getByTestId(`order-link-${feeOrder.orderId}`).count()).toBe(1);
      await context.close();
    });

    it(
      `lets the platform record a one-off fee through its dialog and export the fees, in ${lang}`,
      { timeout: 120_000 },
      async () => {
        const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await signIn(page, 'admin', lang);
        await opens(page, '/shortcuts/oncecost/list?channelCustId=C1001');
        await page.getByTestId('order-table').waitFor();
        await page.getByTestId('order-create-oneoff').click();
        const dialog = page.getByTestId('order-create-oneoff-dialog');
        await dialog.getByTestId('dialog-confirm').click();
        // Checked in the portal first, in the user's language.
        await expect.poll(() => dialog.textContent()).toContain(texts.create.rules.itemName);
        expect(await dialog.textContent()).toContain(texts.create.rules.amount);
        const item = `E2E fee ${run} ${lang}`;
        await dialog.getByTestId('order-create-item').fill(item);
        await dialog.getByTestId('order-create-amount').fill('12.5');
        await dialog.getByTestId('dialog-confirm').click();
        await expect.poll(() => dialog.count()).toBe(0);
        // The list reloads and shows the new fee, newest first, unpaid, at the amount typed.
        const table = page.getByTestId('order-table');
        await expect.poll(() => table.textContent()).toContain(item);
        const row = page.locator('tr', { hasText: item });
        expect(await row.textContent()).toContain(money(1250));
        expect(await row.textContent()).toContain(texts.payState['1']);
        if (lang === 'zh-CN') await page.screenshot({ path: '/tmp/orders-platform-fee-recorded.png', fullPage: true });
        // The list's Export starts a download task.
        await page.getByTestId('order-export-oneoff').click();
        const exporting = page.getByTestId('export-dialog');
        await exporting.getByRole('button', { name: (lang === 'en-US' ? enUS : zhCN).card.list.exportDialog.confirm }).click();
        await expect.poll(() => exporting.count()).toBe(0);
        await context.close();
      },
    );

    it(
      `shows Acme East only its orders at retail prices, and refuses it the card orders, in ${lang}`,
      { timeout: 120_000 },
      async () => {
        const context = await browser.newContext({ locale: lang, viewport: { width: 1440, height: 900 } });
        const page = await context.newPage();
        await signIn(page, 'acme-east', lang);
        await opens(page, '/billing/orderCenter/orders/list');
        const table = page.getByTestId('order-table');
        await expect.poll(() => page.getByTestId(`order-link-${eastOrder.orderId}`).count()).toBe(1);
        expect(await table.textContent()).toContain(money(eastOrder.retailAmount!));
        expect(await page.getByTestId(`order-link-${feeOrder.orderId}`).count()).toBe(0);
        await opens(page, `/billing/orderCenter/orders/detail/${eastOrder.orderId}`);
        await expect.poll(() => page.getByTestId('order-detail-retail-own').textContent()).toBe(money(eastOrder.retailAmount!));
        expect(await page.getByTestId('order-detail-basic-amount').count()).toBe(0);
        expect(await page.getByTestId('order-detail-margin').count()).toBe(0);
        // Another customer's order is not found; the shortcuts area is not its own.
        await pasteUrl(page, `/billing/orderCenter/orders/detail/${feeOrder.orderId}`);
        await expect.poll(() => page.getByTestId('order-not-found').count()).toBe(1);
        const refused = await pasteUrl(page, '/shortcuts/iotCardOrder/list');
        expect(refused.status).toBe('403');
        if (lang === 'en-US') await page.screenshot({ path: '/tmp/orders-east-403.png', fullPage: true });
        await context.close();
      },
    );
  }
});
