import { ListPage } from '../../../components/list-page';
import { type WithTotal, chartPanel, monthColumn, monthPoints, reportList, withTotals } from '../report-common';
import { BUSINESS_REPORT, type BusinessAnswer, type BusinessRow } from '../report-model';

type Row = WithTotal<BusinessRow>;

/**
 * /report/business/list — per month of a year: cards and active cards at its end, activations,
 * usage and the bills published (the financial report's figure; a secondary customer has none of
 * its own); with the year's totals.
 */
const declaration = reportList<Row>('business', 'business', {
  source: BUSINESS_REPORT,
  rows: withTotals as never,
  rowKey: (r) => r.month ?? 'total',
  panel: chartPanel<BusinessAnswer>(BUSINESS_REPORT, {
    title: 'report.business.chart',
    points: (a) => monthPoints(a.items, (r) => r.usageBytes),
    unit: 'bytes',
    testId: 'business-chart',
  }),
  columns: [
    monthColumn<Row>('business'),
    { key: 'cards', format: 'count', align: 'end', value: (r) => (r.month ? r.cards : null) },
    { key: 'active', format: 'count', align: 'end', value: (r) => (r.month ? r.active : null) },
    { key: 'activated', format: 'count', align: 'end' },
    { key: 'usageBytes', format: 'size', align: 'end' },
    { key: 'billedFen', format: 'money', align: 'end' },
    { key: 'bills', format: 'count', align: 'end' },
  ],
});

export default function BusinessPage() {
  return <ListPage declaration={declaration} />;
}
