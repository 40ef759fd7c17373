/**
 * The card list in Chromium against `npm start`: an enterprise administrator filters by state and
 * operator, selects cards on two pages (the selection survives paging), starts "Change status",
 * lands on the batch detail page and waits for the batch to finish; the cards really changed.
 * Then the label and data pool filters: the rows are exactly the label's (across pages, with a
 * state) and the pool's cards, and Reset clears them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { enUS } from '../../portal/src/i18n/all-texts.ts';
import { signedInPage, useChromium } from '../support/browser.ts';
import { pageApi } from '../support/e2e-api.ts';

const base = () => inject('app').baseUrl;

async function choose(page: Page, testId: string, option: string) {
  await page.getByTestId(testId).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** ICCIDs and states of the rows on screen, once loaded. */
async function rows(page: Page): Promise<{ iccid: string; state: string }[]> {
  const table = page.getByTestId('card-table');
  await expect.poll(() => table.locator('tr[data-loading-row]').count()).toBe(0);
  return table.locator('tbody tr').evaluateAll((trs) =>
    trs
      .map((tr) => ({
        iccid: tr.querySelector('[data-testid="card-link"]')?.textContent ?? '',
        state: tr.querySelector('[data-testid="card-state"]')?.getAttribute('data-state') ?? '',
      }))
      .filter((r) => r.iccid),
  );
}

const sortedJoined = (iccids: readonly string[]) => [...iccids].sort().join();
/** The ICCIDs of the rows on screen, sorted and joined (to compare as one value while polling). */
const shownIccids = async (page: Page) => sortedJoined((await rows(page)).map((r) => r.iccid));

interface ApiCard {
  iccid: string;
  state: number;
  operator: string;
  modeType: string;
  goodsReleaseId: string;
  custId: string | null;
}

/** Cards as the API sees them, with the page's own token. */
const apiCards = async (page: Page, body: object): Promise<ApiCard[]> =>
  (await pageApi<{ items: ApiCard[] }>(page, '/cmp/sim/card/list', body)).items;

/** Every row of the filtered list, following "next page" to the end. */
async function allRows(page: Page): Promise<{ iccid: string; state: string }[]> {
  const out = await rows(page);
  while (await page.getByTestId('page-next').isEnabled()) {
    const before = out[out.length - 1]?.iccid;
    await page.getByTestId('page-next').click();
    await expect.poll(async () => (await rows(page)).at(-1)?.iccid).not.toBe(before);
    out.push(...(await rows(page)));
  }
  return out;
}

describe('card list', () => {
  const browser = useChromium();

  it('filters, selects across pages and changes the status of the selection', async () => {
    const { context, page } = await signedInPage(browser(), 'acme', { viewport: { width: 1600, height: 1000 } });
    await page.goto(`${base()}/card/card-list/list`);
    await expect.poll(async () => (await rows(page)).length).toBeGreaterThan(0);

    // Filter: activated China Mobile cards (one batch needs one operator and one initial state).
    await choose(page, 'filter-state', enUS.cardState[64]);
    await choose(page, 'filter-operator', enUS.operator.CMCC);
    await page.getByTestId('filter-search').click();
    await page.getByTestId('card-pagination').locator('select').selectOption('10');
    await expect
      .poll(async () => {
        const r = await rows(page);
        return r.length === 10 && r.every((c) => c.state === '64');
      })
      .toBe(true);
    const first = await rows(page);

    // Page 1: select the whole page; page 2: two more cards.
    await page.getByTestId('card-select-page').click();
    await expect.poll(() => page.getByTestId('card-selection-count').getAttribute('data-count')).toBe('10');
    await page.getByTestId('page-next').click();
    await expect.poll(async () => (await rows(page))[0]?.iccid).not.toBe(first[0]!.iccid);
    const second = await rows(page);
    expect(second.every((c) => c.state === '64')).toBe(true);
    expect(second.some((c) => first.some((f) => f.iccid === c.iccid))).toBe(false);
    const picked = second.slice(0, 2).map((c) => c.iccid);
    for (const iccid of picked) await page.getByRole('checkbox', { name: `Select ${iccid}` }).check();
    await expect.poll(() => page.getByTestId('card-selection-count').getAttribute('data-count')).toBe('12');

    // Back on page 1 the earlier selection is still there.
    await page.getByTestId('page-previous').click();
    await expect.poll(async () => (await rows(page))[0]?.iccid).toBe(first[0]!.iccid);
    expect(await page.getByRole('checkbox', { name: `Select ${first[3]!.iccid}` }).isChecked()).toBe(true);

    // Change status → Deactivated, with a confirmation.
    await page.getByTestId('card-change-state').click();
    await choose(page, 'change-state-target', enUS.cardState[65]);
    await page.getByTestId('dialog-confirm').click();
    const confirm = page.getByTestId('change-state-confirm');
    await expect.poll(() => confirm.count()).toBe(1);
    await confirm.getByTestId('dialog-confirm').click();

    // The batch detail page follows the batch until it finishes.
    await page.waitForURL('**/card/batchoperate/detail/*/processing');
    await expect
      .poll(() => page.getByTestId('batch-status').getAttribute('data-status'), { timeout: 90_000, interval: 500 })
      .toBe('succeeded');
    expect(await page.getByTestId('batch-total').textContent()).toBe('12');
    expect(await page.getByTestId('batch-succeeded').textContent()).toBe('12');

    // Every selected card is now deactivated.
    const changed = [...first.map((c) => c.iccid), ...picked];
    for (const iccid of changed.slice(0, 12)) {
      const [card] = await apiCards(page, { iccid });
      expect(card?.state, iccid).toBe(65);
    }
    await context.close();
  });

  it('filters by label and by data pool, across pages, and Reset clears them', async () => {
    const { context, page } = await signedInPage(browser(), 'acme', { viewport: { width: 1600, height: 1000 } });
    await page.goto(`${base()}/card/card-list/list`);
    await expect.poll(async () => (await rows(page)).length).toBeGreaterThan(0);

    // A label on 9 stock and 5 active cards; a pool with 2 active mainland China Mobile cards.
    const stock = (await apiCards(page, { state: 63, pageSize: 100 })).filter((c) => !c.custId).slice(0, 9);
    const active = (await apiCards(page, { state: 64, operator: 'CMCC', pageSize: 100 })).filter(
      (c) => !c.custId && c.modeType === '01' && ['G001', 'G003'].includes(c.goodsReleaseId),
    );
    expect(stock.length).toBe(9);
    expect(active.length).toBeGreaterThanOrEqual(7);
    const labelled = [...stock, ...active.slice(0, 5)].map((c) => c.iccid);
    const run = Date.now().toString(36);
    const label = await pageApi<{ labelId: string }>(page, '/cmp/sim/label/save', { name: `E2E ${run}`, color: 'teal' });
    await pageApi(page, '/cmp/sim/label/attach', { labelId: label.labelId, iccids: labelled });
    const pool = await pageApi<{ poolId: string }>(page, '/cmp/sim/pool/add', {
      name: `E2E pool ${run}`,
      poolType: 'shared',
      operator: 'CMCC',
      modeType: '01',
      elementId: 'ZCN000001',
    });
    const pooled = active.slice(5, 7).map((c) => c.iccid);
    const change = await pageApi<{ failures: unknown[] }>(page, '/cmp/sim/pool/change', {
      poolId: pool.poolId,
      action: 'add',
      iccids: pooled,
    });
    expect(change.failures).toEqual([]);
    // The choices load with the page: open it again to see the new label and pool.
    await page.reload();
    await expect.poll(async () => (await rows(page)).length).toBeGreaterThan(0);

    // Label: exactly its 14 cards over two pages of 10.
    await choose(page, 'filter-labelId', `E2E ${run}`);
    await page.getByTestId('filter-search').click();
    await page.getByTestId('card-pagination').locator('select').selectOption('10');
    await expect.poll(async () => (await rows(page)).length).toBe(10);
    expect((await allRows(page)).map((r) => r.iccid).sort()).toEqual([...labelled].sort());

    // Label and state together.
    await choose(page, 'filter-state', enUS.cardState[63]);
    await page.getByTestId('filter-search').click();
    await expect.poll(() => shownIccids(page)).toBe(sortedJoined(stock.map((c) => c.iccid)));

    // Pool instead of the label: clearing the label ("All") and the state.
    await choose(page, 'filter-labelId', enUS.dataList.any);
    await choose(page, 'filter-state', enUS.dataList.any);
    await choose(page, 'filter-poolId', `E2E pool ${run} (${pool.poolId})`);
    await page.getByTestId('filter-search').click();
    await expect.poll(() => shownIccids(page)).toBe(sortedJoined(pooled));

    // Reset: every card again, the filters cleared.
    await page.getByTestId('filter-reset').click();
    await expect.poll(async () => (await rows(page)).length).toBe(10);
    expect(await page.getByTestId('filter-poolId').textContent()).toBe(enUS.dataList.any);
    expect(await page.getByTestId('card-pagination').locator('select').inputValue()).toBe('10');
    await context.close();
  });

  it('fits its box at 1440 px in both languages, without cutting the plan, and scrolls sideways when narrow', async () => {
    /** The table box's widths once rows are on screen, and whether the plan cells are shown whole. */
    const measure = async (width: number, lang: 'en-US' | 'zh-CN') => {
      const { context, page } = await signedInPage(browser(), 'acme', { lang, viewport: { width, height: 900 } });
      await page.goto(`${base()}/card/card-list/list`);
      await expect.poll(async () => (await rows(page)).length).toBeGreaterThan(0);
      const box = await page.getByTestId('card-table').evaluate((el) => {
        // Selection box, ICCID, MSISDN, IMSI, operator, state, customer, then the plan.
        const planCells = [...el.querySelectorAll('tbody tr')].map((tr) => tr.children[7] as HTMLElement);
        const right = el.getBoundingClientRect().right;
        return {
          scrollWidth: el.scrollWidth,
          clientWidth: el.clientWidth,
          planCut: planCells.some((td) => td.scrollWidth > td.clientWidth || td.getBoundingClientRect().right > right + 1),
        };
      });
      await context.close();
      return box;
    };
    for (const lang of ['en-US', 'zh-CN'] as const) {
      const wide = await measure(1440, lang);
      expect(wide.scrollWidth, lang).toBeLessThanOrEqual(wide.clientWidth);
      expect(wide.planCut, lang).toBe(false);
    }
    const narrow = await measure(900, 'en-US');
    expect(narrow.scrollWidth).toBeGreaterThan(narrow.clientWidth);
  });
});
