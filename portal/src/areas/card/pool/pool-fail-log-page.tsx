import { Button, EmptyState, Panel, type TableColumn } from '@cmp/ui-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { ListTable, PageHeader } from '../../../components/data-list';
import { useTenantScope } from '../../../components/tenant-scope';
import type { ApiError } from '../../../lib/api';
import { formatActor, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { POOL_FAIL_LOG } from './pool-api';
import type { PoolChange, PoolFailure } from './pool-model';
import { Fields, NoPoolAccess, usePoolAccess } from './pool-parts';

/** /card/pool/change/fail-log/:batchId: the cards one pool change refused, each with its reason. */
export default function PoolFailLogPage() {
  const { t } = useTranslation('card');
  const navigate = useNavigate();
  const { batchId = '' } = useParams();
  const access = usePoolAccess();
  const scope = useTenantScope({ byId: true });
  const body = { batchId, ...scope.body };
  const list = useCursorList<PoolFailure, typeof body>(access && scope.ready ? POOL_FAIL_LOG : null, body);
  // The fail-log answer carries the operation beside the failures: the same key as the list's first page, so SWR reads it once.
  const first = useSWR<{ change: PoolChange }, ApiError>(
    access && scope.ready ? [POOL_FAIL_LOG, { ...body, pageSize: 20 }] : null,
  );
  const change = first.data?.change;
  if (!access) return <NoPoolAccess />;

  const columns: TableColumn<PoolFailure>[] = [
    { key: 'iccid', header: 'ICCID', className: 'font-mono text-xs' },
    { key: 'reason', header: t('card.pool.failLog.reason'), cell: (f) => t(`card.pool.reasons.${f.reason}`) },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('card.pool.failLog.title', { batchId })}
        actions={
          <Button variant="secondary" onClick={() => navigate(`/card/pool/change/list${scope.query}`)}>
            {t('dataList.back')}
          </Button>
        }
      />
      {list.error?.status === 404 ? (
        <EmptyState title={t('dataList.empty')} data-testid="pool-change-not-found" />
      ) : (
        <>
          {change && (
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
          )}
          {change && change.failed === 0 ? (
            <EmptyState title={t('card.pool.failLog.empty')} data-testid="pool-fail-log-empty" />
          ) : (
            <ListTable
              caption={t('card.pool.menu.failLog')}
              columns={columns}
              list={list}
              rowKey={(f) => f.iccid}
              data-testid="pool-fail-log"
            />
          )}
        </>
      )}
    </div>
  );
}
