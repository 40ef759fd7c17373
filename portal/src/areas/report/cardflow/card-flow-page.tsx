import { ListPage } from '../../../components/list-page';
import { type WithTotal, chartPanel, monthColumn, monthPoints, reportList, withTotals } from '../report-common';
import { CARD_FLOW, type CardFlowAnswer, type CardFlowRow } from '../report-model';

type Row = WithTotal<CardFlowRow>;
const figures = [
  'added',
  'activated',
  'deactivated',
  'cancelled',
  'forcedShutdown',
  'allocated',
  'deallocated',
  'removed',
] as const;

/**
 * /report/cardflow/list — what happened to cards in each month of a year: added, activated,
 * deactivated, cancelled, forced shutdown, allocated to and taken from secondary customers, removed;
 * with the year's totals.
 */
const declaration = reportList<Row>('cardFlow', 'cardflow', {
  source: CARD_FLOW,
  rows: withTotals as never,
  rowKey: (r) => r.month ?? 'total',
  panel: chartPanel<CardFlowAnswer>(CARD_FLOW, {
    title: 'report.cardFlow.chart',
    points: (a) => monthPoints(a.items, (r) => r.activated),
    unit: 'count',
    testId: 'card-flow-chart',
  }),
  columns: [monthColumn<Row>('card-flow'), ...figures.map((f) => ({ key: f, format: 'count' as const, align: 'end' as const }))],
});

export default function CardFlowPage() {
  return <ListPage declaration={declaration} />;
}
