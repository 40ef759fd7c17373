/**
 * The card detail in Chromium against `npm start`: an enterprise administrator opens an active
 * card, sees its fields, plan cycle and usage chart, deactivates it through the confirmation and
 * sees the new state (also in the API); enterprise staff (4000, without 2010106) gets no
 * "Change status" button.
 */
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { pageApi } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

interface Card {
  iccid: string;
  msisdn: string;
  imsi: string;
  state: number;
}

describe('card detail', () => {
  const browser = useChromium();

  it('shows an active card and deactivates it after confirmation', async () => {
    const { context, page } = await signedInPage(browser(), 'acme', { viewport: { width: 1600, height: 1000 } });
    // From the end of the ICCID order, away from the cards other browser tests change.
    const list = await pageApi<{ items: Card[] }>(page, '/cmp/sim/card/list', { state: 64, sort: 'desc', pageSize: 10 });
    const card = list.items[2]!;
    await page.goto(`${base()}/card/card-list/detail/${card.iccid}`);
    await expect.poll(() => page.getByTestId('detail-iccid').textContent()).toBe(card.iccid);
    expect(await page.getByTestId('detail-state').getAttribute('data-state')).toBe('64');
    expect(await page.getByTestId('field-msisdn').textContent()).toBe(card.msisdn);
    expect(await page.getByTestId('field-imsi').textContent()).toBe(card.imsi);
    expect(await page.getByTestId('detail-operator-status').textContent()).toContain('Powered on');
    expect(await page.getByTestId('cycle-usage').textContent()).toMatch(/ of .*%/);
    expect(await page.getByTestId('usage-chart').locator('svg[role="img"]').count()).toBe(1);
    // The chart's data table is for screen readers only: taking it out of the layout changes nothing
    // (a visible-to-layout table of 30 rows once added ~700 px of blank scroll below the page).
    const heights = await page.evaluate(() => {
      const tables = [...document.querySelectorAll<HTMLElement>('[data-testid="usage-chart"] table')];
      const before = document.documentElement.scrollHeight;
      for (const t of tables) t.style.display = 'none';
      const after = document.documentElement.scrollHeight;
      for (const t of tables) t.style.display = '';
      return { tables: tables.length, before, after };
    });
    expect(heights.tables).toBe(1);
    expect(heights.before).toBe(heights.after);

    await page.getByTestId('action-changeStatus').click();
    await page.getByTestId('state-target').getByRole('button').click();
    await page.getByRole('option', { name: enUS.cardState[65], exact: true }).click();
    await page.getByTestId('dialog-confirm').click();
    // The confirmation names the change before anything is sent.
    await expect.poll(() => page.getByTestId('action-confirm-text').textContent()).toContain(`"${enUS.cardState[65]}"`);
    expect((await pageApi<Card>(page, '/cmp/sim/card/detail', { iccid: card.iccid })).state).toBe(64);
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByTestId('detail-state').getAttribute('data-state')).toBe('65');
    expect(await page.getByTestId('detail-state').textContent()).toBe(enUS.cardState[65]);
    expect((await pageApi<Card>(page, '/cmp/sim/card/detail', { iccid: card.iccid })).state).toBe(65);

    // The log tab shows the change.
    await page.getByRole('tab', { name: enUS.card.detail.tabs.log }).click();
    await expect.poll(() => page.getByTestId('log-table').textContent()).toContain(enUS.card.detail.logAction.changeState);
    await context.close();
  });

  it('does not offer "Change status" to enterprise staff', async () => {
    const { context, page } = await signedInPage(browser(), 'acme-staff', { viewport: { width: 1600, height: 1000 } });
    const list = await pageApi<{ items: Card[] }>(page, '/cmp/sim/card/list', { state: 64, sort: 'desc', pageSize: 10 });
    const card = list.items[5]!;
    await page.goto(`${base()}/card/card-list/detail/${card.iccid}`);
    await expect.poll(() => page.getByTestId('detail-iccid').textContent()).toBe(card.iccid);
    expect(await page.getByTestId('action-edit').count()).toBe(1);
    expect(await page.getByTestId('action-sendSms').count()).toBe(1);
    expect(await page.getByTestId('action-changeStatus').count()).toBe(0);
    expect(await page.getByTestId('action-block').count()).toBe(0);
    await context.close();
  });
});
