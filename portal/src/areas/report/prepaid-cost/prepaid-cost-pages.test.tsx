// @vitest-environment jsdom
import { areaCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import PrepaidCostDetailPage from './prepaid-cost-detail-page';
import PrepaidCostListPage from './prepaid-cost-list-page';

const figures = { received: 720_000, recognised: 60_000, unconsumed: 660_000 };
const plan = {
  channelCustId: 'C1001',
  custId: null,
  goodsReleaseId: 'G002',
  elementId: 'Z001',
  cycle: '2026-09',
  contractType: 'none',
  planName: 'Prepaid 500 MB yearly',
  zoneName: 'Mainland China',
  months: 12,
  cards: 200,
  fee: 720_000,
  ...figures,
};

const api = pageTests(() => ({
  'prepaid.costList': () => ({ items: [{ recordId: '2026-09', ...figures }], cursor: null }),
  'prepaid.costDetail': (b) =>
    b.channelCustId || b.recordId === '2026-10'
      ? {
          recordId: b.recordId,
          view: 'plans',
          channelCustId: 'C1001',
          customerName: 'Acme IoT Ltd.',
          ...figures,
          customers: [],
          plans: [plan],
        }
      : {
          recordId: b.recordId,
          view: 'customers',
          channelCustId: null,
          customerName: null,
          ...figures,
          customers: [{ channelCustId: 'C1002', customerName: 'Globex Logistics', ...figures }],
          plans: [],
        },
}));

describe('prepaid cost report', () => {
  it('lists the months in yuan, each opening its detail', async () => {
    signInAs('platform', [areaCodes.report]);
    renderPage(<PrepaidCostListPage />, '/report/prepaidCost/list');
    const table = await screen.findByTestId('prepaid-cost-table');
    await waitFor(() => expect(table.textContent).toContain('2026/09'));
    expect(table.textContent).toContain('¥7,200.00');
    expect(table.textContent).toContain('¥6,600.00');
    expect(screen.getByTestId('prepaid-cost-2026-09').getAttribute('href')).toBe('/report/prepaidCost/detail/2026-09');
  });

  it("shows the platform a month's customers by name, linking to each one's plans", async () => {
    signInAs('platform', [areaCodes.report]);
    renderPage(
      <PrepaidCostDetailPage />,
      '/report/prepaidCost/detail/:recordId/:channelCustId?',
      '/report/prepaidCost/detail/2026-09',
    );
    await waitFor(() => expect(screen.getByTestId('prepaid-cost-received').textContent).toBe('¥7,200.00'));
    const link = screen.getByTestId('prepaid-cost-customer-C1002');
    expect(link.textContent).toBe('Globex Logistics');
    expect(link.getAttribute('href')).toBe('/report/prepaidCost/detail/2026-09/C1002');
    expect(api().bodiesOf('prepaid.costDetail')[0]).toEqual({ recordId: '2026-09' });
  });

  it("shows a customer's plans of the month, named", async () => {
    signInAs('platform', [areaCodes.report]);
    renderPage(
      <PrepaidCostDetailPage />,
      '/report/prepaidCost/detail/:recordId/:channelCustId?',
      '/report/prepaidCost/detail/2026-09/C1001',
    );
    const plans = await screen.findByTestId('prepaid-cost-plans');
    await waitFor(() => expect(plans.textContent).toContain('Prepaid 500 MB yearly'));
    expect(plans.textContent).toContain('Mainland China');
    expect(plans.textContent).toContain('No contract');
    expect(plans.textContent).toContain('12 months');
    expect(screen.getByTestId('prepaid-cost-plan-G002-2026-09').getAttribute('href')).toBe(
      '/business/capital/prepay-card/G002/Z001/2026-09/none?channelCustId=C1001',
    );
    expect(api().bodiesOf('prepaid.costDetail')[0]).toEqual({ recordId: '2026-09', channelCustId: 'C1001' });
  });

  it('shows a secondary customer its plans without links to the funds it cannot open', async () => {
    signInAs('secondary', [areaCodes.report]);
    renderPage(
      <PrepaidCostDetailPage />,
      '/report/prepaidCost/detail/:recordId/:channelCustId?',
      '/report/prepaidCost/detail/2026-10',
    );
    const plans = await screen.findByTestId('prepaid-cost-plans');
    await waitFor(() => expect(plans.textContent).toContain('Prepaid 500 MB yearly'));
    expect(screen.queryByTestId('prepaid-cost-plan-G002-2026-09')).toBeNull();
  });
});
