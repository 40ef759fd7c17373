/**
 * The card list in Chromium against `npm start`: an enterprise administrator filters by state and
 * operator, selects cards on two pages (the selection survives paging), starts "Change status",
 * lands on the batch detail page and waits for the batch to finish; the cards really changed.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/en-US.ts';
import { launchChromium } from '../support/browser.ts';
import { signIn } from '../support/sign-in.ts';

const base = () => inject('app').baseUrl;

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** ICCIDs and states of the rows on screen, once loaded. */
async function rows(page: Page): Promise<{ iccid: string; state: string }[]> {
  const table = page.getByTestId('card-table');
  await expect.poll(() => table.locator('tr[data-loading-row]').count()).toBe(0);
  return table.locator('tbody tr').evaluateAll((trs) =>
    trs
      .map((tr) => ({
        iccid: tr.querySelector('[data-testid="card-link"]')?.textContent ?? '',
        state: tr.querySelector('[data-testid="card-state"]')?.getAttribute('data-state') ?? '',
      }))
      .filter((r) => r.iccid),
  );
}

/** Cards as the API sees them, with the page's own token. */
async function apiCards(page: Page, body: object): Promise<{ iccid: string; state: number }[]> {
  return page.evaluate(async (b) => {
    const res = await fetch('/api/cmp/sim/card/list?lang=en-US', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: localStorage.getItem('lx_access_token') ?? '' },
      body: JSON.stringify(b),
    });
    return (await res.json()).data.items;
  }, body);
}

describe('card list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('filters, selects across pages and changes the status of the selection', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1600, height: 1000 } });
    const page = await context.newPage();
    await signIn(page, 'acme');
    await page.goto(`${base()}/card/card-list/list`);
    await expect.poll(async () => (await rows(page)).length).toBeGreaterThan(0);

    // Filter: activated China Mobile cards (one batch needs one operator and one initial state).
    await choose(page, 'filter-state', enUS.cardState[64]);
    await choose(page, 'filter-operator', enUS.operator.CMCC);
    await page.getByTestId('filter-search').click();
    await page.getByTestId('card-pagination').locator('select').selectOption('10');
    await expect
      .poll(async () => {
        const r = await rows(page);
        return r.length === 10 && r.every((c) => c.state === '64');
      })
      .toBe(true);
    const first = await rows(page);

    // Page 1: select the whole page; page 2: two more cards.
    await page.getByTestId('card-select-page').click();
    await expect.poll(() => page.getByTestId('card-selection-count').getAttribute('data-count')).toBe('10');
    await page.getByTestId('page-next').click();
    await expect.poll(async () => (await rows(page))[0]?.iccid).not.toBe(first[0]!.iccid);
    const second = await rows(page);
    expect(second.every((c) => c.state === '64')).toBe(true);
    expect(second.some((c) => first.some((f) => f.iccid === c.iccid))).toBe(false);
    const picked = second.slice(0, 2).map((c) => c.iccid);
    for (const iccid of picked) await page.getByRole('checkbox', { name: `Select ${iccid}` }).check();
    await expect.poll(() => page.getByTestId('card-selection-count').getAttribute('data-count')).toBe('12');

    // Back on page 1 the earlier selection is still there.
    await page.getByTestId('page-previous').click();
    await expect.poll(async () => (await rows(page))[0]?.iccid).toBe(first[0]!.iccid);
    expect(await page.getByRole('checkbox', { name: `Select ${first[3]!.iccid}` }).isChecked()).toBe(true);

    // Change status → Deactivated, with a confirmation.
    await page.getByTestId('card-change-state').click();
    await choose(page, 'change-state-target', enUS.cardState[65]);
    await page.getByTestId('dialog-confirm').click();
    const confirm = page.getByTestId('change-state-confirm');
    await expect.poll(() => confirm.count()).toBe(1);
    await confirm.getByTestId('dialog-confirm').click();

    // The batch detail page follows the batch until it finishes.
    await page.waitForURL('**/card/batchoperate/detail/*/processing');
    await expect
      .poll(() => page.getByTestId('batch-status').getAttribute('data-status'), { timeout: 90_000, interval: 500 })
      .toBe('succeeded');
    expect(await page.getByTestId('batch-total').textContent()).toBe('12');
    expect(await page.getByTestId('batch-succeeded').textContent()).toBe('12');

    // Every selected card is now deactivated.
    const changed = [...first.map((c) => c.iccid), ...picked];
    for (const iccid of changed.slice(0, 12)) {
      const [card] = await apiCards(page, { iccid });
      expect(card?.state, iccid).toBe(65);
    }
    await context.close();
  });
});
