import { featureCodes } from '@cmp/functions/platform/permissions';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type DetailDeclaration,
  type DetailDialogProps,
  DetailPage,
  type DetailPartProps,
} from '../../../components/detail-page';
import { ReasonDialog } from '../../../components/form-page';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { POOL_CARDS, POOL_DETAIL, setPoolBlocked } from './pool-api';
import { type Pool, type PoolMember, usedPercent } from './pool-model';
import { NoPoolAccess, PoolStateBadge, usePoolAccess } from './pool-parts';

/** Blocking (or unblocking) a pool asks for the reason. */
function BlockDialog({ record: pool, ctx, close, done }: DetailDialogProps<Pool>) {
  const { t } = useTranslation('card');
  const block = pool.status === 'normal';
  return (
    <ReasonDialog
      namespace="card"
      tone={block ? 'danger' : 'default'}
      title={t(block ? 'card.pool.block.blockTitle' : 'card.pool.block.unblockTitle', { name: pool.name })}
      description={t(block ? 'card.pool.block.blockDescription' : 'card.pool.block.unblockDescription')}
      confirmLabel={t(block ? 'card.pool.block.block' : 'card.pool.block.unblock')}
      label="card.pool.block.reason"
      maxLength={200}
      rule={(reason) => (reason.trim() ? null : { key: 'card.pool.block.reasonRequired' })}
      run={(reason) => setPoolBlocked(block, { poolId: pool.poolId, reason: reason.trim(), ...ctx.scope.body })}
      done={t('card.pool.block.done')}
      onClose={close}
      onDone={done}
      testId="pool-block"
    />
  );
}

/** The pool's cards, each linking to its card detail. */
function PoolCards({ record: pool, ctx }: DetailPartProps<Pool>) {
  const { scope } = ctx;
  const declaration = useMemo((): ListDeclaration<PoolMember> => {
    const body = { poolId: pool.poolId, ...scope.body };
    return {
      title: 'card.pool.members.title',
      heading: 'card.pool.members.title',
      source: POOL_CARDS,
      fixed: () => body,
      rowKey: 'iccid',
      columns: [
        {
          key: 'iccid',
          header: 'ICCID',
          format: 'code',
          link: (c) => `/card/card-list/detail/${c.iccid}${scope.channelCustId ? `/${scope.channelCustId}` : ''}`,
        },
        { key: 'msisdn', header: 'MSISDN', format: 'code' },
        { key: 'state', header: 'card.testCard.fields.state', enumLabel: 'cardState' },
        { key: 'quota', header: 'card.pool.members.quota', align: 'end', format: 'size', value: (c) => c.poolQuotaBytes },
        { key: 'joinedAt', header: 'card.pool.members.joinedAt', format: 'dateTime' },
      ],
      testIds: { table: 'pool-cards' },
    };
  }, [pool.poolId, scope.body, scope.channelCustId]);
  return <ListPage embedded declaration={declaration} />;
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
