/**
 * Standard-SIM batches in Chromium against `npm start`: an enterprise administrator opens the
 * shortcut from the menu, starts an edition change of pasted ICCIDs (one refused card among them),
 * confirms, watches the batch finish on its detail page and filters the failed card; the list shows
 * the batch with its target edition.
 */
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { api, apiToken } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

interface Row {
  iccid: string;
  modeType: string;
  poolId?: string | null;
}

describe('standard-SIM batch', () => {
  const browser = useChromium();

  it('starts an edition change from the shortcut, watches it finish and filters the failed card', async () => {
    const acme = await apiToken('acme');
    const active = await api<{ items: Row[] }>('/cmp/sim/card/list', { state: 64, pageSize: 50 }, acme);
    const chosen = active.items.filter((c) => c.modeType !== '02' && !c.poolId).slice(0, 2);
    const cancelled = (await api<{ items: Row[] }>('/cmp/sim/card/list', { state: 67, pageSize: 10 }, acme)).items.slice(0, 1);
    expect(chosen).toHaveLength(2);
    expect(cancelled).toHaveLength(1);

    const { context, page } = await signedInPage(browser(), 'acme');
    // The menu entry sits in the shortcuts menu next to data recovery.
    await page.goto(`${base()}/shortcuts/data-recovery/list`);
    await page.getByRole('link', { name: enUS.shortcuts.standardSim.title, exact: true }).click();
    await page.waitForURL('**/shortcuts/standardsim/list');

    await page.getByTestId('standard-sim-new').click();
    const dialog = page.getByTestId('standard-sim-dialog');
    // Submitting without an edition says so.
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.textContent()).toContain(enUS.shortcuts.standardSim.errors.edition);

    await page.getByTestId('standard-sim-edition').click();
    await page.getByRole('option', { name: `02 · ${enUS.shortcuts.standardSim.editions['02']}` }).click();
    await page.getByTestId('standard-sim-iccids').fill([...chosen, ...cancelled].map((c) => c.iccid).join('\n'));
    await expect.poll(() => page.getByTestId('standard-sim-summary').textContent()).toBe('3 cards');
    await dialog.getByTestId('dialog-confirm').click();
    const confirm = page.getByTestId('standard-sim-confirm');
    await expect.poll(() => confirm.textContent()).toContain('Change 3 cards to the Standard Plus edition?');
    await confirm.getByTestId('dialog-confirm').click();

    await page.waitForURL(/\/shortcuts\/standardsim\/detail\/[^/]+$/);
    await expect.poll(() => page.getByTestId('batch-status').getAttribute('data-status'), { timeout: 60_000 }).toBe('succeeded');
    expect(await page.getByTestId('batch-total').textContent()).toBe('3');
    expect(await page.getByTestId('batch-succeeded').textContent()).toBe('2');
    expect(await page.getByTestId('batch-failed').textContent()).toBe('1');
    expect(await page.getByTestId('batch-target').textContent()).toBe(enUS.shortcuts.standardSim.editions['02']);
    await expect.poll(() => page.getByTestId('batch-results').locator('tbody tr').count()).toBe(3);

    // Only the failed card, with its reason; the filter is the route's `:state`.
    await page.getByTestId('batch-results-filter').click();
    await page.getByRole('option', { name: enUS.card.batch.resultStatus.failed }).click();
    await page.waitForURL('**/failed');
    await expect.poll(() => page.getByTestId('batch-results').locator('tbody tr').count()).toBe(1);
    const failedRow = page.getByTestId('batch-results').locator('tbody tr').first();
    expect(await failedRow.textContent()).toContain(cancelled[0]!.iccid);
    expect(await failedRow.textContent()).toContain('A card in the state "Cancelled" cannot change edition');

    // The list shows the batch with its type and target edition.
    await page.getByTestId('batch-back').click();
    await page.waitForURL('**/shortcuts/standardsim/list');
    const first = page.getByTestId('batch-table').locator('tbody tr').first();
    await expect.poll(() => first.textContent()).toContain(enUS.card.batch.type.standardSim);
    expect(await first.textContent()).toContain(enUS.shortcuts.standardSim.editions['02']);
    await context.close();

    for (const c of chosen) {
      const found = await api<{ items: Row[] }>('/cmp/sim/card/list', { iccid: c.iccid }, acme);
      expect(found.items[0]?.modeType).toBe('02');
    }
  });
});
