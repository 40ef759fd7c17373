/**
 * Dual-SIM import in Chromium against `npm start`: an enterprise administrator opens the import
 * list, uploads a small CSV in the "Import dual-SIM pairs" dialog, lands on the dual-SIM import
 * detail page and sees every row (device, both cards, result, reason), filtered by result.
 */
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { unpairedIccids } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

describe('dual-SIM import', () => {
  const browser = useChromium();

  it('uploads a small file and shows its rows on the dual-SIM import detail page', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    const iccids = await unpairedIccids(page, 62, 2);
    expect(iccids).toHaveLength(2);
    const sn = `E2EI-${Date.now().toString(36).toUpperCase()}`;
    const csv = ['sn,iccid1,iccid2', `${sn},${iccids[0]},${iccids[1]}`, `${sn}-2,${iccids[0]},89860000000000000009`].join('\r\n');

    await page.goto(`${base()}/card/import-info/list`);
    // An enterprise may not import cards, but may import dual-SIM pairs (2100001).
    await expect.poll(() => page.getByTestId('import-new-dsim').count()).toBe(1);
    expect(await page.getByTestId('import-new').count()).toBe(0);
    await page.getByTestId('import-new-dsim').click();
    const dialog = page.getByTestId('import-dialog');
    await expect.poll(() => dialog.textContent()).toContain(enUS.card.import.dsim.hint);
    // No file: the problem is named and nothing is sent; no enterprise to choose.
    await dialog.getByTestId('dialog-confirm').click();
    await expect.poll(() => dialog.textContent()).toContain(enUS.card.import.dialog.required);
    expect(await dialog.getByTestId('import-enterprise').count()).toBe(0);
    await dialog
      .locator('[data-testid="import-file"] input[type=file]')
      .setInputFiles({ name: 'dsim.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'utf8') });
    await dialog.getByTestId('dialog-confirm').click();

    await page.waitForURL('**/card/import-info/dsimdetail/**');
    await expect.poll(() => page.getByRole('heading', { name: enUS.card.import.dsim.detailTitle }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('import-status').getAttribute('data-status'), { timeout: 30_000 }).toBe('succeeded');
    expect(await page.getByTestId('import-total').textContent()).toBe('2');
    expect(await page.getByTestId('import-succeeded').textContent()).toBe('1');
    expect(await page.getByTestId('import-failed').textContent()).toBe('1');
    const results = page.getByTestId('import-results');
    await expect.poll(() => results.textContent()).toContain('Duplicate ICCID in the file (first on line 2)');
    const text = (await results.textContent()) ?? '';
    expect(text).toContain(sn);
    expect(text).toContain(iccids[1]);
    expect(text).toContain(enUS.card.import.dsim.iccid2);

    // Only the paired rows.
    await page.getByTestId('import-results-filter').click();
    await page.getByRole('option', { name: enUS.card.import.resultStatus.succeeded }).click();
    await expect.poll(async () => (await results.locator('tbody tr').count()) === 1).toBe(true);

    // The list shows the kind and links the row to the dual-SIM detail.
    await page.getByTestId('import-back').click();
    await page.waitForURL('**/card/import-info/list');
    await expect.poll(() => page.getByTestId('import-table').textContent()).toContain(enUS.card.import.kind.dsim);
    const batchId = (await page.locator('[data-testid^="import-kind-"]').first().getAttribute('data-testid'))!.slice(12);
    expect(await page.getByTestId(`import-view-${batchId}`).getAttribute('href')).toContain('/card/import-info/dsimdetail/');

    await context.close();
  });

  it('renders the detail page in Chinese', async () => {
    const { context, page } = await signedInPage(browser(), 'acme', { lang: 'zh-CN', viewport: { width: 1280, height: 800 } });
    await page.goto(`${base()}/card/import-info/dsimdetail/00000000-0000-4000-8000-000000000000`);
    await expect.poll(() => page.getByRole('heading', { name: zhCN.card.import.dsim.detailTitle }).count()).toBe(1);
    await expect.poll(() => page.getByTestId('import-error').textContent()).toContain(zhCN.card.import.notFound);
    await context.close();
  });
});
