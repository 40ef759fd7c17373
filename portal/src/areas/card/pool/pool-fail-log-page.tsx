import { EmptyState, Panel } from '@cmp/ui-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatActor, formatDateTime } from '../../../lib/format';
import { useRoute } from '../../../lib/use-route';
import { POOL_FAIL_LOG } from './pool-api';
import type { PoolChange, PoolFailure } from './pool-model';
import { Fields, NoPoolAccess, usePoolAccess } from './pool-parts';

/** The operation whose refusals the log lists. */
function ChangeInfo({ change }: { change: PoolChange }) {
  const { t } = useTranslation('card');
  return (
    <Panel data-testid="pool-change-info">
      <Fields
        items={[
          [t('card.pool.change.pool'), `${change.poolName} (${change.poolId})`],
          [t('card.pool.change.action'), t(`card.pool.change.actions.${change.action}`)],
          [t('card.pool.change.total'), change.total],
          [t('card.pool.change.succeeded'), change.succeeded],
          [t('card.pool.change.failed'), change.failed],
          [t('card.pool.change.createdBy'), formatActor(change.createdBy, t)],
          [t('card.pool.change.createdAt'), formatDateTime(change.createdAt)],
        ]}
      />
    </Panel>
  );
}

/** The cards one pool change refused, each with its reason, under the operation's summary. */
export const failLogList = (change: PoolChange | undefined): ListDeclaration<PoolFailure> => ({
  title: ({ params }) => ['card.pool.failLog.title', { batchId: params.batchId }],
  source: POOL_FAIL_LOG,
  // A record screen: without an enterprise in the URL the server finds the change's owner by its id.
  fixed: ({ params, search }) => ({ batchId: params.batchId, channelCustId: search.get('channelCustId') ?? undefined }),
  rowKey: 'iccid',
  columns: [
    { key: 'iccid', header: 'card.list.fields.iccid', format: 'code' },
    { key: 'reason', header: 'card.pool.failLog.reason', enumLabel: 'card.pool.reasons' },
  ],
  panel: change ? () => <ChangeInfo change={change} /> : undefined,
  headerActions: [
    { id: 'back', label: 'dataList.back', variant: 'secondary', to: ({ scope }) => `/card/pool/change/list${scope.query}` },
  ],
  emptyTitle: 'card.pool.failLog.empty',
  testIds: { table: 'pool-fail-log', empty: 'pool-fail-log-empty' },
});

/** /card/pool/change/fail-log/:batchId (a secondary customer has no pools; an unknown change says so). */
export default function PoolFailLogPage() {
  const { t } = useTranslation('card');
  const { batchId = '' } = useParams();
  const channelCustId = useSearchParams()[0].get('channelCustId');
  const access = usePoolAccess();
  // The answer carries the operation beside the failures: the key of the list's first page, so it is read once.
  const first = useRoute(POOL_FAIL_LOG, access ? { batchId, ...(channelCustId ? { channelCustId } : {}), pageSize: 20 } : null);
  const change = first.data?.change;
  const declaration = useMemo(() => failLogList(change), [change]);
  if (!access) return <NoPoolAccess />;
  if (first.error?.status === 404) return <EmptyState title={t('dataList.empty')} data-testid="pool-change-not-found" />;
  return <ListPage declaration={declaration} />;
}
