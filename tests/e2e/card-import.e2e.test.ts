/**
 * Card import in Chromium against `npm start`: the platform administrator opens the import list,
 * chooses the enterprise and a small CSV in the "Import cards" dialog, and follows the import to
 * its row results (good rows imported, bad rows refused with their reasons).
 */
import { describe, expect, inject, it } from 'vitest';
import { toXlsx } from '../../functions/src/download/xlsx.ts';
import { signedInPage, useChromium } from '../support/browser.ts';

const base = () => inject('app').baseUrl;

describe('card import', () => {
  const browser = useChromium();

  it('imports a small CSV through the dialog and shows the row results', async () => {
    const stamp = String(Date.now()).slice(-8);
    const csv = [
      'iccid,msisdn,imsi,operator,imei,goodsReleaseId,state',
      `898611${stamp}000001,145${stamp}01,4601${stamp}001,CMCC,,G001,63`,
      `898611${stamp}000002,145${stamp}02,4601${stamp}002,CMCC,,G001,63`,
      `898611${stamp}000001,145${stamp}03,4601${stamp}003,CMCC,,G001,63`,
      `898611${stamp}000004,145${stamp}04,46000,CMCC,,G001,63`,
    ].join('\r\n');

    const { context, page } = await signedInPage(browser(), 'admin');
    await page.goto(`${base()}/card/import-info/list`);
    await page.getByTestId('import-new').click();
    const dialog = page.getByTestId('import-dialog');
    // Nothing chosen: both problems are named, nothing is sent.
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.textContent()).toContain('Choose an enterprise');
    await expect.poll(() => dialog.textContent()).toContain('Choose a file');

    await dialog.getByTestId('import-enterprise').click();
    await page.getByRole('option', { name: /\(C1001\)/ }).click();
    await dialog
      .locator('[data-testid="import-file"] input[type=file]')
      .setInputFiles({ name: 'cards.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await dialog.getByTestId('dialog-confirm').click();

    await page.waitForURL('**/card/import-info/detail/**');
    await expect.poll(() => page.getByTestId('import-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('succeeded');
    expect(await page.getByTestId('import-total').textContent()).toBe('4');
    expect(await page.getByTestId('import-succeeded').textContent()).toBe('2');
    expect(await page.getByTestId('import-failed').textContent()).toBe('2');
    const results = page.getByTestId('import-results');
    await expect.poll(() => results.textContent()).toContain('Duplicate ICCID in the file (first on line 2)');
    expect(await results.textContent()).toContain('IMSI must be 15 digits');

    // Only the refused rows.
    await page.getByTestId('import-results-filter').click();
    await page.getByRole('option', { name: 'Refused' }).click();
    await expect.poll(async () => (await results.locator('tbody tr').count()) === 2).toBe(true);

    // The import is listed, completed.
    await page.getByTestId('import-back').click();
    await page.waitForURL('**/card/import-info/list');
    await expect.poll(() => page.getByTestId('import-table').textContent()).toContain('cards.csv');
    await context.close();
  });

  it('refuses a wrong file type before upload and imports an .xlsx workbook, a rounded ICCID refused', async () => {
    const stamp = String(Date.now()).slice(-8);
    const xlsx = toXlsx('Cards', [
      ['iccid', 'msisdn', 'imsi', 'operator', 'imei', 'goodsReleaseId', 'state'],
      [`898633${stamp}000001`, `147${stamp}01`, `4603${stamp}001`, 'CMCC', null, 'G001', 63],
      [Number(`898633${stamp}000002`), `147${stamp}02`, `4603${stamp}002`, 'CMCC', null, 'G001', 63],
    ]);

    const { context, page } = await signedInPage(browser(), 'admin');
    await page.goto(`${base()}/card/import-info/list`);
    await page.getByTestId('import-new').click();
    const dialog = page.getByTestId('import-dialog');
    await dialog.getByTestId('import-enterprise').click();
    await page.getByRole('option', { name: /\(C1001\)/ }).click();
    const input = dialog.locator('[data-testid="import-file"] input[type=file]');
    await input.setInputFiles({ name: 'cards.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('old') });
    await expect.poll(() => dialog.textContent()).toContain('Only .csv or .xlsx files');

    await input.setInputFiles({
      name: 'cards.xlsx',
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer: xlsx,
    });
    await dialog.getByTestId('dialog-confirm').click();
    await page.waitForURL('**/card/import-info/detail/**');
    await expect.poll(() => page.getByTestId('import-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('succeeded');
    expect(await page.getByTestId('import-succeeded').textContent()).toBe('1');
    expect(await page.getByTestId('import-failed').textContent()).toBe('1');
    await expect.poll(() => page.getByTestId('import-results').textContent()).toContain('store the column as text');
    await context.close();
  });
});
