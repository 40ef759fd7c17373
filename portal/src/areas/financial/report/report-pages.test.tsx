// @vitest-environment jsdom
import { type ReportColumn, reportColumns } from '@cmp/functions/contracts';
import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../../../i18n/testing';
import { pageTests, renderPage, signInAs } from '../../../lib/page-harness';
import ReportDetailPage from './report-detail-page';
import ReportListPage from './report-list-page';
import { rangeOptions } from './report-model';

const columns = reportColumns;
const figures = (amounts: Partial<Record<ReportColumn, number>>, count = 1) => {
  const full = Object.fromEntries(columns.map((c) => [c, amounts[c] ?? 0])) as Record<ReportColumn, number>;
  const writtenOff = full.writtenOffPreDeposit + full.writtenOffGrant + full.creditUsed;
  return {
    amounts: full,
    counts: Object.fromEntries(columns.map((c) => [c, full[c] ? count : 0])),
    writtenOff,
    net: full.recharged + full.granted + full.contractPaid + full.other - full.refunded - full.withdrawn - writtenOff,
  };
};
const day1 = figures({ recharged: 5_000_000, granted: 50_000 }, 2);
const day2 = figures({ billed: 577_191, writtenOffGrant: 50_000, writtenOffPreDeposit: 527_191, withdrawn: 120_000 });
const sum = figures({
  recharged: 5_000_000,
  granted: 50_000,
  billed: 577_191,
  writtenOffGrant: 50_000,
  writtenOffPreDeposit: 527_191,
  withdrawn: 120_000,
});

/** The detail answers as to an enterprise (its own figures and transfers). */
let own = false;

const api = pageTests(() => ({
  'finreport.list': (b) => ({
    type: b.type,
    range: b.range ?? '2026-11',
    channelCustId: null,
    items:
      b.range === '2001-01'
        ? []
        : [
            { period: b.type === 'day' ? '2026-11-25' : '2026-10', ...day1 },
            { period: b.type === 'day' ? '2026-11-26' : '2026-11', ...day2 },
          ],
    totals: sum,
    cursor: null,
  }),
  'finreport.detail': (b) =>
    b.channelCustId || own
      ? {
          type: b.type,
          id: b.id,
          channelCustId: 'C1001',
          name: 'Acme IoT Ltd.',
          totals: day2,
          customers: [],
          transfers: [
            {
              transferId: 'bill:B1',
              at: '2026-11-26T02:00:00.000Z',
              column: 'billed',
              amount: 577_191,
              fundsChange: 0,
              reason: 'bill published',
              settles: { kind: 'bill', id: 'B1' },
              by: 'platform',
            },
            {
              transferId: 'withdrawal:W1:post',
              at: '2026-11-26T03:00:00.000Z',
              column: 'withdrawn',
              amount: 120_000,
              fundsChange: -120_000,
              reason: 'withdrawal paid',
              settles: { kind: 'withdrawal', id: 'W1' },
              by: 'platform',
            },
          ],
        }
      : {
          type: b.type,
          id: b.id,
          channelCustId: null,
          name: null,
          totals: sum,
          customers: [
            { channelCustId: 'C1001', name: 'Acme IoT Ltd.', ...day2 },
            { channelCustId: 'C1002', name: 'Globex Logistics', ...day1 },
          ],
          transfers: [],
        },
}));

describe('financial report screens', () => {
  it('lists the days of a month in yuan with a totals row; each day opens its detail', async () => {
    signInAs('platform', [areaCodes.financial, featureCodes.finReportExport]);
    renderPage(<ReportListPage />, '/financial/report/list');
    const table = await screen.findByTestId('report-table-day');
    await waitFor(() => expect(table.textContent).toContain('2026/11/25'));
    expect(table.textContent).toContain('¥50,000.00');
    expect(table.textContent).toContain('¥5,771.91');
    expect(table.textContent).toContain('2 transfers');
    expect(screen.getByTestId('report-total-day').textContent).toBe('Total');
    expect(table.textContent).toContain('1 transfer¥');
    expect(table.textContent).toContain('¥43,528.09');
    expect(screen.getByTestId('report-link-2026-11-26').getAttribute('href')).toBe('/financial/report/detail/day/2026-11-26');
    expect(api().bodiesOf('finreport.list')[0]).toMatchObject({ type: 'day', range: rangeOptions('day')[0] });
    expect(screen.getByTestId('report-export-day')).toBeTruthy();
  });

  it('switches to the month report of a year', async () => {
    signInAs('enterprise', [areaCodes.financial]);
    renderPage(<ReportListPage />, '/financial/report/list');
    await userEvent.click(await screen.findByTestId('report-tab-month'));
    const table = await screen.findByTestId('report-table-month');
    await waitFor(() => expect(table.textContent).toContain('2026/10'));
    expect(api().bodiesOf('finreport.list').at(-1)).toMatchObject({ type: 'month', range: rangeOptions('month')[0] });
    expect(screen.queryByTestId('report-export-month')).toBeNull();
  });

  it('shows the platform every customer of a day by name, each linking to its own detail', async () => {
    signInAs('platform', [areaCodes.financial]);
    renderPage(<ReportDetailPage />, '/financial/report/detail/:type/:id', '/financial/report/detail/day/2026-11-26');
    const customers = await screen.findByTestId('report-customers-table');
    expect(customers.textContent).toContain('Globex Logistics');
    expect(screen.getByTestId('report-customer-C1001').getAttribute('href')).toBe(
      '/financial/report/detail/day/2026-11-26?channelCustId=C1001',
    );
    expect(screen.getByTestId('report-net').textContent).toBe(
      `¥${((5_000_000 + 50_000 - 577_191 - 120_000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(api().bodiesOf('finreport.detail')[0]).toEqual({ type: 'day', id: '2026-11-26' });
  });

  it('shows an enterprise its figures and transfers of the period, platform staff as the platform', async () => {
    own = true;
    try {
      signInAs('enterprise', [areaCodes.financial]);
      renderPage(<ReportDetailPage />, '/financial/report/detail/:type/:id', '/financial/report/detail/day/2026-11-26');
      const transfers = await screen.findByTestId('report-transfers-table');
      expect(transfers.textContent).toContain('Withdrawals paid');
      expect(transfers.textContent).toContain('-¥1,200.00');
      expect(transfers.textContent).toContain('Platform');
      expect(transfers.textContent).toContain('Bill · B1');
      expect(screen.getByTestId('report-written-off-pre-deposit').textContent).toBe('¥5,271.91');
      expect(screen.queryByTestId('report-customers-table')).toBeNull();
      expect(api().bodiesOf('finreport.detail')[0]).toEqual({ type: 'day', id: '2026-11-26' });
    } finally {
      own = false;
    }
  });
});
