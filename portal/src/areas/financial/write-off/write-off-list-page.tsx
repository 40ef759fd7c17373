import { featureCodes } from '@cmp/functions/platform/permissions';
import { Tabs } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/data-list';
import { type ListContext, type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatCny, formatMonth } from '../../../lib/format';
import { useSession } from '../../../lib/use-session';
import { audienceOf } from '../../../routing/access';
import { CyclePanel } from './cycle-panel';
import { WRITE_OFF_LIST, type WriteOffRow } from './write-off-api';
import { WriteOffDialog } from './write-off-dialog';
import { MONTH, WRITE_OFF_TABS, type WriteOffTab, canWriteOff, statusTones, tabOf } from './write-off-model';

const col = (key: string) => `financial.writeOff.columns.${key}`;
const onPlatform = (ctx: ListContext) => ctx.scope.platform;

/** The owing bills of one tab: what each owes, has written off and still owes, and what the customer's funds cover. */
function writeOffList(tab: WriteOffTab): ListDeclaration<WriteOffRow> {
  return {
    title: 'financial.writeOff.title',
    source: WRITE_OFF_LIST,
    scope: 'enterprise',
    fixed: () => ({ tab }),
    rowKey: (r) => r.billId,
    filters: [
      {
        kind: 'text',
        field: 'cycle',
        label: 'financial.writeOff.filters.cycle',
        placeholder: 'financial.writeOff.filters.cyclePlaceholder',
        maxLength: 7,
        pattern: MONTH,
        invalid: 'financial.writeOff.filters.cycleInvalid',
        width: 'w-36',
        testId: 'write-off-filter-cycle',
      },
    ],
    columns: [
      {
        key: 'billId',
        header: col('bill'),
        format: 'code',
        link: (r) => `/billing/bill/spending/${encodeURIComponent(r.billId)}`,
        linkTestId: (r) => `write-off-bill-${r.billId}`,
        below: (r, ctx) => onPlatform(ctx) && r.enterpriseName,
      },
      { key: 'cycle', header: col('cycle'), value: (r) => formatMonth(r.cycle), className: 'whitespace-nowrap' },
      {
        key: 'status',
        header: col('status'),
        state: { tones: statusTones, label: 'financial.writeOff.status', testId: (r) => `write-off-status-${r.billId}` },
        className: 'whitespace-nowrap',
      },
      { key: 'owed', header: col('owed'), format: 'money', align: 'end' },
      { key: 'writtenOff', header: col('writtenOff'), format: 'money', align: 'end' },
      {
        key: 'remaining',
        header: col('remaining'),
        cell: (r) => (
          <span className="tabular-nums whitespace-nowrap" data-testid={`write-off-remaining-${r.billId}`}>
            {formatCny(r.remaining)}
          </span>
        ),
        align: 'end',
      },
      { key: 'payable', header: col('payable'), format: 'money', align: 'end' },
      { key: 'dueDate', header: col('dueDate'), format: 'date', className: 'whitespace-nowrap' },
    ],
    rowActions: [
      {
        id: 'writeOff',
        label: 'financial.writeOff.action',
        permission: featureCodes.writeOff,
        visible: (r) => canWriteOff(r),
        open: 'writeOff',
        testId: (r) => `write-off-action-${r.billId}`,
      },
    ],
    dialogs: { writeOff: WriteOffDialog },
    panel: CyclePanel,
    emptyDescription: 'financial.writeOff.empty',
    testIds: { table: 'write-off-table', empty: 'write-off-empty' },
  };
}

const declarations = Object.fromEntries(WRITE_OFF_TABS.map((tab) => [tab, writeOffList(tab)])) as Record<
  WriteOffTab,
  ListDeclaration<WriteOffRow>
>;

/**
 * /financial/cancel-bill/list/:tab? — write-off management: the bills owed to the platform by tab (to be
 * written off, written off, overdue, all). An enterprise writes off its own; the platform picks the
 * customer, writes off any bill and runs the monthly cycle.
 */
export default function WriteOffListPage() {
  const { t } = useTranslation('financial');
  const { tab } = useParams();
  const navigate = useNavigate();
  const { search } = useLocation();
  const platform = audienceOf(useSession()) === 'platform';
  const selected = tabOf(tab);
  return (
    <div className="space-y-5">
      <PageHeader
        title={t('financial.writeOff.title')}
        subtitle={t(platform ? 'financial.writeOff.subtitlePlatform' : 'financial.writeOff.subtitle')}
      />
      <Tabs
        label={t('financial.writeOff.title')}
        selectedId={selected}
        onChange={(id) => navigate(`/financial/cancel-bill/list/${id}${search}`, { replace: true })}
        tabs={WRITE_OFF_TABS.map((id) => ({
          id,
          label: <span data-testid={`write-off-tab-${id}`}>{t(`financial.writeOff.tabs.${id}`)}</span>,
          content: (
            <div className="mt-4">
              <ListPage declaration={declarations[id]} embedded />
            </div>
          ),
        }))}
      />
    </div>
  );
}
