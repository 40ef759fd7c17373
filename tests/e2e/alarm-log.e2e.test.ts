/**
 * The alarm log in Chromium against `npm start` (issue #15, item 4), in both languages: Acme opens
 * the alarm log, sees each seeded firing with its rule, target and the delivery of its actions,
 * narrows it to failed deliveries and to a category (the list asks the API exactly that), opens an
 * alarm and sees each action with its status, attempts and last error, and an expiry alarm's cycle
 * due; the secondary customer Acme East sees its own alarms only; enterprise staff get the 403 page.
 *
 * Needs the alarm-log API (autorule.alarmList / alarmDetail, wip/evaluator), its seed (Acme's "Card
 * deactivated" rule fired for two cards, e-mail sent; the funds rule) and the pages joined into the
 * route table (portal/src/areas/autorule/alarm/routes.ts). An action with an error and an expiry
 * alarm are checked wherever the platform's whole log holds one.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium, signedInPage } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).autorule;
const LIST = '/autorule/alarm-list/list';
const DETAIL = (alarmId: string) => `/autorule/alarm-list/detail/${alarmId}`;

interface Alarm {
  alarmId: string;
  ruleId: string;
  ruleName: string;
  category: 'A' | 'B' | 'C' | 'D';
  channelCustId: string;
  custId: string | null;
  scope: string;
  scopeId: string;
  dueDay?: string;
  daysLeft?: number;
  actions: { type: number; status: string; attempts: number; lastError: string | null }[];
}
type Page_ = { items: Alarm[]; cursor: string | null };

async function opens(page: Page, path: string) {
  const { failures, status } = await pasteUrl(page, path);
  expect(failures, path).toEqual([]);
  expect(status, path).toBeNull();
}

describe('alarm log', () => {
  let browser: Browser;
  let acmeToken: string;
  let alarms: Alarm[];
  beforeAll(async () => {
    browser = await launchChromium();
    acmeToken = await apiToken('acme');
    alarms = (await api<Page_>('/cmp/autorule/alarm/list', { pageSize: 100 }, acmeToken)).items;
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en-US', 'zh-CN'] as const) {
    const texts = textsOf(lang);

    it(
      `Acme sees each firing with its rule, target and deliveries, and filters them, in ${lang}`,
      { timeout: 180_000 },
      async () => {
        expect(alarms.length).toBeGreaterThan(0);
        const newest = alarms[0]!;
        const { page } = await signedInPage(browser, 'acme', { lang });
        await opens(page, LIST);
        await expect.poll(() => page.getByTestId('alarm-table').textContent()).toContain(newest.ruleName);
        // A card or pool by its id; the enterprise's funds by its name in the language shown.
        const acmeName = lang === 'en-US' ? 'Acme IoT Ltd.' : '艾克米物联';
        expect(await page.getByTestId(`alarm-target-${newest.alarmId}`).textContent()).toContain(
          newest.scope === 'funds' ? acmeName : newest.scopeId,
        );
        const actions = page.getByTestId(`alarm-actions-${newest.alarmId}`);
        for (const a of newest.actions) {
          expect(await actions.textContent()).toContain(texts.pushTypes[a.type as keyof typeof texts.pushTypes]);
          expect(await actions.textContent()).toContain(texts.alarm.statuses[a.status as keyof typeof texts.alarm.statuses]);
        }

        // Failed deliveries of category A: the page shows what the API answers to the same question.
        await page.getByTestId('alarm-filter-status').click();
        await page.getByRole('option', { name: texts.alarm.deliveries.failed }).click();
        await page.getByTestId('alarm-filter-category').click();
        await page.getByRole('option', { name: texts.categories.A }).click();
        await page.getByTestId('filter-search').click();
        const failed = await api<Page_>('/cmp/autorule/alarm/list', { status: 'failed', category: 'A', pageSize: 20 }, acmeToken);
        const rows = page.getByTestId('alarm-table').locator('tbody tr');
        if (failed.items.length) {
          await expect.poll(() => rows.count()).toBe(failed.items.length);
          for (const a of failed.items)
            expect(a.actions.some((x) => x.status === 'failed' || x.status === 'deadLettered')).toBe(true);
        } else {
          await expect.poll(() => page.getByTestId('alarm-empty').count()).toBe(1);
        }
      },
    );

    it(`an alarm shows each action's delivery, a state change in words, in ${lang}`, { timeout: 120_000 }, async () => {
      const state = alarms.find((a) => a.category === 'D');
      expect(state, 'a seeded state-change alarm of Acme').toBeDefined();
      const { page } = await signedInPage(browser, 'acme', { lang });
      await opens(page, DETAIL(state!.alarmId));
      await expect.poll(() => page.getByTestId('alarm-actions-table').count()).toBe(1);
      expect(await page.getByTestId('alarm-rule').textContent()).toBe(state!.ruleName);
      expect(await page.getByTestId('alarm-value').textContent()).toContain('→');
      for (const [i, a] of state!.actions.entries())
        expect(await page.getByTestId(`alarm-action-${i}`).getAttribute('data-state')).toBe(a.status);
      expect(await page.getByTestId('alarm-cycle-due').count()).toBe(0);

      // Across the platform's log: an action's last error and an expiry alarm's cycle due, where there are.
      const adminToken = await apiToken('admin');
      const everyone = (await api<Page_>('/cmp/autorule/alarm/list', { pageSize: 100 }, adminToken)).items;
      const admin = (await signedInPage(browser, 'admin', { lang })).page;
      const failing = everyone.find((a) => a.actions.some((x) => x.lastError));
      if (failing) {
        await opens(admin, `${DETAIL(failing.alarmId)}?channelCustId=${failing.channelCustId}`);
        const i = failing.actions.findIndex((x) => x.lastError);
        await expect.poll(() => admin.getByTestId(`alarm-action-error-${i}`).textContent()).toBe(failing.actions[i]!.lastError);
      }
      const expiry = everyone.find((a) => a.dueDay !== undefined);
      if (expiry) {
        await opens(admin, `${DETAIL(expiry.alarmId)}?channelCustId=${expiry.channelCustId}`);
        await expect.poll(() => admin.getByTestId('alarm-due-day').textContent()).toBe(expiry.dueDay!.replaceAll('-', '/'));
      }
    });
  }

  it("the secondary customer sees its own alarms only, and not another's", { timeout: 120_000 }, async () => {
    const eastToken = await apiToken('acme-east');
    const own = (await api<Page_>('/cmp/autorule/alarm/list', { pageSize: 100 }, eastToken)).items;
    const { page } = await signedInPage(browser, 'acme-east', { lang: 'en-US' });
    await opens(page, LIST);
    const rows = page.getByTestId('alarm-table').locator('tbody tr');
    if (own.length) await expect.poll(() => rows.count()).toBe(Math.min(own.length, 20));
    else await expect.poll(() => page.getByTestId('alarm-empty').count()).toBe(1);
    const foreign = alarms.find((a) => !own.some((o) => o.alarmId === a.alarmId));
    if (foreign) {
      await pasteUrl(page, DETAIL(foreign.alarmId));
      await expect.poll(() => page.getByTestId('alarm-not-found').count()).toBe(1);
    }
  });

  it('enterprise staff get the 403 page', { timeout: 60_000 }, async () => {
    const staff = (await signedInPage(browser, 'acme-staff', { lang: 'en-US' })).page;
    expect((await pasteUrl(staff, LIST)).status).toBe('403');
    expect((await pasteUrl(staff, DETAIL('A20260101000000000ABCDEF'))).status).toBe('403');
  });
});
