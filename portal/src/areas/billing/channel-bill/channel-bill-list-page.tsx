import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import { figureColumns } from '../../../components/figures';
import { JobStatusCell } from '../../../components/job-page';
import { type ListContext, type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatCount, formatMonth } from '../../../lib/format';
import {
  CHANNEL_BILL_LIST,
  type ChannelBillRow,
  OPERATORS,
  amountFigures,
  channelBillPath,
  differenceCount,
  importing,
  reconciled,
  settledBill,
} from './channel-bill-model';
import { ImportDialog } from './import-dialog';

const col = (key: string) => `billing.channelBill.columns.${key}`;

/** The reconciliation's outcome; while the import runs (or after it failed), its state and progress. */
function Outcome({ bill, ctx }: { bill: ChannelBillRow; ctx: ListContext }) {
  if (!settledBill(bill))
    return <JobStatusCell job={bill} label="billing.channelBill.status" testId={`channel-bill-outcome-${bill.billId}`} />;
  const ok = reconciled(bill.summary);
  return (
    <StateBadge tone={ok ? 'green' : 'red'} data-testid={`channel-bill-outcome-${bill.billId}`}>
      {ok
        ? ctx.t('billing.channelBill.reconciled')
        : ctx.t('billing.channelBill.differences', { count: differenceCount(bill.summary) })}
    </StateBadge>
  );
}

/** /billing/channelbill/list — the operator bills the platform imported, each reconciled against our bills. */
export const channelBillList: ListDeclaration<ChannelBillRow> = {
  title: 'billing.channelBill.list.title',
  subtitle: 'billing.channelBill.list.subtitle',
  source: CHANNEL_BILL_LIST,
  // The platform reads one enterprise's operator bills at a time (the tenant picker; the import dialog offers the same enterprises).
  scope: 'enterprise',
  rowKey: (b) => b.billId,
  // A bill still reconciling in the background: the list is read again until it ends.
  unsettled: importing,
  filters: [
    {
      kind: 'select',
      field: 'operator',
      label: 'billing.channelBill.fields.operator',
      options: OPERATORS,
      optionLabel: 'operator',
      width: 'w-44',
      testId: 'channel-bill-filter-operator',
    },
  ],
  columns: [
    {
      key: 'bill',
      header: col('bill'),
      cell: (b, { t }) => t('billing.channelBill.nameOf', { operator: t(`operator.${b.operator}`), cycle: formatMonth(b.cycle) }),
      link: channelBillPath,
      linkTestId: (b) => `channel-bill-link-${b.billId}`,
      below: (b) => (
        <div className="max-w-56 truncate" title={b.fileName}>
          {b.fileName}
        </div>
      ),
      className: 'min-w-40',
    },
    { key: 'lines', header: col('lines'), format: 'count' },
    ...figureColumns<ChannelBillRow>(amountFigures, 'billing.channelBill.columns'),
    { key: 'outcome', header: col('outcome'), cell: (b, ctx) => <Outcome bill={b} ctx={ctx} /> },
    {
      key: 'matched',
      header: col('matched'),
      cell: (b) => `${formatCount(b.summary.matched)} / ${formatCount(b.summary.operatorCards)}`,
      className: 'tabular-nums whitespace-nowrap',
    },
    { key: 'createdAt', header: col('createdAt'), format: 'dateTime' },
  ],
  rowActions: [
    {
      id: 'open',
      label: 'billing.channelBill.list.open',
      to: (b) => channelBillPath(b),
      testId: (b) => `channel-bill-open-${b.billId}`,
    },
  ],
  headerActions: [
    {
      id: 'import',
      label: 'billing.channelBill.import.action',
      permission: featureCodes.channelBillImport,
      open: 'import',
      variant: 'primary',
      testId: 'channel-bill-import',
    },
  ],
  dialogs: { import: ImportDialog },
  emptyDescription: 'billing.channelBill.list.empty',
  testIds: { table: 'channel-bill-table', empty: 'channel-bill-empty' },
};

export default function ChannelBillListPage() {
  return <ListPage declaration={channelBillList} />;
}
