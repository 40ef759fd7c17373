/**
 * Bills in Chromium against `npm start`, in both languages: the platform administrator runs a cycle
 * of Acme the demo has not billed (calendar month, three or four months back) through the Run bills
 * dialog — a dry run first — and publishes its bills; Acme opens its consumption bill, drills down
 * to the cards of a plan and opens a card; Acme East sees only its own consumption bills and gets the
 * 403 page on a profit-sharing bill.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { apiToken, pasteUrl } from '../support/e2e-api.ts';
import { appUrl } from '../support/sign-in.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).billing.bill;

/** A cycle `back` calendar months before this one ('YYYY-MM'), as the Run dialog offers it. */
function cycleBack(back: number): string {
  const now = new Date();
  const d = new Date(now.getFullYear(), now.getMonth() - back, 1);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}`;
}

/** The API in the reader's language (names come back in it). */
async function apiIn<T>(lang: Lang, path: string, body: object, token: string): Promise<T> {
  const res = await fetch(`${appUrl()}/api${path}?lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  const envelope = (await res.json()) as { success: boolean; data: T; msg?: string };
  if (!envelope.success) throw new Error(`${path}: ${res.status} ${envelope.msg}`);
  return envelope.data;
}

interface Bill {
  billId: string;
  kind: 'consumption' | 'profit';
  custId: string | null;
  customerName: string | null;
  publishStatus: 0 | 1;
}

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Filters the list by cycle and waits for the table to show it. */
async function showCycle(page: Page, cycle: string) {
  await page.getByTestId('bill-filter-cycle').fill(cycle);
  await page.getByTestId('filter-search').click();
  await page.waitForLoadState('networkidle');
}

describe('bills', () => {
  const browser = useChromium();

  for (const [lang, back] of [
    ['en-US', 3],
    ['zh-CN', 4],
  ] as const) {
    const cycle = cycleBack(back);
    const yyyymm = cycle.replace('-', '');
    const texts = textsOf(lang);

    it(`runs and publishes a cycle as the platform, in ${lang}`, { timeout: 300_000 }, async () => {
      const { context, page } = await signedInPage(browser(), 'admin', { lang });
      const admin = await apiToken('admin');
      await page.goto(`${appUrl()}/billing/bill/list/consumption?channelCustId=C1001`);
      // The demo has not billed this cycle.
      await showCycle(page, cycle);
      await expect.poll(() => page.getByTestId('bill-empty').count()).toBe(1);

      await page.getByTestId('bill-run').click();
      const dialog = page.getByTestId('bill-run-dialog');
      await expect.poll(() => dialog.getByTestId('bill-run-enterprise').textContent()).toContain('C1001');
      await choose(page, 'bill-run-cycle', cycle.replace('-', '/'));
      await dialog.getByTestId('bill-dry-run-button').click();
      const preview = dialog.getByTestId('bill-dry-run');
      await expect.poll(() => preview.locator('tbody tr').count(), { timeout: 60_000 }).toBeGreaterThan(0);
      const expected = await apiIn<{ bills: (Bill & { totals: { total: number } })[] }>(
        lang,
        '/cmp/bill/dryRun',
        { channelCustId: 'C1001', cycle, calendar: 'month' },
        admin,
      );
      const previewText = (await preview.textContent()) ?? '';
      // Payers by name, never by id.
      for (const bill of expected.bills) expect(previewText).toContain(bill.customerName);
      expect(previewText).not.toMatch(/S200\d|C1001_/);

      await dialog.getByTestId('dialog-confirm').click();
      await expect
        .poll(() => dialog.getByTestId('bill-run-state').textContent(), { timeout: 120_000 })
        .toBe(texts.run.status.succeeded);
      await dialog.getByTestId('dialog-confirm').click();
      await expect.poll(() => page.getByTestId('bill-run-dialog').count()).toBe(0);

      // The run's bills wait in the list, unpublished; the platform publishes each once confirmed.
      const run = await apiIn<{ billIds: string[] }>(
        lang,
        '/cmp/bill/runDetail',
        { channelCustId: 'C1001', cycle, calendar: 'month' },
        admin,
      );
      expect(run.billIds.length).toBeGreaterThan(0);
      for (const kind of ['consumption', 'profit'] as const) {
        await page.goto(`${appUrl()}/billing/bill/list/${kind}?channelCustId=C1001`);
        await showCycle(page, cycle);
        for (const billId of run.billIds.filter((id) => id.includes(kind === 'profit' ? '_MP_' : '_MC_'))) {
          const badge = page.getByTestId(`bill-publish-status-${billId}`);
          await expect.poll(() => badge.textContent()).toBe(texts.publishStatus['0']);
          await page.getByTestId(`bill-publish-${billId}`).click();
          const confirm = page.getByTestId('bill-publish-confirm');
          await confirm.getByTestId('dialog-confirm').click();
          await expect.poll(() => badge.textContent()).toBe(texts.publishStatus['1']);
        }
      }
      await context.close();
    });

    it(`lets Acme open its bill of that cycle and drill down to a card, in ${lang}`, { timeout: 180_000 }, async () => {
      const { context, page } = await signedInPage(browser(), 'acme', { lang });
      const billId = `C1001_${yyyymm}_MC_E`;
      const bill = await apiIn<Bill & { planNames: Record<string, string> }>(
        lang,
        '/cmp/bill/detail',
        { billId },
        await apiToken('acme'),
      );
      await page.goto(`${appUrl()}/billing/bill/list`);
      await showCycle(page, cycle);
      await page.getByTestId(`bill-link-${billId}`).click();
      await page.waitForURL(`**/billing/bill/spending/${billId}`);
      const lines = page.getByTestId('bill-lines');
      await expect.poll(() => lines.textContent()).toContain(Object.values(bill.planNames)[0]);
      expect(await page.getByTestId('bill-payer').textContent()).toBe(bill.customerName);
      expect(await lines.textContent()).not.toMatch(/\bG00\d\b/);
      // Nothing to publish for an enterprise.
      expect(await page.getByTestId('bill-publish').count()).toBe(0);

      // A plan's cards, then one card's page.
      const planLink = page.locator('[data-testid^="bill-line-cards-"]').first();
      const goodsReleaseId = (await planLink.getAttribute('data-testid'))!.replace('bill-line-cards-', '');
      await planLink.click();
      await page.waitForURL((url) => url.searchParams.get('plan') === goodsReleaseId);
      // Card rows are `bill-card-<iccid>` (the table itself is `bill-cards-table`); wait for them to load.
      // The URL changes before React renders the filtered list (navigation is a transition), so wait
      // until every row shown is a card of that plan: the unfiltered rows may still be on screen.
      const firstCard = page.locator('[data-testid^="bill-card-"]:not([data-testid^="bill-cards"])').first();
      const planName = bill.planNames[goodsReleaseId]!;
      await expect.poll(() => page.getByTestId('bill-cards-plan').textContent()).toContain(planName);
      await expect
        .poll(() =>
          page
            .getByTestId('bill-cards-table')
            .locator('tbody tr')
            .evaluateAll((rows, name) => rows.length > 0 && rows.every((r) => r.textContent?.includes(name)), planName),
        )
        .toBe(true);
      await expect.poll(() => firstCard.count()).toBe(1);
      const iccid = (await firstCard.textContent())!.trim();
      await page.getByTestId(`bill-card-${iccid}`).click();
      // The card page (followed by the card's enterprise when the bill names it).
      await page.waitForURL((url) => url.pathname.startsWith(`/card/card-list/detail/${iccid}`));
      await context.close();
    });

    it(`shows Acme East only its own consumption bills and refuses it profit sharing, in ${lang}`, async () => {
      const { context, page } = await signedInPage(browser(), 'acme-east', { lang });
      const own = await apiIn<{ items: Bill[] }>(lang, '/cmp/bill/list', { pageSize: 100 }, await apiToken('acme-east'));
      expect(own.items.length).toBeGreaterThan(0);
      await page.goto(`${appUrl()}/billing/bill/list`);
      const table = page.getByTestId('bill-table');
      await expect.poll(() => table.locator('[data-testid^="bill-link-"]').count()).toBeGreaterThan(0);
      const links = await table
        .locator('[data-testid^="bill-link-"]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('bill-link-', '')));
      expect(
        links.every((id) => /_[MU]C_S2001$/.test(id)),
        links.join(),
      ).toBe(true);
      expect(await table.textContent()).toContain(own.items[0]!.customerName);
      // Its bill of the cycle the platform ran and published above.
      expect(links).toContain(`C1001_${yyyymm}_MC_S2001`);
      // No profit-sharing tab, no publication column, no Run.
      expect(await page.getByTestId('bill-tab-profit').count()).toBe(0);
      expect(await page.getByTestId('bill-run').count()).toBe(0);
      const { status } = await pasteUrl(page, `/billing/bill/fenrun/C1001_${yyyymm}_MP_E`);
      expect(status).toBe('403');
      await context.close();
    });
  }
});
