/**
 * eUICC list in Chromium against `npm start`: an enterprise administrator opens the profiles of a
 * seeded eUICC card, enables its disabled profile after confirming, and sees the new states (the
 * profile enabled, the one enabled before disabled); the page heading renders in both languages.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { pageApi } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

interface Row {
  eid: string;
  profiles: { profileIccid: string; state: string }[];
}

/** A seeded eUICC card of the signed-in enterprise with an enabled and a disabled profile. */
const switchable = async (page: Page): Promise<Row | undefined> =>
  (await pageApi<{ items: Row[] }>(page, '/cmp/sim/euicc/list', { profileState: 'disabled', pageSize: 100 })).items.find((r) =>
    r.profiles.some((p) => p.state === 'enabled'),
  );

describe('eUICC list', () => {
  const browser = useChromium();

  it('enables a profile from the list page and shows the state change', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    const row = await switchable(page);
    expect(row).toBeDefined();
    const target = row!.profiles.find((p) => p.state === 'disabled')!.profileIccid;
    const before = row!.profiles.find((p) => p.state === 'enabled')!.profileIccid;

    await page.goto(`${base()}/card/euicc/list`);
    await expect.poll(() => page.getByRole('heading', { name: enUS.card.euicc.title }).count()).toBe(1);
    await page.getByTestId('filter-eid').fill(row!.eid);
    await page.getByTestId('filter-search').click();
    await page.getByTestId(`euicc-open-${row!.eid}`).click();
    await expect.poll(() => page.getByTestId('profile-drawer').count()).toBe(1);
    await expect.poll(() => page.getByTestId(`profile-state-${target}`).textContent()).toBe(enUS.card.euicc.states.disabled);

    await page.getByTestId(`profile-enable-${target}`).click();
    const confirm = page.getByTestId('profile-confirm');
    await expect
      .poll(() => confirm.getByText(enUS.card.euicc.confirm.enableReplaces.replace('{{profile}}', before)).count())
      .toBe(1);
    await confirm.getByRole('button', { name: enUS.card.euicc.actions.enable }).click();

    await expect.poll(() => page.getByTestId(`profile-state-${target}`).textContent()).toBe(enUS.card.euicc.states.enabled);
    await expect.poll(() => page.getByTestId(`profile-state-${before}`).textContent()).toBe(enUS.card.euicc.states.disabled);
    await context.close();
  });

  it('renders the page in Chinese', async () => {
    const { context, page } = await signedInPage(browser(), 'acme', { lang: 'zh-CN' });
    await page.goto(`${base()}/card/euicc/list`);
    await expect.poll(() => page.getByRole('heading', { name: zhCN.card.euicc.title }).count()).toBe(1);
    await expect.poll(() => page.getByText(zhCN.card.euicc.states.enabled).count()).toBeGreaterThan(0);
    await context.close();
  });
});
