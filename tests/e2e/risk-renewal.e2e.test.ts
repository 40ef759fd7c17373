/**
 * Separation renewals in Chromium against `npm start`: the demo history's renewal of Acme's is
 * listed and opens with its card results, filtered by outcome, each reason in the reader's language
 * (English and Chinese); a new renewal of pasted ICCIDs runs from the dialog and its card fails with
 * its reason; secondary customers see the 403 page.
 */
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

interface Renewal {
  batchId: string;
  status: string;
  total: number;
  succeeded: number;
  failed: number;
}

describe('separation renewals', () => {
  const browser = useChromium();
  let seeded: Renewal;
  beforeAll(async () => {
    const { items } = await api<{ items: Renewal[] }>(
      '/cmp/risk/renewCardSeparation/list',
      { pageSize: 100 },
      await apiToken('acme'),
    );
    // Oldest first: the history's renewal comes before any a test started.
    seeded = items.at(-1)!;
    expect(seeded).toMatchObject({ status: 'succeeded', total: 5, succeeded: 3, failed: 2 });
  });

  it.each([
    ['en-US', enUS, 'Only China Telecom cards can be renewed after a separation (this card: China Mobile)'],
    ['zh-CN', zhCN, '仅电信卡可以办理机卡分离复机（该卡运营商：中国移动）'],
  ] as const)('lists the demo renewal and opens its card results in %s', async (lang, texts, notTelecom) => {
    const { context, page } = await signedInPage(browser(), 'acme', { lang });
    await page.goto(`${base()}/risk/renewCardSeparation/list`);
    await page.getByRole('link', { name: texts.menu.risk.renewCardSeparation.list, exact: true }).waitFor();
    await page.getByTestId(`renewal-view-${seeded.batchId}`).click();
    await page.waitForURL(`**/risk/renewCardSeparation/detail/${seeded.batchId}`);
    await expect.poll(() => page.getByTestId('renewal-status').getAttribute('data-status')).toBe('succeeded');
    expect(await page.getByTestId('renewal-total').textContent()).toBe('5');
    expect(await page.getByTestId('renewal-succeeded').textContent()).toBe('3');
    await expect.poll(() => page.getByTestId('renewal-results').locator('tbody tr').count()).toBe(5);
    // Only the failed cards, with their reasons in the reader's language.
    await page.getByTestId('renewal-results-filter').click();
    await page.getByRole('option', { name: texts.risk.renewal.resultStatus.failed, exact: true }).click();
    await expect.poll(() => page.getByTestId('renewal-results').locator('tbody tr').count()).toBe(2);
    await expect.poll(() => page.getByTestId('renewal-results').textContent()).toContain(notTelecom);
    await context.close();
  });

  it('starts a renewal of pasted ICCIDs from the dialog; a card of another operator fails with its reason', async () => {
    const acme = await apiToken('acme');
    const cards = await api<{ items: { iccid: string; operator: string }[] }>(
      '/cmp/sim/card/list',
      { state: 64, operator: 'CMCC', pageSize: 10 },
      acme,
    );
    const card = cards.items[0]!;
    expect(card).toBeDefined();
    const { context, page } = await signedInPage(browser(), 'acme');
    await page.goto(`${base()}/risk/renewCardSeparation/list`);
    await page.getByTestId('renewal-new').click();
    const dialog = page.getByTestId('renewal-dialog');
    await page.getByTestId('renewal-iccids').fill(`${card.iccid}\n${card.iccid}`);
    await expect.poll(() => page.getByTestId('renewal-summary').textContent()).toBe('1 cards');
    await dialog.getByTestId('dialog-confirm').click();
    const confirm = page.getByTestId('renewal-confirm');
    await expect.poll(() => confirm.textContent()).toContain('Renew 1 cards?');
    await confirm.getByTestId('dialog-confirm').click();
    await page.waitForURL(/\/risk\/renewCardSeparation\/detail\/[^/?]+$/);
    await expect
      .poll(() => page.getByTestId('renewal-status').getAttribute('data-status'), { timeout: 60_000 })
      .toBe('succeeded');
    expect(await page.getByTestId('renewal-failed').textContent()).toBe('1');
    await expect
      .poll(() => page.getByTestId('renewal-results').textContent())
      .toContain('Only China Telecom cards can be renewed after a separation (this card: China Mobile)');
    await context.close();
  });

  it('shows the 403 page to a secondary customer', async () => {
    const { context, page } = await signedInPage(browser(), 'acme-east');
    const { status } = await pasteUrl(page, '/risk/renewCardSeparation/list');
    expect(status).toBe('403');
    await context.close();
  });
});
