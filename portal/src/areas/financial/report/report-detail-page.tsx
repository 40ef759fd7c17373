import { EmptyState, Table, type TableColumn, type TableProps } from '@cmp/ui-kit';
import { Link } from 'react-router';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { type Figure, figureFields } from '../../../components/figures';
import { formatActor, formatCny, formatDateTime, orEmpty } from '../../../lib/format';
import {
  type CustomerRow,
  REPORT_DETAIL,
  type ReportDetail,
  type TransferRow,
  detailPath,
  periodText,
  reasonKey,
  reportFigures,
  typeOf,
  writeOffFigures,
} from './report-model';

const k = (key: string) => `financial.report.${key}`;

/** A signed change of funds: + in green, − and 0 in the default colour. */
const Signed = ({ fen }: { fen: number }) => (
  <span className={`whitespace-nowrap tabular-nums ${fen > 0 ? 'text-emerald-700' : 'text-slate-900'}`}>
    {fen > 0 ? `+${formatCny(fen)}` : formatCny(fen)}
  </span>
);
const Money = ({ fen }: { fen: number }) => <span className="whitespace-nowrap tabular-nums">{formatCny(fen)}</span>;

/** A titled table of the detail (`customers` or `transfers`): its title, its rows, its empty state. */
function TableSection<T>({
  part,
  ctx,
  ...table
}: { part: 'customers' | 'transfers'; ctx: DetailPartProps<ReportDetail>['ctx'] } & Pick<
  TableProps<T>,
  'columns' | 'rows' | 'rowKey'
>) {
  const title = ctx.t(k(`detail.${part}Title`));
  return (
    <section className="space-y-3" data-testid={`report-${part}`}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      <Table
        {...table}
        caption={title}
        maxHeight="32rem"
        stickyHeader
        empty={<EmptyState compact title={ctx.t('dataList.empty')} description={ctx.t(k(`detail.${part}Empty`))} />}
        data-testid={`report-${part}-table`}
      />
    </section>
  );
}

/** The platform's view of a period: every customer that moved money, by name, each opening its own detail. */
function Customers({ record, ctx }: DetailPartProps<ReportDetail>) {
  const type = typeOf(record.type);
  const columns: TableColumn<CustomerRow>[] = [
    {
      key: 'customer',
      header: ctx.t(k('fields.customer')),
      cell: (c) => (
        <Link
          className="text-sky-700 hover:underline"
          to={detailPath(type, record.id, c.channelCustId)}
          data-testid={`report-customer-${c.channelCustId}`}
        >
          {orEmpty(c.name ?? c.channelCustId)}
        </Link>
      ),
    },
    ...reportFigures.map(
      (f): TableColumn<CustomerRow> => ({
        key: f.key,
        header: ctx.t(k(`fields.${f.key}`)),
        align: 'end',
        cell: (c) => <Money fen={f.value(c)} />,
        ...(f.emphasis ? { className: 'font-medium' } : {}),
      }),
    ),
  ];
  return <TableSection part="customers" ctx={ctx} columns={columns} rows={record.customers} rowKey={(c) => c.channelCustId} />;
}

/** Where a transfer's reference opens: the bill it settles (other references have no screen of their own). */
const referencePath = (r: TransferRow) =>
  r.settles.kind === 'bill' ? `/billing/bill/spending/${encodeURIComponent(r.settles.id)}` : '';

/** An enterprise's view of a period: its transfers that moved money, oldest first. */
function Transfers({ record, ctx }: DetailPartProps<ReportDetail>) {
  const tk = (key: string) => k(`detail.transfer.${key}`);
  const columns: TableColumn<TransferRow>[] = [
    { key: 'at', header: ctx.t(tk('at')), cell: (r) => formatDateTime(r.at), className: 'whitespace-nowrap' },
    {
      key: 'column',
      header: ctx.t(tk('column')),
      cell: (r) => ctx.t(k(`fields.${r.column}`)),
      className: 'whitespace-nowrap',
    },
    {
      key: 'reference',
      header: ctx.t(tk('reference')),
      cell: (r) => {
        const path = referencePath(r);
        const text = (
          <span className="block max-w-56 truncate font-mono text-xs" title={r.settles.id}>
            {ctx.t(k(`detail.settles.${r.settles.kind}`))} · {r.settles.id}
          </span>
        );
        return path ? (
          <Link className="text-sky-700 hover:underline" to={path}>
            {text}
          </Link>
        ) : (
          text
        );
      },
    },
    { key: 'amount', header: ctx.t(tk('amount')), align: 'end', cell: (r) => <Money fen={r.amount} /> },
    { key: 'fundsChange', header: ctx.t(tk('fundsChange')), align: 'end', cell: (r) => <Signed fen={r.fundsChange} /> },
    {
      key: 'reason',
      header: ctx.t(tk('reason')),
      cell: (r) => {
        const key = reasonKey(r.reason);
        return <span className="block max-w-64 truncate">{key ? ctx.t(k(`detail.reasons.${key}`)) : orEmpty(r.reason)}</span>;
      },
    },
    { key: 'by', header: ctx.t(tk('by')), cell: (r) => formatActor(r.by, ctx.t) },
  ];
  return <TableSection part="transfers" ctx={ctx} columns={columns} rows={record.transfers} rowKey={(r) => r.transferId} />;
}

function After(props: DetailPartProps<ReportDetail>) {
  return props.record.channelCustId ? <Transfers {...props} /> : <Customers {...props} />;
}

/**
 * /financial/report/detail/:type/:id — one day (`YYYY-MM-DD`) or month (`YYYY-MM`): its figures; for
 * the platform every customer's (or, with `?channelCustId=`, one customer's figures and transfers), for
 * an enterprise its own figures and transfers. Opens from a pasted URL.
 */
const reportDetail: DetailDeclaration<ReportDetail> = {
  title: 'menu.financial.report.detail',
  heading: (r, ctx) => ctx.t(k(r.type === 'month' ? 'detail.monthTitle' : 'detail.dayTitle'), { id: periodText(r.id) }),
  subtitle: (r, ctx) => r && (r.channelCustId ? (r.name ?? r.channelCustId) : ctx.t(k('detail.allCustomers'))),
  source: REPORT_DETAIL,
  request: ({ params, search, scope }) => ({
    type: typeOf(params.type),
    id: params.id ?? '',
    ...(scope.side === 'platform' && search.get('channelCustId') ? { channelCustId: search.get('channelCustId') } : {}),
  }),
  notFound: k('detail.notFound'),
  notFoundTestId: 'report-not-found',
  sections: [
    {
      id: 'figures',
      title: k('detail.figuresTitle'),
      description: k('detail.figuresDescription'),
      columns: 4,
      testId: 'report-figures',
      fields: figureFields(
        [...reportFigures, ...writeOffFigures].map((f): Figure<ReportDetail> => ({ ...f, value: (r) => f.value(r.totals) })),
        k('fields'),
      ),
    },
  ],
  after: After,
  back: (r) => `/financial/report/list${r?.type === 'month' ? '?type=month' : ''}`,
  backLabel: k('detail.back'),
  backTestId: 'report-back',
};

export default function ReportDetailPage() {
  return <DetailPage declaration={reportDetail} />;
}
