/**
 * Content and rights in Chromium against `npm start` (issue #17 item 4), in both languages: Acme opens
 * every content screen from a pasted URL — rights products and one product, its orders and one order,
 * its users and one card's and one vehicle's rights, its content bills and one bill, the CP/SP
 * providers — each showing the seeded data by name, and orders a rights product for a vehicle through
 * the dialog (confirmed with the amount); the platform administrator opens the same screens for Acme
 * (details by id alone) and sees the sync runs; enterprise staff and secondary customers get the 403 page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium, signedInPage } from '../support/browser.ts';
import { apiToken, pasteUrl } from '../support/e2e-api.ts';
import { appUrl } from '../support/sign-in.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).content;
const RAW_KEY = /\bcontent\.[a-zA-Z]+\.[a-zA-Z0-9_.]+\b/;

interface Product {
  productId: string;
  productName: string;
  providerName: string;
}
interface Order {
  orderId: string;
  productName: string;
  target: string;
  targetKind: string;
}
interface Bill {
  billId: string;
}

async function api<T>(token: string, path: string, body: unknown, lang: Lang): Promise<T> {
  const res = await fetch(`${appUrl()}/api${path}?ts=${Date.now()}&lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; data: T; msg?: string };
  if (!envelope.success) throw new Error(`${path}: ${res.status} ${envelope.msg}`);
  return envelope.data;
}

/** Opens a pasted URL: no failed request, no error page, no raw key; the text appears. */
async function shows(page: Page, path: string, text: string) {
  const { failures, status } = await pasteUrl(page, path);
  expect(failures, path).toEqual([]);
  expect(status, path).toBeNull();
  await expect.poll(() => page.locator('main').innerText(), { timeout: 15_000 }).toContain(text);
  expect((await page.locator('body').innerText()).match(RAW_KEY), path).toBeNull();
}

describe('content and rights', () => {
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

  for (const lang of ['en-US', 'zh-CN'] as const) {
    const texts = textsOf(lang);
    it(`Acme opens every content screen and orders rights for a vehicle, in ${lang}`, { timeout: 240_000 }, async () => {
      const products = (await api<{ items: Product[] }>(acme, '/cmp/content/product/list', { pageSize: 100 }, lang)).items;
      const orders = (await api<{ items: Order[] }>(acme, '/cmp/content/order/list', { pageSize: 100 }, lang)).items;
      const bills = (await api<{ items: Bill[] }>(acme, '/cmp/content/bill/list', {}, lang)).items;
      expect(products.length).toBeGreaterThan(0);
      const card = orders.find((o) => o.targetKind === 'iccid')!;
      const vehicle = orders.find((o) => o.targetKind === 'vin')!;
      expect(card && vehicle && bills[0]).toBeTruthy();

      const { page } = await signedInPage(browser, 'acme', { lang });
      await shows(page, '/content/product/list', products[0]!.productName);
      await shows(page, `/content/product/detail/${products[0]!.productId}`, products[0]!.providerName);
      await shows(page, '/content/order/list', card.target);
      await shows(page, `/content/order/detail/${card.orderId}`, card.productName);
      await shows(page, '/content/user/list', vehicle.target);
      await shows(page, `/content/user/detail/${card.target}`, texts.targetKinds.iccid);
      await shows(page, `/content/user/detail/-/${vehicle.target}`, vehicle.productName);
      await shows(page, '/content/bill/list', bills[0]!.billId);
      await shows(page, `/content/bill/detail/${bills[0]!.billId}`, texts.bill.orders);
      await shows(page, '/content/cpsp/list', lang === 'en-US' ? 'Route Navigation Services' : '途径导航服务');
      // Enterprises do not run the sync nor see its runs.
      expect(await page.getByTestId('content-sync-now').count()).toBe(0);

      // An order for a vehicle, through the dialog: a bad VIN is refused in the form, then confirmed with its amount.
      const vin = `LE2E${lang === 'en-US' ? 'A' : 'B'}${Date.now().toString().slice(-12)}`;
      await shows(page, '/content/order/list', texts.order.title);
      await page.getByTestId('content-order-add').click();
      const dialog = page.getByTestId('content-order-dialog');
      await dialog.getByTestId('content-order-product').click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await dialog.getByLabel(texts.targetKinds.vin).check();
      await dialog.getByTestId('content-order-target').fill('TOO-SHORT');
      await dialog.getByTestId('content-order-months').click();
      await page.getByRole('listbox').getByRole('option').first().click();
      await dialog.getByTestId('dialog-confirm').click();
      await expect.poll(() => dialog.innerText()).toContain(texts.order.invalid.vin);
      await dialog.getByTestId('content-order-target').fill(vin);
      await dialog.getByTestId('dialog-confirm').click();
      await page.getByTestId('content-order-confirm').getByTestId('dialog-confirm').click();
      await expect.poll(() => page.getByTestId('content-order-table').innerText(), { timeout: 15_000 }).toContain(vin);
    });
  }

  it(
    'the platform opens the screens for Acme, by id alone for details, and sees the sync runs',
    { timeout: 180_000 },
    async () => {
      const orders = (await api<{ items: Order[] }>(acme, '/cmp/content/order/list', { pageSize: 100 }, 'en-US')).items;
      const bills = (await api<{ items: Bill[] }>(acme, '/cmp/content/bill/list', {}, 'en-US')).items;
      const vehicle = orders.find((o) => o.targetKind === 'vin')!;
      const runs = (await api<{ items: { runId: string }[] }>(admin, '/cmp/content/sync/list', {}, 'en-US')).items;
      expect(runs.length).toBeGreaterThan(0);
      for (const lang of ['en-US', 'zh-CN'] as const) {
        const texts = textsOf(lang);
        const { page } = await signedInPage(browser, 'admin', { lang });
        await shows(page, '/content/order/list?channelCustId=C1001', vehicle.target);
        await shows(page, `/content/order/detail/${vehicle.orderId}`, vehicle.target);
        await shows(page, `/content/user/detail/-/${vehicle.target}`, texts.user.orders);
        await shows(page, '/content/user/list?channelCustId=C1001', vehicle.target);
        await shows(page, `/content/bill/detail/${bills[0]!.billId}`, bills[0]!.billId);
        await shows(page, '/content/bill/list?channelCustId=C1001', bills[0]!.billId);
        await shows(page, '/content/product/list', texts.product.title);
        await shows(page, '/content/cpsp/list', texts.cpsp.runs.title);
        await expect.poll(() => page.getByTestId('content-sync-runs').innerText()).toContain(runs[0]!.runId);
        expect(await page.getByTestId('content-sync-now').count()).toBe(1);
      }
    },
  );

  it('enterprise staff and secondary customers get the 403 page on every content screen', { timeout: 120_000 }, async () => {
    for (const who of ['acme-staff', 'acme-east']) {
      const page = (await signedInPage(browser, who, { lang: 'en-US' })).page;
      for (const path of [
        '/content/product/list',
        '/content/order/list',
        '/content/user/list',
        '/content/bill/list',
        '/content/cpsp/list',
      ])
        expect((await pasteUrl(page, path)).status, `${who} ${path}`).toBe('403');
    }
  });
});
