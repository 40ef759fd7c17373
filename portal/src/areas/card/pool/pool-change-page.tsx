import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import type { TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import useSWR from 'swr';
import { FilterBar, ListTable, PageHeader } from '../../../components/data-list';
import { PickEnterpriseFirst, TenantPicker, useTenantScope } from '../../../components/tenant-scope';
import type { ApiError } from '../../../lib/api';
import { formatCount, formatDateTime } from '../../../lib/format';
import { type CursorPage, useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { POOL_CHANGE_LIST, POOL_LIST } from './pool-api';
import { PoolChangePanel } from './pool-change-panel';
import type { Pool, PoolChange } from './pool-model';
import { NoPoolAccess, linkClass, usePoolAccess } from './pool-parts';

/** /card/pool/change/list/:salesOrder?: moving cards into or out of pools (2060001) and the operations so far. */
export default function PoolChangePage() {
  const { t } = useTranslation('card');
  const { permissions } = useSession();
  const access = usePoolAccess();
  const scope = useTenantScope();
  const [params, setParams] = useSearchParams();
  const poolId = params.get('poolId');
  const canChange = permissions.includes(featureCodes.poolAdd);
  const pools = useSWR<CursorPage<Pool>, ApiError>(access && scope.ready ? [POOL_LIST, { pageSize: 100, ...scope.body }] : null);
  const list = useCursorList<PoolChange, Record<string, unknown>>(access && scope.ready ? POOL_CHANGE_LIST : null, {
    ...scope.body,
    poolId: poolId ?? undefined,
  });
  const wanted = { ...scope.body, poolId: poolId ?? undefined };
  if (list.filters.channelCustId !== wanted.channelCustId || list.filters.poolId !== wanted.poolId) list.setFilters(wanted);
  if (!access) return <NoPoolAccess />;

  const choosePool = (id: string) => {
    const next = new URLSearchParams(params);
    if (id) next.set('poolId', id);
    else next.delete('poolId');
    setParams(next, { replace: true });
  };

  const columns: TableColumn<PoolChange>[] = [
    { key: 'batchId', header: t('card.pool.change.batchId'), className: 'font-mono text-xs whitespace-nowrap' },
    { key: 'poolName', header: t('card.pool.change.pool'), cell: (c) => `${c.poolName} (${c.poolId})` },
    { key: 'action', header: t('card.pool.change.action'), cell: (c) => t(`card.pool.change.actions.${c.action}`) },
    {
      key: 'total',
      header: t('card.pool.change.total'),
      align: 'end',
      cell: (c) => formatCount(c.total),
      className: 'tabular-nums',
    },
    { key: 'succeeded', header: t('card.pool.change.succeeded'), align: 'end', className: 'tabular-nums' },
    {
      key: 'failed',
      header: t('card.pool.change.failed'),
      align: 'end',
      cell: (c) => (c.failed ? <StateBadge tone="red">{c.failed}</StateBadge> : '0'),
    },
    {
      key: 'status',
      header: t('card.pool.fields.status'),
      cell: (c) => (
        <StateBadge tone={c.status === 'done' ? 'green' : 'amber'}>{t(`card.pool.change.statuses.${c.status}`)}</StateBadge>
      ),
    },
    {
      key: 'createdAt',
      header: t('card.pool.change.createdAt'),
      cell: (c) => formatDateTime(c.createdAt),
      className: 'tabular-nums',
    },
    { key: 'createdBy', header: t('card.pool.change.createdBy') },
    {
      key: 'actions',
      header: t('dataList.actions'),
      cell: (c) => (
        <Link
          to={`/card/pool/change/fail-log/${c.batchId}${scope.query}`}
          className={linkClass}
          data-testid={`pool-fail-log-${c.batchId}`}
        >
          {t('card.pool.change.failLog')}
        </Link>
      ),
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader title={t('card.pool.change.title')} subtitle={t('card.pool.change.subtitle')} />
      {scope.platform && (
        <FilterBar onSearch={() => list.reload()} onReset={() => choosePool('')}>
          <TenantPicker scope={scope} />
        </FilterBar>
      )}
      {!scope.ready ? (
        <PickEnterpriseFirst />
      ) : (
        <>
          {canChange && (
            <PoolChangePanel
              pools={pools.data?.items ?? []}
              poolId={poolId}
              onPool={choosePool}
              scopeBody={scope.body}
              scopeQuery={scope.query}
              onDone={() => {
                list.reload();
                void pools.mutate();
              }}
            />
          )}
          <div className="space-y-2">
            <h2 className="text-base font-semibold text-slate-900">{t('card.pool.change.history')}</h2>
            <ListTable
              caption={t('card.pool.change.history')}
              columns={columns}
              list={list}
              rowKey={(c) => c.batchId}
              data-testid="pool-change-list"
            />
          </div>
        </>
      )}
    </div>
  );
}
