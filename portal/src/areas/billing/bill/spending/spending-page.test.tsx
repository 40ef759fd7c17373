// @vitest-environment jsdom
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../i18n/testing';
import { setLanguage } from '../../../../i18n';
import { enUS, zhCN } from '../../../../i18n/all-texts';
import { fakeApi, refuse, renderPage, resetPortal, signInAs } from '../../../../lib/page-harness';
import { billSummary } from '../bill-fixtures';
import { groupLines } from './bill-lines';
import SpendingPage from './spending-page';

const texts = enUS.billing.bill;
const line = (over: Record<string, unknown>) => ({
  goodsReleaseId: 'G001',
  tariffType: 0,
  unit: 'day',
  unitPrice: 1000,
  cardCount: 1,
  quantity: 0,
  amount: 0,
  tax: 0,
  bytes: 0,
  ...over,
});
const bill = {
  ...billSummary({ totals: { amount: 97340, tax: 5841, total: 103181, cardCount: 60 } }),
  billId: 'C1001_202610_MC_E',
  lines: [
    line({
      kind: 'overage',
      unit: 'MB',
      unitPrice: 30,
      quantity: 768,
      amount: 23040,
      tax: 1382,
      bytes: 805_306_368,
      cardCount: 3,
    }),
    line({ kind: 'planFee', quantity: 1519, amount: 49000, tax: 2940, cardCount: 49 }),
    line({ kind: 'planFee', reason: 'silentPeriod', cardCount: 19 }),
    line({
      goodsReleaseId: 'G002',
      tariffType: 1,
      kind: 'planFee',
      unit: 'term',
      unitPrice: 3600,
      quantity: 5,
      amount: 18000,
      tax: 1080,
      cardCount: 5,
    }),
    line({
      kind: 'poolOverage',
      unit: 'MB',
      unitPrice: 30,
      quantity: 244,
      amount: 7300,
      tax: 439,
      bytes: 255_852_544,
      poolId: 'PA1',
      cardCount: 2,
    }),
    line({
      kind: 'adjustment',
      unit: 'MB',
      unitPrice: 30,
      quantity: 1,
      amount: 0,
      tax: 0,
      adjusts: { cycle: '2026-09', kind: 'overage' },
    }),
  ],
  profitLines: [],
  planNames: { G001: 'Monthly 1 GB individual', G002: 'Prepaid 500 MB yearly' },
  retailNames: {},
  poolNames: { PA1: 'Meters pool' },
};
const card = (n: number, goodsReleaseId = 'G001') => ({
  iccid: `898600000000000${String(n).padStart(5, '0')}`,
  goodsReleaseId,
  lines: [
    { kind: 'planFee', quantity: 31, amount: 1000, tax: 60, bytes: 0, reason: null },
    { kind: 'overage', quantity: 2, amount: 60, tax: 4, bytes: 2_097_152, reason: null },
  ],
});

let api$: ReturnType<typeof fakeApi>;
beforeEach(() => {
  resetPortal();
  api$ = fakeApi({
    'bill.detail': (b) => {
      if (b.billId !== bill.billId) throw refuse(404, 'not found');
      return bill;
    },
    'bill.cards': (b) => {
      if (b.iccid) return { items: [card(7)].filter((c) => c.iccid === b.iccid), cursor: null };
      const pool = b.goodsReleaseId === 'G002' ? [card(90, 'G002')] : Array.from({ length: 50 }, (_, i) => card(i));
      if (b.cursor === '1.0') return { items: [card(60)], cursor: null };
      return { items: pool, cursor: pool.length === 50 ? '1.0' : null };
    },
    'bill.publish': (b) => ({ billId: b.billId, publishStatus: 1, publishedAt: '2026-11-26T08:00:00.000Z' }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const open = (billId = bill.billId) =>
  renderPage(<SpendingPage />, '/billing/bill/spending/:billId', `/billing/bill/spending/${billId}`);

describe('consumption bill', () => {
  it('shows its summary and lines by plan with names, item labels, units and prices, never raw ids', async () => {
    signInAs('enterprise', [areaCodes.billing]);
    open();
    const lines = await screen.findByTestId('bill-lines');
    expect(screen.getByTestId('bill-payer').textContent).toBe('Acme IoT Ltd.');
    expect(screen.getByTestId('bill-total').textContent).toBe('¥1,031.81');
    expect(screen.getByTestId('bill-publish-state').textContent).toBe(texts.publishStatus['0']);
    const text = lines.textContent ?? '';
    expect(text).toContain('Monthly 1 GB individual');
    expect(text).toContain('Prepaid 500 MB yearly');
    expect(text).toContain('Pool Meters pool');
    expect(text).toContain('Plan fee (silent period)');
    expect(text).toContain('Adjustment for 2026/09: Overage');
    expect(text).toContain('¥10.00 / month');
    expect(text).toContain('¥36.00 / term');
    expect(text).toContain('1,519');
    expect(text).toContain(texts.unit.day);
    expect(text).not.toMatch(/G00\d|PA1/);
    // Lines are grouped by plan: the plan's fee first, its pool overage and adjustment after it.
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.querySelector('td:nth-child(2)')?.textContent)).toEqual([
      'Plan fee',
      'Plan fee (silent period)',
      'Overage',
      'Pool overage',
      'Adjustment for 2026/09: Overage',
      'Plan fee',
    ]);
    expect(screen.getByTestId('bill-chart-amount')).toBeTruthy();
    // Nothing to publish for an enterprise; Print for everyone.
    expect(screen.queryByTestId('bill-publish')).toBeNull();
    expect(screen.getByTestId('bill-print')).toBeTruthy();
  });

  it('names packs and orders by their item, links each order to its page, and opens no cards for them', async () => {
    const lines = [
      ...bill.lines,
      line({
        goodsReleaseId: 'EP1',
        kind: 'pack',
        unit: 'pack',
        unitPrice: 800,
        quantity: 2,
        amount: 1600,
        tax: 96,
        cardCount: 2,
        itemName: 'Event pack 2 GB',
      }),
      line({
        goodsReleaseId: '',
        kind: 'oneoff',
        unit: 'item',
        unitPrice: 5000,
        quantity: 1,
        amount: 5000,
        cardCount: 0,
        orderId: 'C1001-20261012-aaaaaaaa',
        itemName: 'SIM replacement',
      }),
      line({
        goodsReleaseId: '',
        kind: 'cardPurchase',
        unit: 'card',
        unitPrice: 300,
        quantity: 100,
        amount: 30000,
        cardCount: 0,
        orderId: 'C1001-20261015-bbbbbbbb',
        itemName: 'CMCC cards',
      }),
    ];
    fakeApi({ 'bill.detail': () => ({ ...bill, lines }), 'bill.cards': () => ({ items: [], cursor: null }) });
    signInAs('enterprise', [areaCodes.billing]);
    open();
    const table = await screen.findByTestId('bill-lines');
    const text = table.textContent ?? '';
    for (const words of [
      'Event pack 2 GB',
      'SIM replacement',
      'One-off fee',
      'CMCC cards',
      'Card purchase',
      '¥50.00 / item',
      '¥3.00 / card',
    ])
      expect(text).toContain(words);
    expect(screen.getByTestId('bill-line-order-C1001-20261012-aaaaaaaa').getAttribute('href')).toBe(
      '/billing/orderCenter/orders/detail/C1001-20261012-aaaaaaaa',
    );
    expect(screen.getByTestId('bill-line-order-C1001-20261015-bbbbbbbb').getAttribute('href')).toBe(
      '/shortcuts/iotCardOrder/detail/C1001-20261015-bbbbbbbb',
    );
    expect(screen.queryByTestId('bill-line-cards-EP1')).toBeNull();
    expect(screen.queryByTestId('bill-line-cards-')).toBeNull();
    expect(screen.getByTestId('bill-line-cards-G001')).toBeTruthy();
  });

  it('drills down to the cards of a plan, 50 at a time, and links each card to its page', async () => {
    signInAs('platform', [areaCodes.billing, featureCodes.billPublish]);
    const router = open();
    await screen.findByTestId('bill-lines');
    await waitFor(() => expect(screen.getByTestId('bill-cards-count').textContent).toBe('50 cards shown'));
    expect(api$.bodiesOf('bill.cards')[0]).toEqual({ billId: bill.billId });
    await userEvent.click(screen.getByTestId('bill-cards-more'));
    await waitFor(() => expect(screen.getByTestId('bill-cards-count').textContent).toBe('51 cards shown'));
    expect(api$.bodiesOf('bill.cards').at(-1)).toEqual({ billId: bill.billId, cursor: '1.0' });
    expect(screen.queryByTestId('bill-cards-more')).toBeNull();

    await userEvent.click(screen.getByTestId('bill-line-cards-G002'));
    await waitFor(() => expect(router.state.location.search).toBe('?plan=G002'));
    await waitFor(() => expect(screen.getByTestId('bill-cards-count').textContent).toBe('1 card shown'));
    expect(api$.bodiesOf('bill.cards').at(-1)).toEqual({ billId: bill.billId, goodsReleaseId: 'G002' });
    const table = screen.getByTestId('bill-cards-table');
    expect(table.textContent).toContain('Prepaid 500 MB yearly');
    expect(table.textContent).toContain('Plan fee · ¥10.00');
    expect(table.textContent).toContain('¥10.60');
    // The platform's link names the card's enterprise.
    expect(screen.getByTestId(`bill-card-${card(90).iccid}`).getAttribute('href')).toBe(
      `/card/card-list/detail/${card(90).iccid}/C1001`,
    );
  });

  it('finds one card by its ICCID, refusing what is not one', async () => {
    signInAs('enterprise', [areaCodes.billing]);
    open();
    await waitFor(() => expect(screen.getByTestId('bill-cards-count').textContent).toBe('50 cards shown'));
    await userEvent.type(screen.getByTestId('bill-cards-iccid'), '12345');
    await userEvent.click(screen.getByTestId('bill-cards-search'));
    expect(screen.getByText(texts.cards.iccidInvalid)).toBeTruthy();
    await userEvent.clear(screen.getByTestId('bill-cards-iccid'));
    await userEvent.type(screen.getByTestId('bill-cards-iccid'), card(7).iccid);
    await userEvent.click(screen.getByTestId('bill-cards-search'));
    await waitFor(() => expect(api$.bodiesOf('bill.cards').at(-1)).toEqual({ billId: bill.billId, iccid: card(7).iccid }));
    const link = await screen.findByTestId(`bill-card-${card(7).iccid}`);
    // An enterprise's own card: no enterprise in the link.
    expect(link.getAttribute('href')).toBe(`/card/card-list/detail/${card(7).iccid}`);
    await userEvent.click(screen.getByTestId('bill-cards-clear'));
    await waitFor(() => expect(api$.bodiesOf('bill.cards').at(-1)).toEqual({ billId: bill.billId }));
  });

  it('lets the platform publish it once confirmed, and prints it', async () => {
    signInAs('platform', [areaCodes.billing, featureCodes.billPublish]);
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    open();
    await userEvent.click(await screen.findByTestId('bill-publish'));
    const dialog = await screen.findByTestId('bill-publish-confirm');
    expect(dialog.textContent).toContain('Publish the bill of Acme IoT Ltd. for 2026/10?');
    expect(api$.bodiesOf('bill.publish')).toEqual([]);
    await userEvent.click(within(dialog).getByTestId('dialog-confirm'));
    await waitFor(() => expect(api$.bodiesOf('bill.publish')).toEqual([{ billId: bill.billId }]));
    await userEvent.click(screen.getByTestId('bill-print'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('says so when the bill cannot be read, in the reader’s language', async () => {
    signInAs('secondary', [areaCodes.billing]);
    setLanguage('zh-CN');
    open('C1001_202610_MC_S2002');
    expect((await screen.findByTestId('bill-not-found')).textContent).toContain(zhCN.billing.bill.notFound);
  });

  it('groups lines by plan and retail plan in the order plans first appear', () => {
    const rows = groupLines([
      line({ kind: 'overage', goodsReleaseId: 'G1' }),
      line({ kind: 'planFee', goodsReleaseId: 'G2', retailId: 'R1' }),
      line({ kind: 'planFee', goodsReleaseId: 'G1' }),
    ] as never);
    expect(rows.map((r) => [r.goodsReleaseId, r.kind, r.first])).toEqual([
      ['G1', 'planFee', true],
      ['G1', 'overage', false],
      ['G2', 'planFee', true],
    ]);
  });
});
