import { featureCodes } from '@cmp/functions/platform/permissions';
import { useLocation, useNavigate, useParams } from 'react-router';
import {
  type ColumnDeclaration,
  type FilterDeclaration,
  type ListContext,
  type ListDeclaration,
  ListPage,
} from '../../../components/list-page';
import { enterpriseFilter, enumFilter } from '../../../components/list-page/common-filters';
import { exportInvoices } from './invoice-api';
import { InvoiceDetailDrawer } from './invoice-detail-drawer';
import { IssueDialog, RejectDialog, RequestDialog } from './invoice-dialogs';
import { INVOICE_LIST, INVOICE_STATES, type InvoiceRow, LIST_PATH, canDecide, exportBlocked, stateTones } from './invoice-model';

// /financial/customer-bill/list/:invoiceId? — C-end invoices (spec §2 Financial, §3, §5, §7): an
// enterprise's own requests, or every enterprise's for finance with a customer filter; requesting an
// invoice over paid orders and written-off bills, finance's issue and rejection, the export of one
// customer's last 2 months, and the invoice of the URL in a drawer over the list.

const k = (key: string) => `financial.invoice.${key}`;
const isPlatform = (ctx: Pick<ListContext, 'scope'>) => ctx.scope.side === 'platform';

const filters: FilterDeclaration[] = [
  enterpriseFilter(k('filters.enterprise'), 'invoice-filter-enterprise'),
  enumFilter('state', k('fields.state'), INVOICE_STATES, k('states'), { width: 'w-40', testId: 'invoice-filter-state' }),
  {
    kind: 'dateRange',
    field: 'created',
    label: k('filters.created'),
    labels: [k('filters.createdFrom'), k('filters.createdTo')],
    testId: 'invoice-filter-created',
  },
];

const columns: ColumnDeclaration<InvoiceRow>[] = [
  {
    key: 'title',
    header: k('fields.title'),
    link: (i) => `${LIST_PATH}/${encodeURIComponent(i.invoiceId)}`,
    linkTestId: (i) => `invoice-open-${i.invoiceId}`,
    below: (i, ctx) => (
      <span className="block text-xs text-slate-500">
        {isPlatform(ctx) ? `${i.enterpriseName ?? i.channelCustId} · ` : ''}
        {ctx.t(k(`kinds.${i.type}`))}
      </span>
    ),
  },
  { key: 'taxNumber', header: k('fields.taxNumber'), format: 'code' },
  { key: 'amount', header: k('fields.amount'), format: 'money', align: 'end' },
  {
    key: 'items',
    header: k('fields.items'),
    value: (i) => i.items.length,
    format: 'count',
    align: 'end',
  },
  {
    key: 'state',
    header: k('fields.state'),
    state: { tones: stateTones, label: k('states'), testId: (i) => `invoice-state-${i.invoiceId}` },
    below: (i) =>
      i.state === 'rejected' ? (
        <span className="block max-w-48 text-xs text-red-700">{i.reason}</span>
      ) : i.state === 'issued' ? (
        <span className="block font-mono text-xs text-slate-500">{i.invoiceNumber}</span>
      ) : null,
  },
  {
    key: 'createdAt',
    header: k('fields.createdAt'),
    format: 'dateTime',
    below: (i, ctx) => (
      <span className="text-xs text-slate-500">{i.createdBy === 'platform' ? ctx.t('common.platformActor') : i.createdBy}</span>
    ),
    className: 'whitespace-nowrap',
  },
];

/** The drawer of the invoice in the URL (nothing otherwise); closing it returns to the list. */
function DetailPanel({ ctx }: { ctx: ListContext }) {
  const { invoiceId } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  if (!invoiceId) return null;
  return <InvoiceDetailDrawer invoiceId={invoiceId} ctx={ctx} onClose={() => navigate(`${LIST_PATH}${search}`)} />;
}

const declaration: ListDeclaration<InvoiceRow> = {
  title: k('title'),
  subtitle: (ctx) => [isPlatform(ctx) ? k('subtitlePlatform') : k('subtitle')],
  source: INVOICE_LIST,
  localized: true,
  rowKey: 'invoiceId',
  filters,
  columns,
  panel: DetailPanel,
  actionsTestId: (i) => `invoice-actions-${i.invoiceId}`,
  rowActions: [
    {
      id: 'issue',
      label: k('actions.issue'),
      permission: featureCodes.invoiceAudit,
      visible: (i, ctx) => isPlatform(ctx) && canDecide(i),
      open: 'issue',
      testId: () => 'invoice-issue',
    },
    {
      id: 'reject',
      label: k('actions.reject'),
      permission: featureCodes.invoiceAudit,
      visible: (i, ctx) => isPlatform(ctx) && canDecide(i),
      danger: () => true,
      open: 'reject',
      testId: () => 'invoice-reject',
    },
  ],
  headerActions: [
    {
      id: 'request',
      label: k('actions.request'),
      permission: featureCodes.invoiceRequest,
      open: RequestDialog,
      variant: 'primary',
      testId: 'invoice-request',
    },
  ],
  dialogs: { issue: IssueDialog, reject: RejectDialog },
  export: {
    permission: featureCodes.invoiceExport,
    label: k('export.action'),
    title: k('export.title'),
    description: k('export.description'),
    disabled: (ctx) => exportBlocked(ctx.body, isPlatform(ctx)),
    start: (body, format) => exportInvoices({ ...body, format } as Parameters<typeof exportInvoices>[0]),
    testId: 'invoice-export',
  },
  emptyDescription: k('empty'),
  testIds: { table: 'invoice-table', empty: 'invoice-empty' },
};

export default function InvoiceListPage() {
  return <ListPage declaration={declaration} />;
}
