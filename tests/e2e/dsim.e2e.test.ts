/**
 * Dual-SIM list in Chromium against `npm start`: an enterprise administrator pairs two of its cards
 * in a device by pasting the serial number and both ICCIDs, then switches the active slot (with
 * confirmation); the page renders its heading in both languages.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium } from '../support/browser.ts';
import { signIn } from '../support/sign-in.ts';

const base = () => inject('app').baseUrl;

/** Two unpaired, unallocated ICCIDs of the signed-in enterprise, read through the API with the page's own session. */
const twoFreeIccids = (page: Page): Promise<string[]> =>
  page.evaluate(async () => {
    const post = async (path: string, body: object) => {
      const res = await fetch(`/api/cmp/sim/${path}?ts=${Date.now()}&lang=en-US`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: localStorage.getItem('lx_access_token') ?? '' },
        body: JSON.stringify(body),
      });
      return (await res.json()) as { data: { items: { iccid: string; custId?: string | null }[] } };
    };
    const cards = (await post('card/list', { state: 63, pageSize: 50 })).data.items.filter((c) => !c.custId);
    const free: string[] = [];
    for (const c of cards) {
      if (free.length === 2) break;
      if (!(await post('dsim/list', { iccid: c.iccid })).data.items.length) free.push(c.iccid);
    }
    return free;
  });

describe('dual-SIM list', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('pairs two cards on the page and switches the active slot', async () => {
    const context = await browser.newContext({ locale: 'en-US', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'acme');
    const iccids = await twoFreeIccids(page);
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
    const context = await browser.newContext({ locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await signIn(page, 'acme', 'zh-CN');
    await page.goto(`${base()}/card/dsimlist/list`);
    await expect.poll(() => page.getByRole('heading', { name: zhCN.card.dsim.title }).count()).toBe(1);
    await expect.poll(() => page.getByRole('link', { name: zhCN.card.dsim.menu.list }).count()).toBeGreaterThan(0);
    await context.close();
  });
});
