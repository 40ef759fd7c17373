/**
 * C-end invoices in Chromium against `npm start` (issue #14 item 7), in both languages: Acme requests an
 * invoice over a paid fee through the dialog (amount in yuan, confirmation), finance opens it from a
 * pasted URL in the drawer and issues it with a number and day, Acme sees it issued; finance's export
 * waits for a customer (the button disabled with the spec's message); a secondary customer gets 403.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium, signedInPage } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).financial.invoice;
const LIST = '/financial/customer-bill/list';

interface Invoice {
  invoiceId: string;
  state: string;
  items: { id: string }[];
}

async function opens(page: Page, path: string) {
  const { failures, status } = await pasteUrl(page, path);
  expect(failures, path).toEqual([]);
  expect(status, path).toBeNull();
}

const money = (fen: number) => `¥${(fen / 100).toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
const shanghaiToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('C-end invoices', () => {
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

  for (const [lang, fen] of [
    ['en-US', 43_210],
    ['zh-CN', 54_321],
  ] as const) {
    const texts = textsOf(lang);

    it(
      `Acme requests an invoice, finance issues it from the drawer, Acme sees it issued, in ${lang}`,
      { timeout: 180_000 },
      async () => {
        const order = await api<{ orderId: string }>(
          '/cmp/order/create',
          { orderType: 'oneoff', channelCustId: 'C1001', itemName: `E2E fee ${lang}`, quantity: 1, unitPrice: fen },
          admin,
        );
        await api('/cmp/order/payState', { orderId: order.orderId, payState: 2 }, admin);

        // Acme requests an invoice over the fee.
        const asAcme = await signedInPage(browser, 'acme', { lang });
        const page = asAcme.page;
        await opens(page, LIST);
        await page.getByTestId('invoice-request').click();
        const dialog = page.getByTestId('invoice-request-dialog');
        const item = dialog.getByTestId(`invoice-item-order:${order.orderId}`);
        await item.check();
        await expect.poll(() => dialog.getByTestId('invoice-items-total').textContent()).toContain(money(fen));
        await dialog.getByTestId('dialog-confirm').click();
        const confirm = page.getByTestId('invoice-request-confirm');
        await expect.poll(() => confirm.textContent()).toContain(money(fen));
        await confirm.getByTestId('dialog-confirm').click();
        let invoice: Invoice | undefined;
        await expect
          .poll(async () => {
            const list = await api<{ items: Invoice[] }>('/cmp/invoice/list', { pageSize: 50 }, acme);
            invoice = list.items.find((i) => i.items.some((x) => x.id === order.orderId));
            return invoice?.state;
          })
          .toBe('requested');
        const id = invoice!.invoiceId;
        await expect.poll(() => page.getByTestId(`invoice-state-${id}`).getAttribute('data-state')).toBe('requested');

        // Finance opens it from a pasted URL and issues it.
        const asAdmin = await signedInPage(browser, 'admin', { lang });
        const finance = asAdmin.page;
        await opens(finance, LIST);
        expect(await finance.getByTestId('invoice-export').isDisabled()).toBe(true);
        expect(await finance.getByTestId('invoice-export-hint').textContent()).toBe(texts.export.chooseCustomer);
        await opens(finance, `${LIST}/${id}`);
        const drawer = finance.getByTestId('invoice-detail');
        await expect.poll(() => drawer.getByTestId('invoice-detail-amount').textContent()).toBe(money(fen));
        expect(await drawer.getByTestId('invoice-detail-items').textContent()).toContain(`E2E fee ${lang}`);
        if (lang === 'en-US') await finance.screenshot({ path: '/tmp/invoice-admin-drawer.png', fullPage: true });
        await drawer.getByTestId('invoice-detail-issue').click();
        const issue = finance.getByTestId('invoice-issue-dialog');
        await issue.getByTestId('invoice-number').fill('04400999');
        await issue.getByTestId('invoice-issue-day').fill(shanghaiToday());
        await issue.getByTestId('dialog-confirm').click();
        await finance.getByTestId('invoice-issue-confirm').getByTestId('dialog-confirm').click();
        await expect.poll(() => drawer.getByTestId('invoice-detail-state').textContent()).toBe(texts.states.issued);
        await asAdmin.context.close();

        // Acme sees it issued.
        await page.reload();
        await expect.poll(() => page.getByTestId(`invoice-state-${id}`).getAttribute('data-state')).toBe('issued');
        expect(await page.getByTestId(`invoice-state-${id}`).textContent()).toContain(texts.states.issued);
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
