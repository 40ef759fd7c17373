/**
 * Automation rules in Chromium against `npm start` (issue #15, items 1 and 5), in both languages:
 * Acme adds a daily-usage rule with e-mail, runs the dry run over the seeded usage and sees when it
 * would have fired, saves it, finds it in the list; a usage file from the operator fires it, its alarm
 * shows in the alarm log and its e-mail in the local inbox; Acme opens the rule in words, switches it
 * off and deletes it (confirmed). A phone list in the wrong format is refused in the form with the spec's message;
 * enterprise staff get the 403 page.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enUS, zhCN } from '../../portal/src/i18n/all-texts.ts';
import { launchChromium, signedInPage } from '../support/browser.ts';
import { api, apiToken, pasteUrl } from '../support/e2e-api.ts';
import { appUrl } from '../support/sign-in.ts';

type Lang = 'en-US' | 'zh-CN';
const textsOf = (lang: Lang) => (lang === 'en-US' ? enUS : zhCN).autorule;
const LIST = '/autorule/autorule-list/list';
const ALARMS = '/autorule/alarm-list/list';

async function opens(page: Page, path: string) {
  const { failures, status } = await pasteUrl(page, path);
  expect(failures, path).toEqual([]);
  expect(status, path).toBeNull();
}

describe('automation rules', () => {
  let browser: Browser;
  let acmeToken: string;
  beforeAll(async () => {
    browser = await launchChromium();
    acmeToken = await apiToken('acme');
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const lang of ['en-US', 'zh-CN'] as const) {
    const texts = textsOf(lang);

    it(
      `Acme adds a usage rule with e-mail after a dry run, and finds it in the list, in ${lang}`,
      { timeout: 180_000 },
      async () => {
        const name = `E2E ${lang} ${Date.now().toString(36)}`;
        const { page } = await signedInPage(browser, 'acme', { lang });
        await opens(page, LIST);
        await expect.poll(() => page.getByTestId('rule-table').textContent()).toContain(texts.list.states.on);

        await page.getByTestId('rule-add').click();
        const form = page.getByTestId('rule-add-dialog');
        await form.getByTestId('rule-name').fill(name);
        await form.getByTestId('rule-trigger').click();
        await page.getByRole('option', { name: texts.triggerKinds.dailyUsage }).click();
        await form.getByTestId('rule-threshold').fill('20');
        // A phone list in the wrong format is refused with the spec's message.
        await form.getByTestId('rule-phones').fill('138-abc');
        await form.getByTestId('rule-emails').fill('noc@acme.example');
        await form.getByTestId('dialog-confirm').click();
        const phoneWrong = lang === 'en-US' ? 'phone format wrong' : '电话格式错误';
        await expect.poll(() => form.textContent()).toMatch(new RegExp(phoneWrong, 'i'));
        await form.getByTestId('rule-phones').fill('');

        // The dry run: what the draft would have done over the last 30 days, nothing saved.
        await form.getByTestId('rule-dry-run-start').click();
        const result = form.getByTestId('rule-dry-run-result');
        await expect.poll(() => result.count()).toBe(1);
        const rows = form.getByTestId('rule-dry-run-table').locator('tbody tr');
        await expect.poll(() => rows.count()).toBeGreaterThan(0);
        expect(await rows.first().textContent()).toMatch(/\d{4}-\d{2}-\d{2}.*MB/);
        const listed = await api<{ items: { name: string }[] }>('/cmp/autorule/list', { name, pageSize: 10 }, acmeToken);
        expect(listed.items).toEqual([]);

        await form.getByTestId('dialog-confirm').click();
        await expect.poll(() => form.count()).toBe(0);
        const row = page.getByTestId('rule-table').locator('tr', { hasText: name });
        await expect.poll(() => row.count()).toBe(1);
        expect(await row.textContent()).toContain(texts.pushTypes[2]);

        const { items } = await api<{ items: { ruleId: string; name: string }[] }>(
          '/cmp/autorule/list',
          { name, pageSize: 10 },
          acmeToken,
        );
        const ruleId = items[0]!.ruleId;

        // The operator delivers a usage file (the real path: S3 event, ingestion, the bus, the
        // evaluator): an active card over 20 MB today fires the rule once; the alarm is in the log
        // and its e-mail in the local inbox.
        const cards = await api<{ items: { iccid: string }[] }>('/cmp/sim/card/list', { state: 64, pageSize: 10 }, acmeToken);
        const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
        const drop = await fetch(`${appUrl()}/dev/operator/usage`, {
          method: 'POST',
          body: `day,iccid,bytes\n${today},${cards.items[0]!.iccid},${30 * 1024 * 1024}\n`,
        });
        expect(drop.status).toBe(201);
        const alarmsOf = async () =>
          (
            await api<{ items: { actions: { status: string }[] }[] }>(
              '/cmp/autorule/alarm/list',
              { ruleId, pageSize: 10 },
              acmeToken,
            )
          ).items;
        await expect.poll(async () => (await alarmsOf()).map((a) => a.actions[0]?.status), { timeout: 30_000 }).toEqual(['sent']);
        await opens(page, ALARMS);
        await expect.poll(() => page.getByTestId('alarm-table').textContent()).toContain(name);
        expect(await page.getByTestId('alarm-table').textContent()).toContain(texts.pushTypes[2]);
        await page.goto(`${appUrl()}/dev/inbox`);
        await page
          .getByRole('link', { name: new RegExp(name) })
          .first()
          .click();
        await expect.poll(() => page.locator('h1').textContent()).toContain(name);
        expect(await page.locator('pre').textContent()).toContain(cards.items[0]!.iccid);

        // The rule in words, then off and deleted.
        await opens(page, LIST);
        await page.getByTestId(`rule-link-${ruleId}`).click();
        await expect.poll(() => page.getByTestId('rule-sentence').textContent()).toContain('20 MB');
        await page.getByTestId('rule-detail-switch').click();
        await page.getByTestId('rule-switch-confirm').getByTestId('dialog-confirm').click();
        await expect.poll(() => page.getByTestId('rule-detail-state').textContent()).toBe(texts.list.states.off);
        await page.getByTestId('rule-detail-delete').click();
        await page.getByTestId('rule-delete-confirm').getByTestId('dialog-confirm').click();
        await expect.poll(() => new URL(page.url()).pathname).toBe(LIST);
        const after = await api<{ items: unknown[] }>('/cmp/autorule/list', { name, pageSize: 10 }, acmeToken);
        expect(after.items).toEqual([]);
        await expect.poll(() => page.getByTestId('rule-table').textContent()).not.toContain(name);
      },
    );
  }

  it('enterprise staff get the 403 page', { timeout: 60_000 }, async () => {
    const staff = (await signedInPage(browser, 'acme-staff', { lang: 'en-US' })).page;
    const { status } = await pasteUrl(staff, LIST);
    expect(status).toBe('403');
  });
});
