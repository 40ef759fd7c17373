import { EmptyState, Table, type TableColumn } from '@cmp/ui-kit';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../../components/detail-page';
import { EMPTY, formatCny, formatCount } from '../../../../lib/format';
import { BILL_DETAIL, type BillRecord, type ProfitRow } from '../bill-model';
import { BillBefore, PrintNow, backToList, billActions, billHeading, billSubtitle, summaryFields } from '../bill-parts';

type Row = ProfitRow & { key: string };

/** The shares per retail plan and secondary customer, and their total. */
function ProfitLines({ record, ctx }: DetailPartProps<BillRecord>) {
  const { t } = ctx;
  const retails = record.retailNames as Record<string, string>;
  const plans = record.planNames as Record<string, string>;
  const money = (key: keyof ProfitRow, bold = false) => ({
    align: 'end' as const,
    cell: (r: Row) => formatCny(r[key] as number),
    className: `tabular-nums whitespace-nowrap${bold ? ' font-medium' : ''}`,
  });
  const columns: TableColumn<Row>[] = [
    {
      key: 'retail',
      header: t('billing.bill.fenrun.columns.retail'),
      cell: (r) => (
        <div>
          <div className="font-medium text-slate-900">{retails[r.retailId] ?? EMPTY}</div>
          <div className="text-xs text-slate-500">{plans[r.goodsReleaseId] ?? EMPTY}</div>
        </div>
      ),
    },
    { key: 'customer', header: t('billing.bill.fenrun.columns.customer'), cell: (r) => r.customerName ?? EMPTY },
    {
      key: 'cards',
      header: t('billing.bill.fenrun.columns.cards'),
      align: 'end',
      cell: (r) => formatCount(r.cardCount),
      className: 'tabular-nums',
    },
    {
      key: 'method',
      header: t('billing.bill.fenrun.columns.method'),
      cell: (r) => t(`billing.bill.fenrun.method.${r.dividend}`),
      className: 'whitespace-nowrap',
    },
    {
      key: 'proportion',
      header: t('billing.bill.fenrun.columns.proportion'),
      align: 'end',
      cell: (r) => `${r.proportion}%`,
      className: 'tabular-nums',
    },
    { key: 'retailAmount', header: t('billing.bill.fenrun.columns.retailAmount'), ...money('retailAmount') },
    { key: 'basicAmount', header: t('billing.bill.fenrun.columns.basicAmount'), ...money('basicAmount') },
    { key: 'share', header: t('billing.bill.fenrun.columns.share'), ...money('share', true) },
  ];
  if (!record.profitLines.length) return <EmptyState compact title={t('billing.bill.fenrun.noLines')} />;
  const total = record.profitLines.reduce((sum, l) => sum + l.share, 0);
  return (
    <div className="space-y-3">
      <Table
        caption={t('billing.bill.fenrun.lines')}
        columns={columns}
        rows={record.profitLines.map((l, i) => ({ ...l, key: String(i) }))}
        rowKey={(r) => r.key}
        data-testid="bill-profit-lines"
      />
      <p className="flex justify-end gap-3 px-3 text-sm">
        <span className="text-slate-600">{t('billing.bill.fenrun.total')}</span>
        <span className="font-semibold tabular-nums text-slate-900" data-testid="bill-profit-total">
          {formatCny(total)}
        </span>
      </p>
    </div>
  );
}

/**
 * /billing/bill/fenrun/:billId — a profit-sharing bill: the enterprise's share of each retail plan
 * sold to each secondary customer. The platform's and the enterprise's (route audience).
 */
export const fenrunDetail: DetailDeclaration<BillRecord> = {
  title: 'billing.bill.fenrun.title',
  heading: billHeading('billing.bill.fenrun.heading'),
  subtitle: billSubtitle,
  source: BILL_DETAIL,
  request: ({ params }) => (params.billId ? { billId: params.billId } : null),
  notFound: 'billing.bill.notFound',
  notFoundTestId: 'bill-not-found',
  before: ({ record, ctx }) => <BillBefore record={record} ctx={ctx} page="profit" />,
  sections: [
    {
      id: 'summary',
      title: 'billing.bill.spending.summary',
      fields: summaryFields('profit'),
      columns: 3,
      testId: 'bill-summary',
    },
    {
      id: 'lines',
      title: 'billing.bill.fenrun.lines',
      description: 'billing.bill.fenrun.linesHint',
      content: ProfitLines,
      testId: 'bill-profit-section',
    },
  ],
  back: (b, ctx) => backToList(b, ctx, 'profit'),
  actions: billActions,
  dialogs: { print: PrintNow },
};

export default function FenrunPage() {
  return (
    <div data-print-root="">
      <DetailPage declaration={fenrunDetail} />
    </div>
  );
}
