/**
 * Dual-SIM list in Chromium against `npm start`: an enterprise administrator pairs two of its cards
 * in a device by pasting the serial number and both ICCIDs, then switches the active slot (with
 * confirmation); the page renders its heading in both languages.
 */
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { unpairedIccids } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

describe('dual-SIM list', () => {
  const browser = useChromium();

  it('pairs two cards on the page and switches the active slot', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    const iccids = await unpairedIccids(page, 63, 2);
    expect(iccids).toHaveLength(2);

    await page.goto(`${base()}/card/dsimlist/list`);
    await expect.poll(() => page.getByRole('heading', { name: enUS.card.dsim.title }).count()).toBe(1);
    await page.getByTestId('dsim-add').click();
    const sn = `E2E-${Date.now().toString(36).toUpperCase()}`;
    // The same ICCID twice is refused in the browser, before anything is sent.
    await page.getByTestId('dsim-pair-sn').fill(sn);
    await page.getByTestId('dsim-pair-iccid1').fill(iccids[0]!);
    await page.getByTestId('dsim-pair-iccid2').fill(iccids[0]!);
    await page.getByTestId('dsim-pair-dialog').getByRole('button', { name: enUS.card.dsim.pair.submit }).click();
    await expect.poll(() => page.getByText(enUS.card.dsim.pair.sameIccid).count()).toBe(1);
    await page.getByTestId('dsim-pair-iccid2').fill(iccids[1]!);
    await page.getByTestId('dsim-pair-dialog').getByRole('button', { name: enUS.card.dsim.pair.submit }).click();
    await expect.poll(() => page.getByTestId('dsim-pair-dialog').count()).toBe(0);

    await page.getByTestId('dsim-filter-sn').fill(sn);
    await page.getByRole('button', { name: enUS.dataList.search }).click();
    const table = page.getByTestId('dsim-table');
    await expect.poll(() => table.locator('tbody tr', { hasText: sn }).count()).toBe(1);
    await expect.poll(() => page.getByTestId(`dsim-slot1-${sn}`).getAttribute('data-active')).toBe('true');

    await page.getByTestId(`dsim-switch-${sn}`).click();
    const confirm = page.getByTestId('dsim-confirm-dialog');
    await expect.poll(() => confirm.textContent()).toContain(iccids[1]!);
    await confirm.getByRole('button', { name: enUS.card.dsim.switch.replace('{{slot}}', '2') }).click();
    await expect.poll(() => page.getByTestId(`dsim-slot2-${sn}`).getAttribute('data-active')).toBe('true');
    expect(await page.getByTestId(`dsim-slot1-${sn}`).getAttribute('data-active')).toBeNull();
    await context.close();
  });

  it('renders in Chinese', async () => {
    const { context, page } = await signedInPage(browser(), 'acme', { lang: 'zh-CN' });
    await page.goto(`${base()}/card/dsimlist/list`);
    await expect.poll(() => page.getByRole('heading', { name: zhCN.card.dsim.title }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: zhCN.card.dsim.menu.list }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
