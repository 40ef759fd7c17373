/**
 * Region limits in Chromium against `npm start` (issue #16 item 4), in both languages: Acme opens
 * /risk/regionlimit/list, sees the seeded limits by target name with their regions in words, adds a
 * limit on a card (Guangdong, narrowed to Shenzhen) through the dialog, switches it off and deletes
 * it; the violations tab shows the seeded violation the real session check recorded (a card shut
 * down for risk). The platform administrator sees Acme's limits; secondary customers and enterprise
 * staff get the 403 page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium, signedInPage } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';
import { appUrl } from '../support/sign-in.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).risk.regionLimit;
const LIST = '/risk/regionlimit/list';

interface Limit {
  limitId: string;
  targetName: string;
  regionNames: string[];
}

/** The limits as Acme's list answers them in `lang` (regions in words). */
async function limitsIn(token: string, lang: Lang): Promise<(Limit & { target: { id: string } })[]> {
  const res = await fetch(`${appUrl()}/api/cmp/risk/regionLimit/list?ts=${Date.now()}&lang=${lang}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify({ pageSize: 100 }),
  });
  return ((await res.json()) as { data: { items: (Limit & { target: { id: string } })[] } }).data.items;
}

async function opens(page: Page, path: string) {
  const { failures, status } = await pasteUrl(page, path);
  expect(failures, path).toEqual([]);
  expect(status, path).toBeNull();
}

describe('region limits', () => {
  let browser: Browser;
  let acmeToken: string;
  let spare: string[];
  beforeAll(async () => {
    browser = await launchChromium();
    acmeToken = await apiToken('acme');
    const cards = await api<{ items: { iccid: string; state: number }[] }>(
      '/cmp/sim/card/list',
      { state: 63, pageSize: 20 },
      acmeToken,
    );
    spare = cards.items.map((c) => c.iccid).slice(-2);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [i, lang] of (['en-US', 'zh-CN'] as const).entries()) {
    const texts = textsOf(lang);
    it(
      `Acme sees its limits and violations, and adds, switches and deletes a limit, in ${lang}`,
      { timeout: 180_000 },
      async () => {
        const limits = await limitsIn(acmeToken, lang);
        expect(limits.length).toBeGreaterThan(0);
        const { page } = await signedInPage(browser, 'acme', { lang });
        await opens(page, LIST);
        const table = page.getByTestId('region-limit-table');
        await expect.poll(() => table.textContent()).toContain(limits[0]!.targetName);
        expect(await table.textContent()).toContain(limits[0]!.regionNames[0]);

        const iccid = spare[i]!;
        await page.getByTestId('region-add').click();
        const dialog = page.getByTestId('region-limit-dialog');
        await dialog.getByTestId('region-target-iccid').fill(iccid);
        await dialog.getByTestId('region-add-province').click();
        await page.getByRole('option', { name: lang === 'en-US' ? 'Guangdong' : '广东省' }).click();
        await dialog.getByTestId('region-city-4403').check();
        await dialog.getByTestId('dialog-confirm').click();
        await expect.poll(() => table.textContent()).toContain(iccid);
        const added = (await limitsIn(acmeToken, lang)).find((l) => l.target.id === iccid)!;
        expect(added.regionNames).toEqual([lang === 'en-US' ? 'Guangdong (Shenzhen)' : '广东省（深圳市）']);

        await page.getByTestId(`region-switch-${added.limitId}`).click();
        await expect.poll(() => page.getByTestId(`region-state-${added.limitId}`).textContent()).toContain(texts.states.off);
        await page.getByTestId(`region-delete-${added.limitId}`).click();
        await page.getByTestId('region-delete-confirm').getByTestId('dialog-confirm').click();
        await expect.poll(() => table.textContent()).not.toContain(iccid);

        await page.getByRole('tab', { name: texts.tabs.violations }).click();
        const violations = page.getByTestId('region-violation-table');
        await expect.poll(() => violations.textContent()).toContain(texts.violations.outcomes.shutdown);
        expect(await violations.textContent()).toContain(lang === 'en-US' ? 'Jiangsu · Nanjing' : '江苏省 · 南京市');
      },
    );
  }

  it(
    'the platform administrator sees Acme’s limits; secondary customers and enterprise staff get the 403 page',
    { timeout: 90_000 },
    async () => {
      const admin = (await signedInPage(browser, 'admin', { lang: 'en-US' })).page;
      await opens(admin, `${LIST}?channelCustId=C1001`);
      await expect.poll(() => admin.getByTestId('region-limit-table').locator('tbody tr').count()).toBeGreaterThan(0);
      for (const who of ['acme-east', 'acme-staff']) {
        const page = (await signedInPage(browser, who, { lang: 'en-US' })).page;
        expect((await pasteUrl(page, LIST)).status).toBe('403');
      }
    },
  );
});
