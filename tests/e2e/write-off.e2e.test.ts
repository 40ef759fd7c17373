/**
 * Write-off in Chromium against `npm start`, in both languages: Acme opens write-off management,
 * writes off one of its bills waiting to be written off through the confirmed dialog (prefilled with
 * what its funds cover), and the bill shows written off — in the Written off tab, in the bill
 * operations log and on the bill itself. The demo history funds Acme for what its bills still owe.
 */
import { describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { api, apiToken } from '../support/e2e-api.ts';
import { financialTexts, writeOffInFull } from '../support/funds-ui.ts';
import { appUrl } from '../support/sign-in.ts';

const textsOf = financialTexts;

interface Row {
  billId: string;
  status: number;
  remaining: number;
  suggested: number;
}

describe('write-off', () => {
  const browser = useChromium();

  for (const lang of ['en-US', 'zh-CN'] as const) {
    const texts = textsOf(lang);

    it(`lets Acme write off a bill, which then shows written off, in ${lang}`, { timeout: 180_000 }, async () => {
      const token = await apiToken('acme');
      const owing = await api<{ items: Row[] }>('/cmp/writeoff/list', { tab: 'toWriteOff', pageSize: 100 }, token);
      // A bill the funds cover in full (the dialog's prefill), one per language.
      const bill = owing.items.find((r) => r.remaining > 0 && r.suggested === r.remaining);
      expect(bill, JSON.stringify(owing.items)).toBeDefined();
      const { billId } = bill!;

      const { context, page } = await signedInPage(browser(), 'acme', { lang });
      await page.goto(`${appUrl()}/financial/cancel-bill/list/toWriteOff`);
      const status = page.getByTestId(`write-off-status-${billId}`);
      await expect.poll(() => status.textContent()).toBe(texts.writeOff.status['2']);
      await writeOffInFull(page, billId, bill!.remaining, `e2e ${lang}`);

      // The Written off tab shows it written off.
      await page.getByTestId('write-off-tab-writtenOff').click();
      await expect.poll(() => page.getByTestId(`write-off-status-${billId}`).textContent()).toBe(texts.writeOff.status['3']);
      expect(await page.getByTestId(`write-off-remaining-${billId}`).textContent()).toBe('¥0.00');

      // The bill operations log names Acme and the reason.
      await page.goto(`${appUrl()}/financial/operate-bill/list`);
      const log = page.getByTestId('bill-operation-table');
      await expect.poll(() => log.textContent()).toContain(`e2e ${lang}`);

      // The bill itself (billing area) shows the new status in words.
      await page.goto(`${appUrl()}/billing/bill/spending/${billId}`);
      await expect
        .poll(() => page.getByTestId('bill-status').textContent())
        .toBe((lang === 'en-US' ? enUS : zhCN).billing.bill.status['3']);
      await context.close();
    });
  }
});
