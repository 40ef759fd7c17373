import { ListPage } from '../../../components/list-page';
import { type WithTotal, chartPanel, monthColumn, monthPoints, reportList, withTotals } from '../report-common';
import { ACTIVE_REPORT, type ActiveAnswer, type ActiveRow } from '../report-model';

type Row = WithTotal<ActiveRow>;

/**
 * /report/active/list — activations of each month of a year, the active cards at its end and their
 * share of all cards; with the year's activations.
 */
const declaration = reportList<Row>('active', 'active', {
  source: ACTIVE_REPORT,
  rows: withTotals as never,
  rowKey: (r) => r.month ?? 'total',
  panel: chartPanel<ActiveAnswer>(ACTIVE_REPORT, {
    title: 'report.active.chart',
    points: (a) => monthPoints(a.items, (r) => r.activated),
    unit: 'count',
    testId: 'active-chart',
  }),
  columns: [
    monthColumn<Row>('active'),
    { key: 'activated', format: 'count', align: 'end' },
    { key: 'active', format: 'count', align: 'end' },
    { key: 'total', format: 'count', align: 'end' },
    {
      key: 'activePerMille',
      align: 'end',
      value: (r) => (r.month ? `${((r.activePerMille ?? 0) / 10).toFixed(1)}%` : null),
    },
  ],
});

export default function ActivePage() {
  return <ListPage declaration={declaration} />;
}
