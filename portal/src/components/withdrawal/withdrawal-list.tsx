import { featureCodes } from '@cmp/functions/platform/permissions';
import { StatCard } from '@cmp/ui-kit';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCny, formatDate, formatDateTime } from '../../lib/format';
import { useRoute } from '../../lib/use-route';
import type { ColumnDeclaration, FilterDeclaration, ListContext, ListDeclaration } from '../list-page';
import { enterpriseFilter, enumFilter } from '../list-page/common-filters';
import { examineWithdrawal, exportWithdrawals, fundsChanged } from './withdrawal-api';
import { ApplyDialog, RejectDialog, RunDialog } from './withdrawal-dialogs';
import {
  RUN_DAY,
  WITHDRAWAL_LIST,
  WITHDRAWAL_STATES,
  WITHDRAWAL_SUMMARY,
  type WithdrawalRow,
  canExamine,
  canReject,
  stateTones,
} from './withdrawal-model';

// The withdrawal list as a declaration over the shared list page (/business/withdraw/list and
// /shortcuts/withdraw/list): an enterprise sees its own requests, what it may withdraw and asks for a
// withdrawal; finance sees every enterprise's, examines or rejects them and starts the run of the 10th.

const k = (key: string) => `business.withdraw.${key}`;
const isPlatform = (ctx: Pick<ListContext, 'scope'>) => ctx.scope.side === 'platform';

const filters: FilterDeclaration[] = [
  enterpriseFilter(k('filters.enterprise'), 'withdraw-filter-enterprise'),
  enumFilter('state', k('fields.state'), WITHDRAWAL_STATES, k('state'), { width: 'w-40', testId: 'withdraw-filter-state' }),
  {
    kind: 'dateRange',
    field: 'created',
    label: k('filters.created'),
    labels: [k('filters.createdFrom'), k('filters.createdTo')],
    testId: 'withdraw-filter-created',
  },
];

/** The payee: the account name, the bank and the account number under it. */
function Payee({ w }: { w: WithdrawalRow }) {
  return (
    <div className="max-w-56">
      <div className="text-slate-900">{w.accountName}</div>
      <div className="truncate text-xs text-slate-500" title={w.bankName}>
        {w.bankName}
      </div>
      <div className="font-mono text-xs whitespace-nowrap text-slate-500">{w.bankAccount}</div>
    </div>
  );
}

const columns: ColumnDeclaration<WithdrawalRow>[] = [
  {
    key: 'withdrawalId',
    header: k('fields.withdrawalId'),
    format: 'code',
    className: 'whitespace-nowrap',
  },
  {
    key: 'enterprise',
    header: k('fields.enterprise'),
    value: (w) => w.enterpriseName ?? w.channelCustId,
    visible: isPlatform,
  },
  { key: 'amount', header: k('fields.amount'), format: 'money', align: 'end' },
  { key: 'payee', header: k('fields.payee'), cell: (w) => <Payee w={w} /> },
  {
    key: 'state',
    header: k('fields.state'),
    state: { tones: stateTones, label: k('state'), testId: (w) => `withdraw-state-badge-${w.withdrawalId}` },
    // Under the state: the rejection's reason, else when the last step was taken.
    below: (w) =>
      w.reason ? (
        <span className="block max-w-48 text-xs text-red-700">{w.reason}</span>
      ) : (
        <span className="text-xs whitespace-nowrap text-slate-500">
          {formatDateTime(w.withdrawnAt ?? w.applyingAt ?? w.examinedAt ?? w.createdAt)}
        </span>
      ),
  },
  {
    key: 'createdAt',
    header: k('fields.createdAt'),
    format: 'dateTime',
    below: (w) => <span className="text-xs text-slate-500">{w.createdBy}</span>,
    className: 'whitespace-nowrap',
  },
];

/** The figures above the list: what the enterprise may withdraw and has reserved, and the next run (the 10th). */
function SummaryPanel({ ctx }: { ctx: ListContext }) {
  const { t } = useTranslation('business');
  const body =
    ctx.scope.side === 'platform' ? (ctx.body.channelCustId ? { channelCustId: String(ctx.body.channelCustId) } : {}) : {};
  const { data, isLoading, mutate } = useRoute(WITHDRAWAL_SUMMARY, body);
  useEffect(() => {
    const reread = () => void mutate();
    fundsChanged.addEventListener('change', reread);
    return () => fundsChanged.removeEventListener('change', reread);
  }, [mutate]);
  const figures = data && 'withdrawable' in data ? data : null;
  return (
    <div className="space-y-3" data-testid="withdraw-summary">
      <div className="grid gap-3 sm:grid-cols-3">
        {figures && (
          <>
            <StatCard
              label={t(k('summary.withdrawable'))}
              value={<span data-testid="withdraw-withdrawable">{formatCny(figures.withdrawable)}</span>}
              hint={t(k('summary.preDeposit'), { amount: formatCny(figures.preDeposit) })}
              loading={isLoading}
            />
            <StatCard label={t(k('summary.reserved'))} value={formatCny(figures.reserved)} hint={t(k('summary.reservedHint'))} />
          </>
        )}
        <StatCard
          label={t(k('summary.nextRun'))}
          value={<span data-testid="withdraw-next-run">{data ? formatDate(data.nextRunDate) : ''}</span>}
          hint={t(k('summary.rule'), { day: RUN_DAY })}
          loading={isLoading}
        />
      </div>
    </div>
  );
}

/** The withdrawal list of `title` (the business area's or the shortcut's). */
export const withdrawalList = (title: string): ListDeclaration<WithdrawalRow> => ({
  title,
  subtitle: (ctx) => [isPlatform(ctx) ? k('subtitlePlatform') : k('subtitle'), { day: RUN_DAY }],
  source: WITHDRAWAL_LIST,
  localized: true,
  rowKey: 'withdrawalId',
  filters,
  columns,
  panel: SummaryPanel,
  heading: k('heading'),
  actionsTestId: (w) => `withdraw-actions-${w.withdrawalId}`,
  rowActions: [
    {
      id: 'examine',
      label: k('actions.examine'),
      permission: featureCodes.withdrawAudit,
      visible: (w, ctx) => isPlatform(ctx) && canExamine(w),
      confirm: {
        title: (w) => [k('examine.title'), { id: w.withdrawalId }],
        description: (w) => [k('examine.description'), { amount: formatCny(w.amount), day: RUN_DAY }],
        confirmLabel: k('examine.confirm'),
        tone: 'default',
        run: (w) => examineWithdrawal(w.withdrawalId),
        done: k('examine.done'),
        dialogTestId: 'withdraw-examine-dialog',
      },
      testId: () => 'withdraw-examine',
    },
    {
      id: 'reject',
      label: k('actions.reject'),
      permission: featureCodes.withdrawAudit,
      visible: (w, ctx) => isPlatform(ctx) && canReject(w),
      danger: () => true,
      open: 'reject',
      testId: () => 'withdraw-reject',
    },
  ],
  headerActions: [
    {
      id: 'apply',
      label: k('actions.apply'),
      permission: featureCodes.withdrawDeposit,
      visible: (ctx) => ctx.scope.side === 'enterprise',
      open: ApplyDialog,
      variant: 'primary',
      testId: 'withdraw-apply',
    },
    {
      id: 'run',
      label: k('actions.run'),
      permission: featureCodes.withdrawAudit,
      visible: isPlatform,
      open: RunDialog,
      variant: 'secondary',
      testId: 'withdraw-run',
    },
  ],
  dialogs: { reject: RejectDialog },
  export: {
    permission: featureCodes.withdrawExport,
    label: k('export.action'),
    title: k('export.title'),
    description: k('export.description'),
    start: (body, format) => exportWithdrawals({ ...body, format } as Parameters<typeof exportWithdrawals>[0]),
    testId: 'withdraw-export',
  },
  emptyDescription: k('empty'),
  testIds: { table: 'withdraw-table', empty: 'withdraw-empty' },
});
