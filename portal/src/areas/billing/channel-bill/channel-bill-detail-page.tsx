import { Button, Select, StateBadge, Table, type TableColumn } from '@cmp/ui-kit';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { ExportDialog } from '../../../components/card-list/export-dialog';
import { ListTable } from '../../../components/data-list';
import { type DetailDeclaration, DetailPage, type DetailPartProps } from '../../../components/detail-page';
import { figureFields } from '../../../components/figures';
import { JOB_POLL_MS, ProgressBar, jobTones } from '../../../components/job-page';
import { formatBytes, formatCny, formatCount, orEmpty } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { cardPath } from '../shared/cycles';
import { exportChannelBillDiffs } from './channel-bill-api';
import {
  CHANNEL_BILL_DETAIL,
  CHANNEL_BILL_DIFFS,
  type ChannelBillRecord,
  DIFF_KINDS,
  type DiffRow,
  amountFigures,
  diffTones,
  gapOf,
  importing,
  settledBill,
} from './channel-bill-model';

const f = (key: string) => `billing.channelBill.fields.${key}`;
const s = (key: string) => `billing.channelBill.summary.${key}`;
const money = (fen: number | null) => (fen === null ? orEmpty(null) : formatCny(fen));

/** The differences card by card, of one kind or all; each ICCID opens the card. */
function Differences({ record: bill, ctx }: DetailPartProps<ChannelBillRecord>) {
  const { t } = ctx;
  const [kind, setKind] = useState<string>('');
  const [exporting, setExporting] = useState(false);
  const list = useCursorList<DiffRow, { billId: string; kind?: string }>(CHANNEL_BILL_DIFFS, { billId: bill.billId });
  const choose = (k: string) => {
    setKind(k);
    list.setFilters({ billId: bill.billId, ...(k ? { kind: k } : {}) });
  };
  const columns: TableColumn<DiffRow>[] = [
    {
      key: 'iccid',
      header: 'ICCID',
      cell: (d) =>
        d.kind === 'missingOurs' ? (
          <span className="font-mono text-xs">{d.iccid}</span>
        ) : (
          <Link to={cardPath(d.iccid, bill.channelCustId)} className="font-mono text-xs text-brand-700 hover:underline">
            {d.iccid}
          </Link>
        ),
    },
    {
      key: 'kind',
      header: t(f('kind')),
      cell: (d) => (
        <StateBadge tone={diffTones[d.kind]} data-testid={`channel-bill-diff-${d.iccid}`} data-kind={d.kind}>
          {t(`billing.channelBill.kind.${d.kind}`)}
        </StateBadge>
      ),
    },
    {
      key: 'payer',
      header: t(f('payer')),
      cell: (d) =>
        d.payer === null
          ? orEmpty(null)
          : d.payer === 'E'
            ? (bill.enterpriseName ?? bill.channelCustId)
            : (d.payerName ?? d.payer),
    },
    {
      key: 'operatorAmount',
      header: t(f('operatorAmount')),
      align: 'end',
      cell: (d) => money(d.operatorAmount),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'ourAmount',
      header: t(f('ourAmount')),
      align: 'end',
      cell: (d) => money(d.ourAmount),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'gap',
      header: t(f('gap')),
      align: 'end',
      cell: (d) => money(gapOf(d)),
      className: 'tabular-nums whitespace-nowrap font-medium',
    },
    {
      key: 'usage',
      header: t(f('operatorUsage')),
      align: 'end',
      cell: (d) => (d.operatorBytes === null ? orEmpty(null) : formatBytes(d.operatorBytes)),
      className: 'tabular-nums whitespace-nowrap',
    },
  ];
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <Select
          className="w-64"
          label={t(f('kind'))}
          options={[
            { value: '', label: t('billing.channelBill.kind.all') },
            ...DIFF_KINDS.map((k) => ({ value: k, label: t(`billing.channelBill.kind.${k}`) })),
          ]}
          value={kind}
          onChange={choose}
          data-testid="channel-bill-diff-kind"
        />
        <Button variant="secondary" onClick={() => setExporting(true)} data-testid="channel-bill-diffs-export">
          {t('billing.channelBill.detail.export')}
        </Button>
      </div>
      <ListTable
        caption={t('billing.channelBill.detail.diffs')}
        columns={columns}
        list={list}
        rowKey={(d) => `${d.kind}-${d.iccid}`}
        maxHeight="28rem"
        emptyTitle={t('billing.channelBill.detail.noDiffs')}
        data-testid="channel-bill-diffs"
      />
      {exporting && (
        <ExportDialog
          title={t('billing.channelBill.detail.exportTitle')}
          description={t('billing.channelBill.detail.exportDescription')}
          start={(format) =>
            exportChannelBillDiffs({ billId: bill.billId, ...(kind ? { kind: kind as DiffRow['kind'] } : {}), format })
          }
          onClose={() => setExporting(false)}
        />
      )}
    </div>
  );
}

/** The rows of the file that could not be read, with their line and why. */
function Rejected({ record: bill, ctx }: DetailPartProps<ChannelBillRecord>) {
  const columns: TableColumn<ChannelBillRecord['rejected'][number]>[] = [
    { key: 'line', header: ctx.t(f('line')), className: 'tabular-nums' },
    { key: 'reason', header: ctx.t(f('reason')), cell: (r) => ctx.t(`billing.channelBill.reason.${r.reason}`) },
  ];
  return (
    <div className="space-y-2">
      {bill.rejectedCount > bill.rejected.length && (
        <p className="text-sm text-slate-500">
          {ctx.t('billing.channelBill.detail.rejectedFirst', { shown: bill.rejected.length })}
        </p>
      )}
      <Table
        caption={ctx.t('billing.channelBill.detail.rejected')}
        columns={columns}
        rows={bill.rejected}
        rowKey={(r) => String(r.line)}
      />
    </div>
  );
}

/**
 * The import while it reconciles in the background (a chunked job): its progress, cards reconciled
 * out of the cards to reconcile (0 until the plan has joined the file with our bills); or why it
 * stopped.
 */
function ImportProgress({ record: bill, ctx }: DetailPartProps<ChannelBillRecord>) {
  const p = (key: string) => `billing.channelBill.progress.${key}`;
  if (!importing(bill)) return <p className="text-sm text-red-700">{ctx.t(p('failed'))}</p>;
  return (
    <div className="space-y-2">
      <ProgressBar percent={bill.progress} testId="channel-bill-progress" />
      <p className="text-sm text-slate-700" data-testid="channel-bill-progress-cards">
        {bill.total > 0
          ? ctx.t(p('cards'), { done: formatCount(bill.succeeded), total: formatCount(bill.total) })
          : ctx.t(p('planning'))}
      </p>
      <p className="text-sm text-slate-500">{ctx.t(p('hint'))}</p>
    </div>
  );
}

/** /billing/channelbill/detail/:billId — an operator bill: what was read, the totals on both sides and the differences. */
export const channelBillDetail: DetailDeclaration<ChannelBillRecord> = {
  title: 'billing.channelBill.detail.title',
  heading: (b, ctx) =>
    ctx.t('billing.channelBill.nameOf', { operator: ctx.t(`operator.${b.operator}`), cycle: b.cycle.replace('-', '/') }),
  subtitle: (b) => (b ? `${b.enterpriseName ?? b.channelCustId} · ${b.fileName}` : undefined),
  source: CHANNEL_BILL_DETAIL,
  request: ({ params }) => (params.billId ? { billId: params.billId } : null),
  notFound: 'billing.channelBill.notFound',
  notFoundTestId: 'channel-bill-not-found',
  layout: 'grid',
  // A bill still reconciling is read again until its import ends.
  refreshInterval: (b) => (b && importing(b) ? JOB_POLL_MS : 0),
  sections: [
    {
      id: 'progress',
      title: 'billing.channelBill.progress.title',
      content: ImportProgress,
      wide: true,
      visible: (b) => !settledBill(b),
      testId: 'channel-bill-import-progress',
    },
    {
      id: 'bill',
      title: 'billing.channelBill.detail.bill',
      columns: 2,
      testId: 'channel-bill-info',
      fields: [
        { key: 'operator', label: f('operator'), enumLabel: 'operator' },
        {
          key: 'status',
          label: f('status'),
          state: { tones: jobTones, label: 'billing.channelBill.status', testId: 'channel-bill-status' },
        },
        { key: 'enterpriseName', label: f('enterprise') },
        { key: 'cycle', label: f('cycle'), format: 'month' },
        { key: 'calendar', label: f('calendar'), enumLabel: 'billing.bill.calendar' },
        { key: 'fileName', label: f('fileName'), wide: true },
        { key: 'lines', label: f('lines'), format: 'count' },
        { key: 'rejectedCount', label: f('rejectedCount'), format: 'count' },
        { key: 'createdAt', label: f('createdAt'), format: 'dateTime' },
        { key: 'createdBy', label: f('createdBy'), format: 'actor' },
      ],
    },
    {
      id: 'summary',
      title: 'billing.channelBill.detail.summary',
      columns: 2,
      visible: settledBill,
      testId: 'channel-bill-summary',
      fields: [
        ...figureFields<ChannelBillRecord>(amountFigures, 'billing.channelBill.summary'),
        { key: 'matched', label: s('matched'), format: 'count', value: (b) => b.summary.matched, testId: 'channel-bill-matched' },
        {
          key: 'missingOurs',
          label: s('missingOurs'),
          format: 'count',
          value: (b) => b.summary.missingOurs,
          testId: 'channel-bill-missing-ours',
        },
        {
          key: 'missingOperator',
          label: s('missingOperator'),
          format: 'count',
          value: (b) => b.summary.missingOperator,
          testId: 'channel-bill-missing-operator',
        },
        {
          key: 'amountDiffers',
          label: s('amountDiffers'),
          format: 'count',
          value: (b) => b.summary.amountDiffers,
          testId: 'channel-bill-amount-differs',
        },
        { key: 'presenceOnly', label: s('presenceOnly'), format: 'count', value: (b) => b.summary.presenceOnly },
      ],
    },
    {
      id: 'diffs',
      title: 'billing.channelBill.detail.diffs',
      description: 'billing.channelBill.detail.diffsHint',
      content: Differences,
      wide: true,
      visible: settledBill,
      testId: 'channel-bill-diffs-section',
    },
    {
      id: 'rejected',
      title: 'billing.channelBill.detail.rejected',
      content: Rejected,
      wide: true,
      visible: (b) => b.rejectedCount > 0,
      testId: 'channel-bill-rejected',
    },
  ],
  back: () => '/billing/channelbill/list',
};

/** Without a bill id the list is where a bill is chosen. */
export default function ChannelBillDetailPage() {
  const { billId } = useParams();
  if (!billId) return <Navigate to="/billing/channelbill/list" replace />;
  return <DetailPage declaration={channelBillDetail} />;
}
