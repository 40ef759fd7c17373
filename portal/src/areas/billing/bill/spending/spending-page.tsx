import { type DetailDeclaration, DetailPage } from '../../../../components/detail-page';
import { BILL_DETAIL, type BillRecord } from '../bill-model';
import { BillBefore, PrintNow, backToList, billActions, billHeading, billSubtitle, summaryFields } from '../bill-parts';
import { BillCards } from './bill-cards';
import { BillCharts, BillLines } from './bill-lines';

/**
 * /billing/bill/spending/:billId — a consumption bill: its summary, its lines by plan with names, the
 * cycle at a glance, and its cards (by plan or ICCID) linking to the card pages. Printable.
 */
export const spendingDetail: DetailDeclaration<BillRecord> = {
  title: 'billing.bill.spending.title',
  heading: billHeading('billing.bill.spending.heading'),
  subtitle: billSubtitle,
  source: BILL_DETAIL,
  request: ({ params }) => (params.billId ? { billId: params.billId } : null),
  notFound: 'billing.bill.notFound',
  notFoundTestId: 'bill-not-found',
  before: ({ record, ctx }) => <BillBefore record={record} ctx={ctx} page="consumption" />,
  sections: [
    {
      id: 'summary',
      title: 'billing.bill.spending.summary',
      fields: summaryFields('consumption'),
      columns: 3,
      testId: 'bill-summary',
    },
    {
      id: 'lines',
      title: 'billing.bill.spending.lines',
      description: 'billing.bill.spending.linesHint',
      content: BillLines,
      testId: 'bill-lines-section',
    },
    {
      id: 'chart',
      title: 'billing.bill.spending.chart',
      content: BillCharts,
      visible: (b) => b.lines.length > 0,
      testId: 'bill-charts',
    },
    {
      id: 'cards',
      title: 'billing.bill.cards.title',
      description: 'billing.bill.cards.hint',
      content: BillCards,
      testId: 'bill-cards-section',
    },
  ],
  back: (b, ctx) => backToList(b, ctx, 'consumption'),
  actions: billActions,
  dialogs: { print: PrintNow },
};

export default function SpendingPage() {
  return (
    <div data-print-root="">
      <DetailPage declaration={spendingDetail} />
    </div>
  );
}
