import { featureCodes } from '@cmp/functions/platform/permissions';
import { Button, Dialog, EmptyState, Panel, Skeleton, type TableColumn, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import useSWR from 'swr';
import { ListTable, PageHeader } from '../../../components/data-list';
import { useTenantScope } from '../../../components/tenant-scope';
import { type ApiError, isApiError } from '../../../lib/api';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { useSession } from '../../../lib/use-session';
import { POOL_CARDS, POOL_DETAIL, setPoolBlocked } from './pool-api';
import { type Pool, type PoolMember, usedPercent } from './pool-model';
import { Fields, NoPoolAccess, PoolStateBadge, usePoolAccess } from './pool-parts';

function BlockDialog({
  pool,
  scopeBody,
  onClose,
  onDone,
}: { pool: Pool; scopeBody: object; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('card');
  const notify = useNotify();
  const block = pool.status === 'normal';
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    if (!reason.trim()) return setError(t('card.pool.block.reasonRequired'));
    setBusy(true);
    try {
      await setPoolBlocked(block, { poolId: pool.poolId, reason: reason.trim(), ...scopeBody });
      notify({ type: 'success', title: t('card.pool.block.done') });
      onDone();
    } catch (e) {
      setError(isApiError(e) ? e.msg : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      tone={block ? 'danger' : 'default'}
      onClose={onClose}
      title={t(block ? 'card.pool.block.blockTitle' : 'card.pool.block.unblockTitle', { name: pool.name })}
      description={t(block ? 'card.pool.block.blockDescription' : 'card.pool.block.unblockDescription')}
      confirmLabel={t(block ? 'card.pool.block.block' : 'card.pool.block.unblock')}
      cancelLabel={t('dataList.cancel')}
      onConfirm={confirm}
      loading={busy}
      data-testid="pool-block-dialog"
    >
      <TextField
        label={t('card.pool.block.reason')}
        value={reason}
        maxLength={200}
        error={error}
        onChange={(e) => {
          setReason(e.target.value);
          setError(undefined);
        }}
        data-testid="pool-block-reason"
      />
    </Dialog>
  );
}

/** /card/pool/detail/:poolId/:salesOrder?: the pool with this month's usage and its cards; the platform blocks and unblocks. */
export default function PoolDetailPage() {
  const { t } = useTranslation('card');
  const navigate = useNavigate();
  const { poolId = '' } = useParams();
  const { permissions, roleId } = useSession();
  const access = usePoolAccess();
  const scope = useTenantScope({ byId: true });
  const canChange = permissions.includes(featureCodes.poolAdd);
  const canBlock = (roleId === '1000' || roleId === '2000') && permissions.includes(featureCodes.poolBlock);
  const body = { poolId, ...scope.body };
  const detail = useSWR<Pool, ApiError>(access && scope.ready ? [POOL_DETAIL, body] : null);
  const cards = useCursorList<PoolMember, typeof body>(access && scope.ready && detail.data ? POOL_CARDS : null, body);
  const [blocking, setBlocking] = useState(false);
  const pool = detail.data;
  if (!access) return <NoPoolAccess />;

  const columns: TableColumn<PoolMember>[] = [
    {
      key: 'iccid',
      header: 'ICCID',
      cell: (c) => (
        <Link
          to={`/card/card-list/detail/${c.iccid}${scope.channelCustId ? `/${scope.channelCustId}` : ''}`}
          className="font-mono text-xs text-brand-700 hover:underline"
        >
          {c.iccid}
        </Link>
      ),
    },
    { key: 'msisdn', header: 'MSISDN', className: 'font-mono text-xs' },
    { key: 'state', header: t('card.testCard.fields.state'), cell: (c) => t(`cardState.${c.state}`) },
    {
      key: 'quota',
      header: t('card.pool.members.quota'),
      align: 'end',
      cell: (c) => formatBytes(c.poolQuotaBytes),
      className: 'tabular-nums',
    },
    {
      key: 'joinedAt',
      header: t('card.pool.members.joinedAt'),
      cell: (c) => formatDateTime(c.joinedAt),
      className: 'tabular-nums',
    },
  ];

  return (
    <div className="space-y-5">
      <PageHeader
        title={pool ? pool.name : t('card.pool.menu.detail')}
        subtitle={pool ? `${pool.poolId} · ${t(`card.pool.poolTypes.${pool.poolType}`)}` : undefined}
        actions={
          <>
            <Button variant="secondary" onClick={() => navigate(`/card/pool/list${scope.queryOf(pool?.channelCustId)}`)}>
              {t('dataList.back')}
            </Button>
            {pool && (
              <Button
                variant="secondary"
                onClick={() => navigate(`/card/pool/blockhistory/${pool.poolId}${scope.queryOf(pool.channelCustId)}`)}
              >
                {t('card.pool.history')}
              </Button>
            )}
            {pool && canChange && (
              <Button
                onClick={() =>
                  navigate(
                    `/card/pool/change/list${scope.queryOf(pool.channelCustId) ? `${scope.queryOf(pool.channelCustId)}&` : '?'}poolId=${pool.poolId}`,
                  )
                }
                data-testid="pool-detail-change"
              >
                {t('card.pool.changeCards')}
              </Button>
            )}
            {pool && canBlock && (
              <Button
                variant={pool.status === 'normal' ? 'danger' : 'secondary'}
                onClick={() => setBlocking(true)}
                data-testid="pool-block"
              >
                {t(pool.status === 'normal' ? 'card.pool.block.block' : 'card.pool.block.unblock')}
              </Button>
            )}
          </>
        }
      />
      {detail.error?.status === 404 ? (
        <EmptyState title={t('card.pool.notFound')} data-testid="pool-not-found" />
      ) : detail.error ? (
        <EmptyState
          title={t('common.loadFailed')}
          description={detail.error.msg}
          data-testid="load-error"
          action={
            <Button size="sm" variant="secondary" onClick={() => void detail.mutate()}>
              {t('common.retry')}
            </Button>
          }
        />
      ) : !pool ? (
        <Panel aria-busy="true">
          <span className="sr-only">{t('common.loading')}</span>
          <Skeleton lines={4} />
        </Panel>
      ) : (
        <>
          <Panel data-testid="pool-info">
            <div className="space-y-4">
              <Fields
                items={[
                  [t('card.pool.fields.status'), <PoolStateBadge key="s" status={pool.status} />],
                  [t('card.pool.fields.operator'), t(`operator.${pool.operator}`)],
                  [t('card.pool.fields.modeType'), t(`card.pool.modeTypes.${pool.modeType}`)],
                  [t('card.pool.fields.area'), `${pool.elementName} (${pool.elementId})`],
                  [t('card.pool.fields.cardCount'), pool.cardCount],
                  [t('card.pool.fields.total'), formatBytes(pool.totalBytes)],
                  [t('card.pool.fields.used'), formatBytes(pool.usedBytes)],
                  [t('card.pool.fields.remaining'), formatBytes(pool.remainingBytes)],
                  [t('card.pool.fields.createdBy'), pool.createdBy],
                  [t('card.pool.fields.createdAt'), formatDateTime(pool.createdAt)],
                  [t('card.pool.fields.usedAt'), pool.usedAt ? formatDateTime(pool.usedAt) : undefined],
                ]}
              />
              {/* The figures above say the same; the bar is decoration. */}
              <div
                className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
                aria-hidden="true"
                data-testid="pool-used-bar"
              >
                <div
                  className={pool.status === 'blocked' ? 'h-full bg-red-500' : 'h-full bg-brand-600'}
                  style={{ width: `${usedPercent(pool)}%` }}
                />
              </div>
            </div>
          </Panel>
          <div className="space-y-2">
            <h2 className="text-base font-semibold text-slate-900">{t('card.pool.members.title')}</h2>
            <ListTable
              caption={t('card.pool.members.title')}
              columns={columns}
              list={cards}
              rowKey={(c) => c.iccid}
              data-testid="pool-cards"
            />
          </div>
        </>
      )}
      {blocking && pool && (
        <BlockDialog
          pool={pool}
          scopeBody={scope.body}
          onClose={() => setBlocking(false)}
          onDone={() => {
            setBlocking(false);
            void detail.mutate();
          }}
        />
      )}
    </div>
  );
}
