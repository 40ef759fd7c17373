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
  const { t } = useTranslation();
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
    { key: 'reason', header: t('cardPool.failLog.reason'), cell: (f) => t(`cardPool.reasons.${f.reason}`) },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={t('cardPool.failLog.title', { batchId })}
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
                  [t('cardPool.change.pool'), `${change.poolName} (${change.poolId})`],
                  [t('cardPool.change.action'), t(`cardPool.change.actions.${change.action}`)],
                  [t('cardPool.change.total'), change.total],
                  [t('cardPool.change.succeeded'), change.succeeded],
                  [t('cardPool.change.failed'), change.failed],
                  [t('cardPool.change.createdBy'), formatActor(change.createdBy, t)],
                  [t('cardPool.change.createdAt'), formatDateTime(change.createdAt)],
                ]}
              />
            </Panel>
          )}
          {change && change.failed === 0 ? (
            <EmptyState title={t('cardPool.failLog.empty')} data-testid="pool-fail-log-empty" />
          ) : (
            <ListTable
              caption={t('cardPool.menu.failLog')}
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
