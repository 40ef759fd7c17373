/**
 * Data pools in Chromium against `npm start`: an enterprise administrator creates a pool, adds two
 * fitting cards and one of another operating mode through the pool change page (with confirmation),
 * reads the refused card's reason in the fail log, and finds the two cards on the pool's detail.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { zhCN } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { pageApi } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

/** Unpooled active China Mobile cards of the signed-in enterprise, by operating mode, read with the page's own session. */
async function cardsByMode(page: Page): Promise<Record<string, string[]>> {
  const { items } = await pageApi<{ items: { iccid: string; modeType: string; poolId: string | null }[] }>(
    page,
    '/cmp/sim/card/list',
    { operator: 'CMCC', state: 64, pageSize: 100 },
  );
  const out: Record<string, string[]> = {};
  for (const c of items.filter((i) => !i.poolId)) out[c.modeType] = [...(out[c.modeType] ?? []), c.iccid];
  return out;
}

describe('data pools', () => {
  const browser = useChromium();

  it('lets an enterprise create a pool and add cards through the pages, with the refused card in the fail log', async () => {
    const { context, page } = await signedInPage(browser(), 'acme');
    const byMode = await cardsByMode(page);
    const good = (byMode['01'] ?? []).slice(0, 2);
    const otherMode = byMode['00']?.[0];
    expect(good).toHaveLength(2);
    expect(otherMode).toBeTruthy();

    await page.goto(`${base()}/card/pool/list`);
    await expect.poll(() => page.getByRole('heading', { name: enUS.card.pool.title }).count()).toBe(1);
    await page.getByTestId('pool-add').click();
    // Checked in the browser before anything is sent.
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByText(enUS.card.pool.rules.nameRequired).count()).toBe(1);
    const name = `E2E pool ${Date.now().toString(36)}`;
    await page.getByTestId('pool-name').fill(name);
    await page.getByTestId('pool-area').click();
    await page.getByRole('option', { name: /China mainland/ }).click();
    await page.getByTestId('dialog-confirm').click();
    await expect.poll(() => page.getByTestId(`pool-link-${name}`).count(), { timeout: 15_000 }).toBe(1);

    // Change cards: two that fit, one of another operating mode; a confirmation comes first.
    await page.getByTestId(`pool-change-${name}`).click();
    await page.waitForURL(/\/card\/pool\/change\/list\?poolId=P[0-9A-F]{12}$/);
    await expect.poll(() => page.getByTestId('pool-change-pool').textContent()).toContain(name);
    await page.getByTestId('pool-change-iccids').fill(`${good[0]}\n${good[1]}\n${otherMode}`);
    await page.getByTestId('pool-change-submit').click();
    await expect.poll(() => page.getByTestId('pool-change-confirm').count()).toBe(1);
    await page.getByTestId('dialog-confirm').click();
    await expect
      .poll(() => page.getByTestId('pool-change-result').textContent(), { timeout: 15_000 })
      .toContain(
        enUS.card.pool.change.result.replace('{{succeeded}}', '2').replace('{{unchanged}}', '0').replace('{{failed}}', '1'),
      );

    await page.getByTestId('pool-change-fail-link').click();
    await page.waitForURL(/\/card\/pool\/change\/fail-log\/PC[0-9A-Z]+$/);
    await expect.poll(() => page.getByTestId('pool-fail-log').textContent()).toContain(otherMode!);
    await expect.poll(() => page.getByTestId('pool-fail-log').textContent()).toContain(enUS.card.pool.reasons.modeMismatch);

    // The pool's detail lists both cards.
    await page.goto(`${base()}/card/pool/list`);
    await page.getByTestId(`pool-link-${name}`).click();
    await page.waitForURL(/\/card\/pool\/detail\/P[0-9A-F]{12}$/);
    for (const iccid of good) await expect.poll(() => page.getByTestId('pool-cards').textContent()).toContain(iccid);
    await context.close();
  });

  it('renders the pool list in Chinese', async () => {
    const { context, page } = await signedInPage(browser(), 'acme', { lang: 'zh-CN', viewport: { width: 1280, height: 800 } });
    await page.goto(`${base()}/card/pool/list`);
    await expect.poll(() => page.getByRole('heading', { name: zhCN.card.pool.title }).count()).toBe(1);
    await context.close();
  });
});
