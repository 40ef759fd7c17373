// @vitest-environment jsdom
import { areaCodes } from '@cmp/functions/platform/permissions';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../../../i18n/testing';
import { setLanguage } from '../../../../i18n';
import { enUS, zhCN } from '../../../../i18n/all-texts';
import { fakeApi, renderPage, resetPortal, signInAs } from '../../../../lib/page-harness';
import { canAccess } from '../../../../routing/access';
import { billRoutes } from '../routes';
import FenrunPage from './fenrun-page';

const texts = enUS.billing.bill;
const head = {
  channelCustId: 'C1001',
  custId: null,
  cycle: '2026-10',
  calendar: 'month',
  start: '2026-10-01',
  end: '2026-10-31',
  status: 1,
  publishStatus: 1,
  publishedAt: '2026-11-02T01:00:00.000Z',
  currency: 'CNY',
  createdAt: '2026-11-01T03:00:00.000Z',
  enterpriseName: 'Acme IoT Ltd.',
  customerName: 'Acme IoT Ltd.',
  planNames: { G001: 'Monthly 1 GB individual' },
  retailNames: { R1: 'East 1 GB', R2: 'West 1 GB' },
  poolNames: {},
};
const profit = {
  ...head,
  billId: 'C1001_202610_MP_E',
  kind: 'profit',
  totals: { amount: 7840, tax: 0, total: 7840, cardCount: 15 },
  lines: [],
  profitLines: [
    {
      retailId: 'R1',
      goodsReleaseId: 'G001',
      custId: 'S2001',
      customerName: 'Acme East',
      dividend: 'profit',
      proportion: 20,
      cardCount: 10,
      retailAmount: 35000,
      basicAmount: 10000,
      share: 5000,
    },
    {
      retailId: 'R2',
      goodsReleaseId: 'G001',
      custId: 'S2002',
      customerName: 'Acme West',
      dividend: 'turnover',
      proportion: 10,
      cardCount: 5,
      retailAmount: 28400,
      basicAmount: 5000,
      share: 2840,
    },
  ],
};
const consumption = {
  ...head,
  billId: 'C1001_202610_MC_E',
  kind: 'consumption',
  totals: { amount: 100, tax: 6, total: 106, cardCount: 1 },
  lines: [],
  profitLines: [],
};

beforeEach(() => {
  resetPortal();
  fakeApi({
    'bill.detail': (b) => (b.billId === profit.billId ? profit : consumption),
    'bill.cards': () => ({ items: [], cursor: null }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('profit-sharing bill', () => {
  it('shows each retail plan’s share per secondary customer by name, method and proportion, and the total', async () => {
    signInAs('enterprise', [areaCodes.billing]);
    renderPage(<FenrunPage />, '/billing/bill/fenrun/:billId', `/billing/bill/fenrun/${profit.billId}`);
    const table = await screen.findByTestId('bill-profit-lines');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      ['East 1 GBMonthly 1 GB individual', 'Acme East', '10', 'By profit', '20%', '¥350.00', '¥100.00', '¥50.00'],
      ['West 1 GBMonthly 1 GB individual', 'Acme West', '5', 'By turnover', '10%', '¥284.00', '¥50.00', '¥28.40'],
    ]);
    expect(screen.getByTestId('bill-profit-total').textContent).toBe('¥78.40');
    expect(screen.getByTestId('bill-share').textContent).toBe('¥78.40');
    expect(table.textContent).not.toMatch(/S200\d|R\d|G001/);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme IoT Ltd. · 2026/10');
  });

  it('reads in Chinese too', async () => {
    signInAs('platform', [areaCodes.billing]);
    setLanguage('zh-CN');
    renderPage(<FenrunPage />, '/billing/bill/fenrun/:billId', `/billing/bill/fenrun/${profit.billId}`);
    const table = await screen.findByTestId('bill-profit-lines');
    expect(table.textContent).toContain(zhCN.billing.bill.fenrun.method.turnover);
    expect(screen.getAllByText(zhCN.billing.bill.fenrun.total).length).toBe(2);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Acme IoT Ltd. · 2026/10');
  });

  it('sends a consumption bill opened here to its own page', async () => {
    signInAs('enterprise', [areaCodes.billing]);
    const router = renderPage(<FenrunPage />, '/billing/bill/fenrun/:billId', `/billing/bill/fenrun/${consumption.billId}`);
    await waitFor(() => expect(router.state.location.pathname).toBe(`/billing/bill/spending/${consumption.billId}`));
  });

  it('is the platform’s and the enterprise’s: a secondary customer gets the 403 page (route audience)', () => {
    const route = (id: string) => billRoutes.find((r) => r.id === id)!;
    const codes = [areaCodes.billing];
    expect(canAccess(route('billing.bill.fenrun'), codes, 'secondary')).toBe(false);
    expect(canAccess(route('billing.bill.fenrun'), codes, 'enterprise')).toBe(true);
    expect(canAccess(route('billing.bill.fenrun'), codes, 'platform')).toBe(true);
    // Its own consumption bills and the list stay open to a secondary customer.
    expect(canAccess(route('billing.bill.spending'), codes, 'secondary')).toBe(true);
    expect(canAccess(route('billing.bill.list'), codes, 'secondary')).toBe(true);
    expect(texts.fenrun.title).toBe('Profit-sharing bill');
  });
});
