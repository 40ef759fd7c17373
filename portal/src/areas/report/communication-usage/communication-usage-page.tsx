import { ListPage } from '../../../components/list-page';
import { chartPanel, monthColumn, monthPoints, planFilter, reportList } from '../report-common';
import { COMM_USAGE_REPORT, type CommUsageAnswer, type CommUsageRow, bytesPerMonth } from '../report-model';

/**
 * /report/communicationUsage/list — usage of each billing-cycle month by communication service and
 * by zone: the bytes of cards whose plan carries it (a plan of several zones counts in each); all plans or one.
 */
const declaration = reportList<CommUsageRow>('communicationUsage', 'communicationUsage', {
  source: COMM_USAGE_REPORT,
  filters: [planFilter('communicationUsage', COMM_USAGE_REPORT)],
  rowKey: (r) => `${r.month}|${r.kind}|${r.id}`,
  panel: chartPanel<CommUsageAnswer>(COMM_USAGE_REPORT, {
    title: 'report.communicationUsage.chart',
    points: (a) => monthPoints(bytesPerMonth(a.items.filter((r) => r.kind === 'commserv')), (r) => r.bytes),
    unit: 'bytes',
    testId: 'communication-usage-chart',
  }),
  footnote: 'report.communicationUsage.footnote',
  columns: [
    monthColumn<CommUsageRow & { month: string | null }>('communication-usage') as never,
    { key: 'kind', cell: (r, ctx) => ctx.t(`report.communicationUsage.kinds.${r.kind}`) },
    {
      key: 'name',
      cell: (r, ctx) => (r.id === 'none' ? ctx.t('report.communicationUsage.none') : r.name ? `${r.name} (${r.id})` : r.id),
    },
    { key: 'bytes', format: 'size', align: 'end' },
  ],
});

export default function CommunicationUsagePage() {
  return <ListPage declaration={declaration} />;
}
