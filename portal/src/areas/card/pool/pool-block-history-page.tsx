import { Button, EmptyState, StateBadge, type TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { ListTable, PageHeader } from '../../../components/data-list';
import { useTenantScope } from '../../../components/tenant-scope';
import type { ApiError } from '../../../lib/api';
import { formatActor, formatBytes, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { POOL_BLOCK_HISTORY, POOL_DETAIL } from './pool-api';
import type { BlockRecord, Pool } from './pool-model';
import { NoPoolAccess, usePoolAccess } from './pool-parts';

const AUTO_REASONS = ['quotaExhausted', 'quotaAvailable'];

/** /card/pool/blockhistory/:poolId: every block and unblock of a pool, newest first, with time, reason and who. */
export default function PoolBlockHistoryPage() {
  const { t } = useTranslation('card');
  const navigate = useNavigate();
  const { poolId = '' } = useParams();
  const access = usePoolAccess();
  const scope = useTenantScope({ byId: true });
  const body = { poolId, ...scope.body };
  const pool = useSWR<Pool, ApiError>(access && scope.ready ? [POOL_DETAIL, body] : null);
  const list = useCursorList<BlockRecord, typeof body>(access && scope.ready ? POOL_BLOCK_HISTORY : null, body);
  if (!access) return <NoPoolAccess />;

  const columns: TableColumn<BlockRecord>[] = [
    {
      key: 'at',
      header: t('card.pool.historyPage.at'),
      cell: (r) => formatDateTime(r.at),
      className: 'tabular-nums whitespace-nowrap',
    },
    {
      key: 'action',
      header: t('card.pool.historyPage.action'),
      cell: (r) => (
        <StateBadge tone={r.action === 'block' ? 'red' : 'green'}>{t(`card.pool.historyPage.actions.${r.action}`)}</StateBadge>
      ),
    },
    { key: 'kind', header: t('card.pool.historyPage.kind'), cell: (r) => t(`card.pool.historyPage.kinds.${r.kind}`) },
    {
      key: 'reason',
      header: t('card.pool.historyPage.reason'),
      cell: (r) =>
        r.kind === 'auto' && AUTO_REASONS.includes(r.reason) ? t(`card.pool.historyPage.reasons.${r.reason}`) : r.reason,
    },
    { key: 'by', header: t('card.pool.historyPage.by'), cell: (r) => formatActor(r.by, t) },
    {
      key: 'usage',
      header: t('card.pool.historyPage.usage'),
      cell: (r) => `${formatBytes(r.usedBytes)} / ${formatBytes(r.totalBytes)}`,
      className: 'tabular-nums whitespace-nowrap',
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('card.pool.historyPage.title', { name: pool.data?.name ?? poolId })}
        actions={
          <Button
            variant="secondary"
            onClick={() => navigate(`/card/pool/detail/${poolId}${scope.queryOf(pool.data?.channelCustId)}`)}
          >
            {t('dataList.back')}
          </Button>
        }
      />
      {pool.error?.status === 404 ? (
        <EmptyState title={t('card.pool.notFound')} data-testid="pool-not-found" />
      ) : !list.loading && !list.error && list.items.length === 0 && list.page === 1 ? (
        <EmptyState title={t('card.pool.historyPage.empty')} data-testid="pool-history-empty" />
      ) : (
        <ListTable
          caption={t('card.pool.menu.blockHistory')}
          columns={columns}
          list={list}
          rowKey={(r) => `${r.at}${r.action}`}
          data-testid="pool-history"
        />
      )}
    </div>
  );
}
