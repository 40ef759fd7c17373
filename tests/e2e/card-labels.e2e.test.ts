/**
 * Labels in Chromium against `npm start`: an enterprise administrator creates a label, adds two of
 * its cards by pasting their ICCIDs, and finds both on the label's detail page; the label list
 * renders its heading in both languages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { testCardIccids } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

/** Two ICCIDs of the signed-in enterprise, read through the API with the page's own session. */
const twoIccids = async (page: Page): Promise<string[]> => (await testCardIccids(page)).slice(0, 2);

describe('labels', () => {
  const browser = useChromium();

  it('lets an enterprise create a label, add two cards by ICCID and see them on the label', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    const iccids = await twoIccids(page);
    expect(iccids).toHaveLength(2);

    await page.goto(`${base()}/card/label/list`);
    await expect.poll(() => page.getByRole('heading', { name: enUS.card.label.title }).count()).toBe(1);
    await page.getByTestId('label-add').click();
    await page.waitForURL('**/card/label/edit/new');

    // The name is checked before anything is sent.
    await page.getByTestId('label-save').click();
    await expect.poll(() => page.getByText(enUS.card.label.rules.nameRequired).count()).toBe(1);
    const name = `E2E ${Date.now().toString(36)}`;
    await page.getByTestId('label-name').fill(name);
    await page.getByTestId('label-color').click();
    await page.getByRole('option', { name: enUS.card.label.colors.green }).click();
    await page.getByTestId('label-description').fill('Meters on the pilot site');
    await page.getByTestId('label-save').click();
    await page.waitForURL(/\/card\/label\/edit\/L[0-9A-F]{12}$/);

    // Paste the two ICCIDs (with a repeat and a non-ICCID first, which is refused in the browser).
    await page.getByTestId('label-attach-iccids').fill(`${iccids[0]}\nnot-an-iccid`);
    await page.getByTestId('label-attach-submit').click();
    await expect.poll(() => page.getByText('not-an-iccid', { exact: false }).count()).toBeGreaterThan(0);
    await page.getByTestId('label-attach-iccids').fill(`${iccids[0]}\n${iccids[1]}, ${iccids[0]}`);
    await page.getByTestId('label-attach-submit').click();
    await expect
      .poll(() => page.getByTestId('label-attach-result').textContent())
      .toContain(enUS.card.label.attach.result.replace('{{changed}}', '2').split(',')[0]!);

    await page.getByTestId('label-view').click();
    await page.waitForURL(/\/card\/label\/detail\/L[0-9A-F]{12}$/);
    const cards = page.getByTestId('label-cards');
    await expect.poll(() => cards.locator('tbody tr', { hasText: iccids[0]! }).count()).toBe(1);
    await expect.poll(() => cards.locator('tbody tr', { hasText: iccids[1]! }).count()).toBe(1);
    expect(await page.getByTestId('label-info').textContent()).toContain(enUS.card.label.colors.green);

    // The list shows the label with its two cards.
    await page.goto(`${base()}/card/label/list`);
    const row = page.getByTestId('label-table').locator('tr', { hasText: name });
    await expect.poll(() => row.textContent()).toContain('2');
    await context.close();
  });

  it('shows the card type catalogue to the platform and a test card with its days left to the enterprise', async () => {
    const { context, page } = await signedInPage(browser(), 'admin');
    await page.goto(`${base()}/card/cardtype/list`);
    await expect.poll(() => page.getByTestId('card-type-table').textContent()).toContain('MFF2-I');
    await page.getByTestId('card-type-add').click();
    await page.getByTestId('card-type-code').fill('E2E-NANO');
    await page.getByTestId('card-type-name').fill('E2E nano');
    await page.getByTestId('card-type-temp-max').fill('-50');
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByText(enUS.card.cardType.rules.range).count()).toBe(1);
    await page.getByTestId('card-type-temp-max').fill('85');
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByTestId('card-type-table').textContent()).toContain('E2E-NANO');
    await page.getByTestId('card-type-delete-E2E-NANO').click();
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByTestId('card-type-table').textContent()).not.toContain('E2E-NANO');
    await context.close();

    const { context: acme, page: p2 } = await signedInPage(browser(), 'acme');
    const [iccid] = await twoIccids(p2);
    await p2.goto(`${base()}/card/testcard/list`);
    await expect.poll(() => p2.getByTestId(`test-card-${iccid}`).count()).toBe(1);
    await p2.getByTestId(`test-card-${iccid}`).click();
    await p2.waitForURL(`**/card/testcard/detail/${iccid}`);
    await expect
      .poll(() => p2.getByTestId('test-card-remaining').textContent())
      .toContain(enUS.card.testCard.fields.remainingDays);
    await p2.goto(`${base()}/card/label/list`);
    await expect.poll(() => p2.getByTestId('label-table').locator('tbody tr').count()).toBeGreaterThan(0);
    await acme.close();
  });

  it('renders the label list heading in Chinese too', async () => {
    const { context, page } = await signedInPage(browser(), 'acme', { lang: 'zh-CN' });
    await page.goto(`${base()}/card/label/list`);
    await expect.poll(() => page.getByRole('heading', { name: zhCN.card.label.title }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: zhCN.card.label.menu.list }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
