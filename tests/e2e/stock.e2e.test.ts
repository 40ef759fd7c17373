/**
 * Stock in Chromium against `npm start` (issue #17 item 3), in both languages: the platform
 * administrator opens every stock screen from a pasted URL — the stock list with the seeded items
 * and their stock and matching states, a hardware item's and a dual-SIM pair's details, the import
 * list by tab, the import form (a small file with a bad row, landing on its operation with the row's
 * reason in the reader's language), the operation list and detail — and Acme (an enterprise) sees
 * only the items and stock-outs that went to it; enterprise staff get the 403 page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium, signedInPage } from '../support/browser.ts';
import { openPasted, pasteUrl } from '../support/e2e-api.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).stock;

describe('stock', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
  });

  const textOf = (page: Page, testId: string) => page.getByTestId(testId).first().textContent();

  for (const lang of ['en-US', 'zh-CN'] as const) {
    const s = textsOf(lang);
    it(`the platform opens every stock screen and imports a file, in ${lang}`, { timeout: 240_000 }, async () => {
      const { page } = await signedInPage(browser, 'admin', { lang });
      const problems = await openPasted(page, [
        {
          path: '/stock/stocklist/list',
          shows: () => expect.poll(() => textOf(page, 'stock-table')).toContain('DEV-R100-0001'),
        },
        {
          path: '/stock/stocklist/detail/DEV-R100-0002',
          shows: () => expect.poll(() => textOf(page, 'stock-detail-match')).toContain(s.matchState.matching),
        },
        {
          path: '/stock/stocklist/doublecard-detail/DS-0001',
          shows: () => expect.poll(() => textOf(page, 'stock-detail-state')).toContain(s.stockState[3]),
        },
        {
          path: '/stock/goods-import/list/hardware',
          shows: () => expect.poll(() => textOf(page, 'stock-import-hardware-table')).toContain('hardware-2026.csv'),
        },
        {
          path: '/stock/operationList/list',
          shows: () => expect.poll(() => textOf(page, 'stockop-table')).toContain(s.operation.type.stockOut),
        },
        {
          path: '/stock/operationList/list/scrap',
          shows: () => expect.poll(() => textOf(page, 'stockop-table')).toContain(s.operation.type.scrap),
        },
      ]);
      expect(problems).toEqual([]);
      // The scrapped tracker and the matched router, by their badges in the list.
      await pasteUrl(page, '/stock/stocklist/list');
      await expect.poll(() => textOf(page, 'stock-state-DEV-T300-0001')).toContain(s.stockState[4]);
      await expect.poll(() => textOf(page, 'stock-match-DEV-R100-0001')).toContain(s.matchState.matched);
      // The export of the list: a download task of the last 2 months.
      await page.getByTestId('stock-export').click();
      const exportDialog = page.getByTestId('export-dialog');
      expect(await exportDialog.textContent()).toContain(s.list.export.title);
      await exportDialog.getByTestId('dialog-confirm').click();
      await expect.poll(() => page.getByTestId('export-tasks-link').count()).toBe(1);

      // An import through the form: one good row, one name over 10 characters.
      const sn = `E2E-${lang}-${Date.now().toString(36).toUpperCase()}`;
      const csv = ['sn,name,networkType', `${sn},ok,2`, `${sn}-2,abcdefghijkl,2`].join('\n');
      const { status } = await pasteUrl(page, '/stock/goods-import/add/hardware');
      expect(status).toBeNull();
      await page
        .getByTestId('stock-import-file')
        .setInputFiles({ name: 'e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await expect.poll(() => textOf(page, 'stock-import-chosen')).toContain('e2e.csv');
      await page.getByTestId('stock-import-save').click();
      await page.waitForURL('**/stock/operationList/detail/**');
      await expect
        .poll(() => page.getByTestId('stockop-status').getAttribute('data-status'), { timeout: 60_000 })
        .toBe('succeeded');
      expect(await textOf(page, 'stockop-failed')).toBe('1');
      const reason = lang === 'en-US' ? 'The name is at most 10 characters' : '名称最多 10 个字符';
      await expect.poll(() => textOf(page, 'stockop-results')).toContain(reason);
      expect(await textOf(page, 'stockop-type')).toContain(s.operation.type.importHardware);
    });

    it(`an enterprise sees only the stock that went out to it, in ${lang}`, { timeout: 180_000 }, async () => {
      const { page } = await signedInPage(browser, 'acme', { lang });
      const problems = await openPasted(page, [
        {
          path: '/stock/stocklist/list',
          shows: () => expect.poll(() => textOf(page, 'stock-table')).toContain('DEV-R100-0001'),
        },
        {
          path: '/stock/stocklist/detail/DEV-R100-0001',
          shows: () => expect.poll(() => textOf(page, 'stock-detail-match')).toContain(s.matchState.matched),
        },
        {
          path: '/stock/stocklist/doublecard-detail/DS-0001',
          shows: () => expect.poll(() => textOf(page, 'stock-detail-sn')).toContain('DS-0001'),
        },
        {
          path: '/stock/operationList/list',
          shows: () => expect.poll(() => textOf(page, 'stockop-table')).toContain(s.operation.type.stockOut),
        },
        {
          path: '/stock/goods-import/list/card',
          shows: () => expect.poll(() => textOf(page, 'stock-import-card-table')).toBeTruthy(),
        },
      ]);
      expect(problems).toEqual([]);
      await pasteUrl(page, '/stock/stocklist/list');
      const table = (await textOf(page, 'stock-table')) ?? '';
      // Globex's gateway and the platform's items not out are not Acme's to see.
      expect(table).not.toContain('DEV-G200-0002');
      expect(table).not.toContain('DEV-R100-0002');
      // No import or stock-out for an enterprise: no buttons, and the import form is the 403 page.
      expect(await page.getByTestId('stock-out').count()).toBe(0);
      expect((await pasteUrl(page, '/stock/goods-import/add/card')).status).toBe('403');
      expect((await pasteUrl(page, '/stock/stocklist/detail/DEV-G200-0002')).failures).toEqual(['404 /api/cmp/sim/stock/detail']);
    });
  }

  it('enterprise staff and secondary customers get the 403 page on every stock screen', { timeout: 90_000 }, async () => {
    for (const who of ['acme-staff', 'acme-east']) {
      const { page } = await signedInPage(browser, who, { lang: 'en-US' });
      for (const path of ['/stock/stocklist/list', '/stock/goods-import/list', '/stock/operationList/list']) {
        expect((await pasteUrl(page, path)).status, `${who} ${path}`).toBe('403');
      }
    }
  });
});
