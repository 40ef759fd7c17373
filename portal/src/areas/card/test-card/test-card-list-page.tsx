import { StateBadge } from '@cmp/ui-kit';
import type { TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable, PageHeader } from '../../../components/data-list';
import { PickEnterpriseFirst, TenantPicker, useTenantScope } from '../../../components/tenant-scope';
import { formatBytes, formatDate } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { type TestCardRow, remainingTone } from './test-card-model';

/** /card/testcard/list: the tenant's cards in state 61 with the days left of test + stock (≤ 12 months). */
export default function TestCardListPage() {
  const { t } = useTranslation();
  const scope = useTenantScope();
  const list = useCursorList<TestCardRow, Record<string, unknown>>(scope.ready ? '/cmp/sim/testCard/list' : null, scope.body);
  if (scope.platform && list.filters.channelCustId !== (scope.channelCustId || undefined)) list.setFilters(scope.body);

  const detailPath = (c: TestCardRow) => `/card/testcard/detail/${c.iccid}${scope.query}`;
  const columns: TableColumn<TestCardRow>[] = [
    {
      key: 'iccid',
      header: t('testCard.fields.iccid'),
      cell: (c) => (
        <Link
          to={detailPath(c)}
          className="font-mono text-xs text-brand-700 hover:underline"
          data-testid={`test-card-${c.iccid}`}
        >
          {c.iccid}
        </Link>
      ),
    },
    { key: 'msisdn', header: t('testCard.fields.msisdn'), className: 'font-mono text-xs' },
    { key: 'operator', header: t('testCard.fields.operator'), cell: (c) => t(`operator.${c.operator}`) },
    { key: 'quotaBytes', header: t('testCard.usage.quota'), cell: (c) => formatBytes(c.quotaBytes), className: 'tabular-nums' },
    {
      key: 'startedAt',
      header: t('testCard.fields.startedAt'),
      cell: (c) => formatDate(c.test.startedAt),
      className: 'tabular-nums',
    },
    {
      key: 'deadline',
      header: t('testCard.fields.deadline'),
      cell: (c) => formatDate(c.test.deadline),
      className: 'tabular-nums',
    },
    {
      key: 'remainingDays',
      header: t('testCard.fields.remainingDays'),
      cell: (c) => (
        <StateBadge tone={remainingTone(c.test)}>
          {c.test.expired ? t('testCard.expired') : t('testCard.days', { count: c.test.remainingDays })}
        </StateBadge>
      ),
    },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (c) => (
        <Link to={detailPath(c)} className="rounded px-1.5 py-0.5 text-sm font-medium text-brand-700 hover:bg-brand-50">
          {t('testCard.view')}
        </Link>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader title={t('testCard.title')} subtitle={t('testCard.subtitle')} />
      {scope.platform && (
        <div className="rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm">
          <TenantPicker scope={scope} />
        </div>
      )}
      {scope.ready ? (
        <ListTable
          caption={t('testCard.title')}
          columns={columns}
          list={list}
          rowKey={(c) => c.iccid}
          data-testid="test-card-table"
        />
      ) : (
        <PickEnterpriseFirst />
      )}
    </div>
  );
}
