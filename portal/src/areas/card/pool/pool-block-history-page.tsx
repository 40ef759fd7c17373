import { EmptyState } from '@cmp/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { type ListDeclaration, ListPage, switchLogColumns } from '../../../components/list-page';
import { useTenantScope } from '../../../components/tenant-scope';
import { formatBytes } from '../../../lib/format';
import { useRoute } from '../../../lib/use-route';
import { POOL_BLOCK_HISTORY } from './pool-api';
import type { BlockRecord, Pool } from './pool-model';
import { NoPoolAccess, usePoolAccess } from './pool-parts';

const AUTO_REASONS = ['quotaExhausted', 'quotaAvailable'];

/** Every block and unblock of a pool, newest first, with time, reason and who; titled with the pool's name. */
export const blockHistoryList = (pool: Pick<Pool, 'name' | 'channelCustId'> | undefined): ListDeclaration<BlockRecord> => ({
  title: ({ params }) => ['card.pool.historyPage.title', { name: pool?.name ?? params.poolId }],
  source: POOL_BLOCK_HISTORY,
  // A record screen: without an enterprise in the URL the server finds the pool's owner by its id.
  fixed: ({ params, search }) => ({ poolId: params.poolId, channelCustId: search.get('channelCustId') ?? undefined }),
  rowKey: (r) => `${r.at}${r.action}`,
  columns: [
    ...switchLogColumns<BlockRecord>('card.pool.historyPage', { off: 'block', on: 'unblock' }, 'card.pool.historyPage.actions'),
    { key: 'kind', header: 'card.pool.historyPage.kind', enumLabel: 'card.pool.historyPage.kinds' },
    {
      key: 'reason',
      header: 'card.pool.historyPage.reason',
      cell: (r, { t }) =>
        r.kind === 'auto' && AUTO_REASONS.includes(r.reason) ? t(`card.pool.historyPage.reasons.${r.reason}`) : r.reason,
    },
    { key: 'by', header: 'card.pool.historyPage.by', format: 'actor' },
    {
      key: 'usage',
      header: 'card.pool.historyPage.usage',
      value: (r) => `${formatBytes(r.usedBytes)} / ${formatBytes(r.totalBytes)}`,
      className: 'tabular-nums whitespace-nowrap',
    },
  ],
  headerActions: [
    {
      id: 'back',
      label: 'dataList.back',
      variant: 'secondary',
      to: ({ params, scope }) => `/card/pool/detail/${params.poolId}${scope.queryOf(pool?.channelCustId)}`,
    },
  ],
  emptyTitle: 'card.pool.historyPage.empty',
  testIds: { table: 'pool-history', empty: 'pool-history-empty' },
});

/** /card/pool/blockhistory/:poolId (a secondary customer has no pools; an unknown pool says so). */
export default function PoolBlockHistoryPage() {
  const { t } = useTranslation('card');
  const { poolId = '' } = useParams();
  const access = usePoolAccess();
  const scope = useTenantScope({ byId: true });
  const pool = useRoute('card-pool.detail', access && scope.ready ? { poolId, ...scope.body } : null);
  const declaration = useMemo(() => blockHistoryList(pool.data), [pool.data]);
  if (!access) return <NoPoolAccess />;
  if (pool.error?.status === 404) return <EmptyState title={t('card.pool.notFound')} data-testid="pool-not-found" />;
  return <ListPage declaration={declaration} />;
}
