import { ListPage } from '../../../components/list-page';
import { chartPanel, monthColumn, monthPoints, reportList } from '../report-common';
import { CARD_REPORT, type CardReportAnswer, type CardReportRow, OPERATORS, STATES } from '../report-model';

/**
 * /report/cardreport/list — cards at each month's end of a year: in total, per lifecycle state and
 * per operator; the platform's every enterprise (or one), an enterprise's own (or a secondary
 * customer's), a secondary customer's own. Counts come from the counters and the months' changes.
 */
const declaration = reportList<CardReportRow>('cardReport', 'cardreport', {
  source: CARD_REPORT,
  rowKey: 'month',
  panel: chartPanel<CardReportAnswer>(CARD_REPORT, {
    title: 'report.cardReport.chart',
    points: (a) => monthPoints(a.items, (r) => r.total),
    unit: 'count',
    testId: 'card-report-chart',
  }),
  columns: [
    monthColumn<CardReportRow & { month: string | null }>('card-report') as never,
    { key: 'total', header: 'report.cardReport.fields.total', format: 'count', align: 'end' },
    ...STATES.map((s) => ({
      key: `s${s}`,
      // The report's own state and operator words: the English ones carry soft hyphens, so the 14 columns fit 1440 px.
      header: `report.cardReport.states.${s}`,
      format: 'count' as const,
      align: 'end' as const,
      value: (r: CardReportRow) => r.states[s] ?? 0,
    })),
    ...OPERATORS.map((o) => ({
      key: `op${o}`,
      header: `report.cardReport.operators.${o}`,
      format: 'count' as const,
      align: 'end' as const,
      value: (r: CardReportRow) => r.operators[o] ?? 0,
    })),
  ],
});

export default function CardReportPage() {
  return <ListPage declaration={declaration} />;
}
