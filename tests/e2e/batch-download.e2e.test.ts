/**
 * Batch operations and download tasks in Chromium against `npm start`: an enterprise administrator
 * pastes ICCIDs into the batch change-status form, confirms, and watches the batch detail reach
 * succeeded; then opens the download tasks from the header link and downloads an export.
 */
import { readFile } from 'node:fs/promises';
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { api, apiToken } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

describe('batch operations and download tasks', () => {
  const browser = useChromium();

  it('changes the state of pasted ICCIDs and follows the batch to succeeded', async () => {
    const acme = await apiToken('acme');
    const cards = await api<{ items: { iccid: string }[] }>(
      '/cmp/sim/card/list',
      { state: 64, operator: 'CMCC', pageSize: 10 },
      acme,
    );
    const iccids = cards.items.slice(0, 3).map((c) => c.iccid);
    expect(iccids).toHaveLength(3);

    const { context, page } = await signedInPage(browser(), 'acme');
    await page.goto(`${base()}/card/batchoperate/shortcuts`);
    // A duplicate line is removed before anything is sent.
    await page.getByTestId('batch-iccids').fill([...iccids, iccids[0]].join('\n'));
    await expect.poll(() => page.getByTestId('batch-iccid-summary').textContent()).toContain('3 cards');
    await page.getByTestId('batch-target').click();
    await page.getByRole('option', { name: enUS.cardState[65] }).click();
    await page.getByTestId('batch-submit').click();
    const confirm = page.getByTestId('batch-confirm');
    await expect.poll(() => confirm.textContent()).toContain('Change the state of 3 cards?');
    await confirm.getByTestId('dialog-confirm').click();

    await page.waitForURL('**/card/batchoperate/detail/**');
    await expect.poll(() => page.getByTestId('batch-status').getAttribute('data-status'), { timeout: 60_000 }).toBe('succeeded');
    expect(await page.getByTestId('batch-status').textContent()).toBe(enUS.card.batch.status.succeeded);
    expect(await page.getByTestId('batch-succeeded').textContent()).toBe('3');
    expect(await page.getByTestId('batch-progress').getAttribute('value')).toBe('100');
    await expect.poll(() => page.getByTestId('batch-results').locator('tbody tr').count()).toBe(3);

    // The batch shows in the list, newest first.
    await page.getByTestId('batch-back').click();
    await page.waitForURL('**/card/batchoperate/list');
    await expect
      .poll(() => page.getByTestId('batch-table').locator('tbody tr').first().textContent())
      .toContain(enUS.card.batch.status.succeeded);
    await context.close();
  });

  it('opens the download tasks from the header and downloads an export', async () => {
    const acme = await apiToken('acme');
    const { taskId } = await api<{ taskId: string }>('/cmp/sim/card/export', { state: 66, format: 'csv' }, acme);
    const { context, page } = await signedInPage(browser(), 'acme', { acceptDownloads: true });
    const link = page.getByTestId('header-download-tasks');
    expect(await link.getAttribute('title')).toBe(enUS.shell.downloadTasksTooltip);
    await link.click();
    await page.waitForURL('**/card/downloadtask/list');
    // The page refreshes itself while the task is processing.
    await expect
      .poll(() => page.getByTestId(`task-status-${taskId}`).getAttribute('data-status'), { timeout: 60_000 })
      .toBe('succeeded');
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId(`task-download-${taskId}`).click()]);
    expect(download.suggestedFilename()).toMatch(/^cards_\d{14}\.csv$/);
    const content = await readFile((await download.path())!);
    expect([...content.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = content.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]!.startsWith('ICCID,MSISDN')).toBe(true);
    expect(lines.length).toBeGreaterThan(1);
    await context.close();
  });
});
