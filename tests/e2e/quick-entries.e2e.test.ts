/**
 * Quick entries in Chromium against `npm start` (issue #17 item 2), in both languages: Acme opens the
 * traffic details, searches a card of its own over the default period (the last 30 days) and sees
 * its days with the total; a reversed period is refused in the form. It opens the pool usage per
 * customer, plan and zone (yesterday) and a group's cards, and the data comparison with the operator
 * (the cards that differ, all cards on request) whose export lands in the download tasks, and the resale
 * status (both sides' words; a chosen card synced after a confirmation shows the operator's status). The platform
 * administrator opens them for Acme; enterprise staff and secondary customers get the 403 page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ResaleStatus } from '../../functions/src/operator/index.ts';
import { resaleLabel } from '../../functions/src/resell/resell-model.ts';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium, signedInPage } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).shortcuts;
const FLOW = '/shortcuts/queryflow/list';
const POOLS = '/shortcuts/cust-operation/list';
const COMPARE = '/shortcuts/data-comparison/list';
const RESELL = '/shortcuts/resell/list';
const YESTERDAY = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);

interface Row {
  groupId: string;
  accountName: string;
  ratePlanName: string;
  zoneName: string;
  queryDate: string;
  cardCount: number;
}

async function opens(page: Page, path: string) {
  const { failures, status } = await pasteUrl(page, path);
  expect(failures, path).toEqual([]);
  expect(status, path).toBeNull();
}

describe('quick entries: traffic details and pool usage', () => {
  let browser: Browser;
  let iccid: string;
  let rows: Row[];
  beforeAll(async () => {
    browser = await launchChromium();
    const token = await apiToken('acme');
    const cards = await api<{ items: { iccid: string }[] }>('/cmp/sim/card/list', { state: 64, pageSize: 10 }, token);
    iccid = cards.items[0]!.iccid;
    rows = (await api<{ items: Row[] }>('/cmp/sim/custOperation/list', { queryDate: YESTERDAY }, token)).items;
    expect(rows.length, 'the demo pools of Acme').toBeGreaterThan(0);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en-US', 'zh-CN'] as const) {
    const texts = textsOf(lang);
    it(`Acme reads a card's days and its pools per customer, plan and zone, in ${lang}`, { timeout: 120_000 }, async () => {
      const { page } = await signedInPage(browser, 'acme', { lang });
      await opens(page, FLOW);
      await expect.poll(() => page.getByTestId('queryflow-start').textContent()).toContain(texts.queryflow.start);
      await page.getByTestId('queryflow-iccid').fill(iccid);
      await page.getByTestId('queryflow-search').click();
      const table = page.getByTestId('queryflow-table');
      await expect.poll(() => table.locator('tbody tr').count()).toBe(31);
      expect(await page.getByTestId('queryflow-card').textContent()).toContain(iccid);
      expect(page.url()).toContain(`iccid=${iccid}`);
      expect(await page.getByTestId('queryflow-total').textContent()).toMatch(/\d/);

      // A reversed period is refused before anything is asked.
      await page.getByTestId('queryflow-from').fill('2026-11-20');
      await page.getByTestId('queryflow-to').fill('2026-11-10');
      await page.getByTestId('queryflow-search').click();
      await expect.poll(() => page.locator('body').innerText()).toContain((lang === 'en-US' ? enUS : zhCN).formRules.dateRange);

      await opens(page, POOLS);
      const pools = page.getByTestId('cust-operation-table');
      await expect.poll(() => pools.textContent()).toContain(rows[0]!.ratePlanName);
      await page.getByTestId(`cust-operation-row-${rows[0]!.groupId}`).click();
      await expect.poll(() => page.getByTestId('cust-operation-card-count').textContent()).toContain(String(rows[0]!.cardCount));
      await expect.poll(() => page.getByTestId('cust-operation-cards').locator('tbody tr').count()).toBe(rows[0]!.cardCount);
      expect(await page.locator('body').innerText()).toContain(texts.custOperation.detail.cards);

      await opens(page, COMPARE);
      const compared = page.getByTestId('comparison-table');
      await expect.poll(() => compared.locator('tbody tr').count(), { timeout: 20_000 }).toBeGreaterThan(0);
      expect(await compared.textContent()).toMatch(
        new RegExp(`${texts.dataComparison.differenceKinds.status}|${texts.dataComparison.differenceKinds.usage}`),
      );
      await page.getByTestId('comparison-filter-show').click();
      await page.getByRole('option', { name: texts.dataComparison.show.all }).click();
      await expect.poll(() => compared.textContent(), { timeout: 20_000 }).toContain(texts.dataComparison.same);
      await page.getByTestId('comparison-export').click();
      await page.getByTestId('export-dialog').getByTestId('dialog-confirm').click();
      await expect.poll(() => page.getByTestId('export-tasks-link').count()).toBe(1);

      // The resale status: a card of the first page never synced shows the operator's words; syncing it (confirmed) records them.
      const [card] = (
        await api<{ items: { iccid: string; recorded: unknown; reported: { status: ResaleStatus } | null }[] }>(
          '/cmp/sim/resell/list',
          { pageSize: 10 },
          await apiToken('acme'),
        )
      ).items.filter((r) => !r.recorded && r.reported);
      expect(card, 'a card of Acme never synced').toBeDefined();
      await opens(page, RESELL);
      const resold = page.getByTestId('resell-table');
      await expect.poll(() => resold.textContent(), { timeout: 20_000 }).toContain(texts.resell.neverSynced);
      expect(await resold.textContent()).toContain(resaleLabel(card!.reported!.status, lang));
      await page.getByRole('checkbox', { name: texts.resell.selection.selectRow.replace('{{iccid}}', card!.iccid) }).check();
      await page.getByTestId('resell-sync').click();
      await page.getByTestId('resell-confirm').getByTestId('dialog-confirm').click();
      await expect
        .poll(() => page.getByTestId('resell-result').textContent())
        .toContain(texts.resell.result.summary.replace('{{succeeded}}', '1').replace('{{failed}}', '0'));
      await page.getByTestId('resell-result').getByTestId('dialog-confirm').click();
      const synced = resold.locator('tbody tr', { hasText: card!.iccid });
      await expect.poll(() => synced.textContent(), { timeout: 20_000 }).toContain(texts.resell.behindNo);
      expect(await synced.textContent()).not.toContain(texts.resell.neverSynced);
    });
  }

  it(
    'the platform opens both for Acme; enterprise staff and secondary customers get the 403 page',
    { timeout: 120_000 },
    async () => {
      const admin = (await signedInPage(browser, 'admin', { lang: 'en-US' })).page;
      await opens(admin, `${FLOW}?iccid=${iccid}&dateFrom=${YESTERDAY}&dateTo=${YESTERDAY}`);
      await expect.poll(() => admin.getByTestId('queryflow-table').locator('tbody tr').count()).toBe(1);
      await opens(admin, `${COMPARE}?channelCustId=C1001`);
      await expect
        .poll(() => admin.getByTestId('comparison-table').locator('tbody tr').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await opens(admin, `${RESELL}?channelCustId=C1001`);
      await expect
        .poll(() => admin.getByTestId('resell-table').locator('tbody tr').count(), { timeout: 20_000 })
        .toBeGreaterThan(0);
      await opens(admin, `${POOLS}?channelCustId=C1001`);
      await expect.poll(() => admin.getByTestId('cust-operation-table').textContent()).toContain(rows[0]!.ratePlanName);
      const r = rows[0]!;
      await opens(
        admin,
        `/shortcuts/cust-operation/detail/${[r.accountName, r.ratePlanName, r.zoneName, r.queryDate].map(encodeURIComponent).join('/')}?channelCustId=C1001`,
      );
      await expect.poll(() => admin.getByTestId('cust-operation-cards').locator('tbody tr').count()).toBe(r.cardCount);
      for (const who of ['acme-east', 'acme-staff']) {
        const page = (await signedInPage(browser, who, { lang: 'en-US' })).page;
        for (const path of [FLOW, POOLS, COMPARE, RESELL])
          expect((await pasteUrl(page, path)).status, `${who} ${path}`).toBe('403');
      }
    },
  );
});
