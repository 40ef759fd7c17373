/**
 * The funds flow of issue #14 in Chromium against `npm start`, in both languages: Acme recharges with
 * a voucher, finance approves it, Acme's funds page shows its pre-deposits risen by exactly that
 * amount — once, even when the approval is sent again — then Acme writes off one of its bills and
 * the bill shows written off, its amount gone from what Acme owes.
 */
import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { api, apiToken } from '../support/e2e-api.ts';
import { type Lang, approveRecharge, fileOfflineRecharge, opens, writeOffInFull } from '../support/funds-ui.ts';

interface Funds {
  preDeposit: number;
  toWriteOff: number;
}
interface Owing {
  billId: string;
  remaining: number;
  suggested: number;
}

/** ¥1,234.50 → 123450 fen (the figure as the page shows it). */
const fenShown = (text: string | null) => Math.round(Number((text ?? '').replace(/[^\d.-]/g, '')) * 100);

describe('funds: recharge, approval, balance, write-off', () => {
  const browser = useChromium();

  for (const lang of ['en-US', 'zh-CN'] as const satisfies readonly Lang[]) {
    it(`Acme's balance rises once by its approved recharge and pays a bill, in ${lang}`, { timeout: 240_000 }, async () => {
      const acmeToken = await apiToken('acme');
      const { context, page } = await signedInPage(browser(), 'acme', { lang });

      // The funds page before.
      await opens(page, '/business/capital/detail');
      const before = fenShown(await page.getByTestId('capital-pre-deposit').textContent());
      expect(before).toBe((await api<Funds>('/cmp/capital/detail', {}, acmeToken)).preDeposit);

      // Acme files an offline recharge with its voucher; finance approves it.
      const yuan = `${(Date.now() % 900) + 100}.50`;
      await opens(page, '/business/recharge/add');
      const rechargeId = await fileOfflineRecharge(page, lang, yuan);
      const finance = await signedInPage(browser(), 'admin', { lang });
      await approveRecharge(finance.page, lang, rechargeId);
      // Approving again (a retry with a new key) credits nothing more.
      const again = await fetch(`${new URL(finance.page.url()).origin}/api/cmp/recharge/audit?lang=${lang}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: await apiToken('admin'),
          'idempotency-key': `again-${rechargeId}`,
        },
        body: JSON.stringify({ rechargeId, action: 'approve' }),
      });
      expect([200, 409]).toContain(again.status);
      await finance.context.close();

      // The funds page shows the pre-deposits risen by the amount, once.
      await opens(page, '/business/capital/detail');
      const amount = Math.round(Number(yuan) * 100);
      await expect.poll(async () => fenShown(await page.getByTestId('capital-pre-deposit').textContent())).toBe(before + amount);
      await page.getByTestId('movements-tab-preDeposit').click();
      await expect.poll(() => page.getByTestId('movements-preDeposit').textContent()).toContain(rechargeId);

      // Acme writes off a bill its funds cover; it shows written off and is no longer owed.
      const owedBefore = (await api<Funds>('/cmp/capital/detail', {}, acmeToken)).toWriteOff;
      const owing = await api<{ items: Owing[] }>('/cmp/writeoff/list', { tab: 'toWriteOff', pageSize: 100 }, acmeToken);
      const bill = owing.items.find((r) => r.remaining > 0 && r.suggested === r.remaining);
      expect(bill, JSON.stringify(owing.items)).toBeDefined();
      await opens(page, '/financial/cancel-bill/list/toWriteOff');
      await writeOffInFull(page, bill!.billId, bill!.remaining, `funds e2e ${lang}`);
      await opens(page, `/billing/bill/spending/${bill!.billId}`);
      await expect
        .poll(() => page.getByTestId('bill-status').textContent())
        .toBe((lang === 'en-US' ? enUS : zhCN).billing.bill.status['3']);
      await opens(page, '/business/capital/detail');
      await expect
        .poll(async () => fenShown(await page.getByTestId('capital-to-write-off').textContent()))
        .toBe(owedBefore - bill!.remaining);
      await context.close();
    });
  }
});
