/**
 * The financial reports of issue #14 item 7 in Chromium against `npm start`, in both languages: a
 * recharge approved by finance raises Acme's day report by its amount, once; Acme's day detail lists
 * it among its transfers; finance opens the same day from its list and sees Acme by name.
 */
import { describe, expect, it } from 'vitest';
import { signedInPage, useChromium } from '../support/browser.ts';
import { api, apiToken } from '../support/e2e-api.ts';
import { opens } from '../support/funds-ui.ts';

interface Figures {
  amounts: { recharged: number };
}
interface Detail {
  totals: Figures;
  transfers: { settles: { id: string } }[];
}

/** ¥1,234.50 → 123450 fen (the figure as the page shows it). */
const fenShown = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);
const today = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

describe('financial reports: a recharge approved shows in the day report once', () => {
  const browser = useChromium();

  for (const lang of ['en-US', 'zh-CN'] as const) {
    it(
      `Acme's day report rises by its approved recharge, and finance sees Acme in the day, in ${lang}`,
      { timeout: 180_000 },
      async () => {
        const acme = await apiToken('acme');
        const admin = await apiToken('admin');
        const day = today();
        const before = (await api<Detail>('/cmp/financial/report/detail', { type: 'day', id: day }, acme)).totals.amounts
          .recharged;
        const amount = 10_000 + (Date.now() % 9_000);
        const { rechargeId } = await api<{ rechargeId: string }>(
          '/cmp/recharge/add',
          { amount, paidAt: new Date(Date.now() - 60_000).toISOString(), remark: `e2e report ${lang}`, payMethod: 0 },
          acme,
        );
        await api('/cmp/recharge/audit', { rechargeId, action: 'approve' }, admin);

        // Acme: the list's day links to the detail, whose figure has risen by the amount and lists the recharge.
        const { context, page } = await signedInPage(browser(), 'acme', { lang });
        await opens(page, '/financial/report/list');
        await page.getByTestId(`report-link-${day}`).click();
        await page.waitForURL((u) => u.pathname === `/financial/report/detail/day/${day}`);
        await expect.poll(async () => fenShown(await page.getByTestId('report-recharged').textContent())).toBe(before + amount);
        await expect
          .poll(async () => (await page.getByTestId('report-transfers-table').innerText()).includes(rechargeId.slice(0, 12)))
          .toBe(true);
        // Approving again changes nothing.
        await fetch(`${new URL(page.url()).origin}/api/cmp/recharge/audit?lang=${lang}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: admin, 'idempotency-key': `again-${rechargeId}` },
          body: JSON.stringify({ rechargeId, action: 'approve' }),
        });
        await page.reload();
        await expect.poll(async () => fenShown(await page.getByTestId('report-recharged').textContent())).toBe(before + amount);
        await context.close();

        // Finance: the platform's day, every customer by name.
        const finance = await signedInPage(browser(), 'admin', { lang });
        await opens(finance.page, `/financial/report/detail/day/${day}`);
        await expect.poll(async () => finance.page.getByTestId('report-customer-C1001').innerText()).toMatch(/Acme|艾克米/);
        await finance.context.close();
      },
    );
  }
});
