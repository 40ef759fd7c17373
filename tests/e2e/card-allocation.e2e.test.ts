/**
 * Card allocation in Chromium against `npm start`: an enterprise administrator narrows the cards
 * with a search filter on /card/card-list/numcard, chooses a secondary customer, confirms, and
 * watches the allocation batch finish; the secondary customer then lists the cards.
 */
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { api, apiToken } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

interface Row {
  iccid: string;
  custId: string | null;
}

describe('card allocation', () => {
  const browser = useChromium();

  it('allocates the cards of a search filter to a secondary customer and follows the batch to its end', async () => {
    const acme = await apiToken('acme');
    // Three cards next to each other in the index (stock, ICCID order): the range filter selects exactly them.
    const page1 = await api<{ items: Row[] }>('/cmp/sim/card/list', { state: 63, pageSize: 10 }, acme);
    const chosen = page1.items.slice(0, 3);
    expect(chosen).toHaveLength(3);
    const expectedOk = chosen.filter((c) => c.custId !== 'S2002').length;

    const { context, page } = await signedInPage(browser(), 'acme');
    await page.goto(`${base()}/card/card-list/numcard`);
    // Submitting without cards or a target explains what is missing.
    await page.getByTestId('numcard-submit').click();
    await expect.poll(() => page.getByTestId('numcard-cards-error').textContent()).toBe(enUS.card.allocation.errors.search);

    await page.getByTestId('numcard-filter-state').click();
    await page.getByRole('option', { name: enUS.cardState[63] }).click();
    await page.getByTestId('numcard-filter-iccidFrom').fill(chosen[0]!.iccid);
    await page.getByTestId('numcard-filter-iccidTo').fill(chosen[2]!.iccid);
    await page.getByTestId('numcard-search').click();
    await expect.poll(() => page.getByTestId('numcard-matched').getAttribute('data-count')).toBe('3');
    await expect.poll(() => page.getByTestId('numcard-preview').locator('li').count()).toBe(3);

    await page.getByTestId('numcard-target').click();
    await page.getByRole('option', { name: 'Acme West' }).click();
    await page.getByTestId('numcard-submit').click();
    const confirm = page.getByTestId('numcard-confirm');
    await expect.poll(() => confirm.textContent()).toContain('Allocate 3 cards to Acme West?');
    await confirm.getByTestId('dialog-confirm').click();

    await page.waitForURL('**/card/batchoperate/detail/**/allocate');
    await expect.poll(() => page.getByTestId('batch-status').getAttribute('data-status'), { timeout: 60_000 }).toBe('succeeded');
    expect(await page.getByTestId('batch-total').textContent()).toBe('3');
    expect(await page.getByTestId('batch-succeeded').textContent()).toBe(String(expectedOk));
    expect(await page.getByTestId('batch-target').textContent()).toBe('Acme West');
    expect(await page.getByTestId('batch-progress').getAttribute('value')).toBe('100');
    await expect.poll(() => page.getByTestId('batch-results').locator('tbody tr').count()).toBe(3);

    // The list shows the new type with its label and target.
    await page.goto(`${base()}/card/batchoperate/list/allocate`);
    const first = page.getByTestId('batch-table').locator('tbody tr').first();
    await expect.poll(() => first.textContent()).toContain(enUS.card.batch.type.allocate);
    expect(await first.textContent()).toContain('Acme West');
    await context.close();

    // The secondary customer now lists the cards.
    const west = await apiToken('acme-west');
    for (const c of chosen) {
      const found = await api<{ items: Row[] }>('/cmp/sim/card/list', { iccid: c.iccid }, west);
      expect(found.items.map((r) => r.iccid)).toEqual([c.iccid]);
    }
  });
});
