import { featureCodes } from '@cmp/functions/platform/permissions';
import { Dialog, type TableColumn, TextField, useNotify } from '@cmp/ui-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListTable } from '../../../components/data-list';
import {
  type DetailDeclaration,
  type DetailDialogProps,
  DetailPage,
  type DetailPartProps,
} from '../../../components/detail-page';
import { isApiError } from '../../../lib/api';
import { formatBytes, formatDateTime } from '../../../lib/format';
import { useCursorList } from '../../../lib/use-cursor-list';
import { POOL_CARDS, POOL_DETAIL, setPoolBlocked } from './pool-api';
import { type Pool, type PoolMember, usedPercent } from './pool-model';
import { NoPoolAccess, PoolStateBadge, usePoolAccess } from './pool-parts';

/** Blocking (or unblocking) a pool asks for the reason. */
function BlockDialog({ record: pool, ctx, close: onClose, done: onDone }: DetailDialogProps<Pool>) {
  const { t } = useTranslation('card');
  const scopeBody = ctx.scope.body;
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

/** The pool's cards, each linking to its card detail. */
function PoolCards({ record: pool, ctx }: DetailPartProps<Pool>) {
  const { t, scope } = ctx;
  const body = { poolId: pool.poolId, ...scope.body };
  const cards = useCursorList<PoolMember, typeof body>(POOL_CARDS, body);
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
  );
}

/** The figures above say the same; the bar is decoration. */
function UsedBar({ record: pool }: DetailPartProps<Pool>) {
  return (
    <div className="h-2 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden="true" data-testid="pool-used-bar">
      <div
        className={pool.status === 'blocked' ? 'h-full bg-red-500' : 'h-full bg-brand-600'}
        style={{ width: `${usedPercent(pool)}%` }}
      />
    </div>
  );
}

/** With the enterprise of the pool when the platform opened it by id alone. */
const enterpriseQuery = (pool: Pool | undefined, ctx: DetailPartProps<Pool>['ctx']) => ctx.scope.queryOf(pool?.channelCustId);

/** /card/pool/detail/:poolId/:salesOrder?: the pool with this month's usage and its cards; the platform blocks and unblocks. */
export const poolDetail: DetailDeclaration<Pool> = {
  title: 'card.pool.menu.detail',
  heading: (pool) => pool.name,
  subtitle: (pool, ctx) => pool && `${pool.poolId} · ${ctx.t(`card.pool.poolTypes.${pool.poolType}`)}`,
  source: POOL_DETAIL,
  request: ({ params }) => ({ poolId: params.poolId ?? '' }),
  scope: 'byId',
  notFound: 'card.pool.notFound',
  notFoundTestId: 'pool-not-found',
  sections: [
    {
      id: 'info',
      columns: 4,
      testId: 'pool-info',
      fields: [
        { key: 'status', label: 'card.pool.fields.status', render: (pool) => <PoolStateBadge status={pool.status} /> },
        { key: 'operator', label: 'card.pool.fields.operator', enumLabel: 'operator' },
        { key: 'modeType', label: 'card.pool.fields.modeType', enumLabel: 'card.pool.modeTypes' },
        { key: 'area', label: 'card.pool.fields.area', value: (pool) => `${pool.elementName} (${pool.elementId})` },
        { key: 'cardCount', label: 'card.pool.fields.cardCount', format: 'count' },
        { key: 'totalBytes', label: 'card.pool.fields.total', format: 'size' },
        { key: 'usedBytes', label: 'card.pool.fields.used', format: 'size' },
        { key: 'remainingBytes', label: 'card.pool.fields.remaining', format: 'size' },
        { key: 'createdBy', label: 'card.pool.fields.createdBy', format: 'actor' },
        { key: 'createdAt', label: 'card.pool.fields.createdAt', format: 'dateTime' },
        { key: 'usedAt', label: 'card.pool.fields.usedAt', format: 'dateTime' },
      ],
      content: UsedBar,
    },
  ],
  after: PoolCards,
  back: (pool, ctx) => `/card/pool/list${enterpriseQuery(pool, ctx)}`,
  actions: [
    {
      id: 'history',
      label: 'card.pool.history',
      to: (pool, ctx) => `/card/pool/blockhistory/${pool.poolId}${enterpriseQuery(pool, ctx)}`,
    },
    {
      id: 'change',
      label: 'card.pool.changeCards',
      permission: featureCodes.poolAdd,
      variant: 'primary',
      to: (pool, ctx) => {
        const query = enterpriseQuery(pool, ctx);
        return `/card/pool/change/list${query ? `${query}&` : '?'}poolId=${pool.poolId}`;
      },
      testId: 'pool-detail-change',
    },
    {
      id: 'block',
      label: (pool) => [pool.status === 'normal' ? 'card.pool.block.block' : 'card.pool.block.unblock'],
      permission: featureCodes.poolBlock,
      // Blocking is the platform's.
      visible: (_, ctx) => ctx.session.roleId === '1000' || ctx.session.roleId === '2000',
      variant: (pool) => (pool.status === 'normal' ? 'danger' : 'secondary'),
      open: 'block',
      testId: 'pool-block',
    },
  ],
  dialogs: { block: BlockDialog },
};

export default function PoolDetailPage() {
  return usePoolAccess() ? <DetailPage declaration={poolDetail} /> : <NoPoolAccess />;
}
