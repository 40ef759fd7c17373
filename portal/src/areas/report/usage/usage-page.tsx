import { ListPage } from '../../../components/list-page';
import { type WithTotal, chartPanel, monthColumn, monthPoints, planFilter, reportList, withTotals } from '../report-common';
import { USAGE_REPORT, type UsageAnswer, type UsageRow, bytesPerMonth } from '../report-model';

type Row = WithTotal<UsageRow>;

/**
 * /report/usage/list — usage of each billing-cycle month of a year by plan (Unicom cards: the cycle
 * from the 26th), for the platform, an enterprise or a secondary customer, all plans or one; with the year's total.
 */
const declaration = reportList<Row>('usage', 'usage', {
  source: USAGE_REPORT,
  filters: [planFilter('usage', USAGE_REPORT)],
  rows: withTotals as never,
  rowKey: (r) => (r.month ? `${r.month}|${r.goodsReleaseId}` : 'total'),
  panel: chartPanel<UsageAnswer>(USAGE_REPORT, {
    title: 'report.usage.chart',
    points: (a) => monthPoints(bytesPerMonth(a.items), (r) => r.bytes),
    unit: 'bytes',
    testId: 'usage-chart',
  }),
  columns: [
    monthColumn<Row>('usage'),
    {
      key: 'plan',
      value: (r) => (r.month ? (r.planName ? `${r.planName} (${r.goodsReleaseId})` : r.goodsReleaseId) : null),
    },
    { key: 'bytes', format: 'size', align: 'end' },
  ],
});

export default function UsagePage() {
  return <ListPage declaration={declaration} />;
}
