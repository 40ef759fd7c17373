import { featureCodes } from '@cmp/functions/platform/permissions';
import { StateBadge } from '@cmp/ui-kit';
import { type ListContext, type ListDeclaration, ListPage } from '../../../components/list-page';
import { formatCount } from '../../../lib/format';
import { POOL_CHANGE_LIST } from './pool-api';
import { PoolChangePanel } from './pool-change-panel';
import type { PoolChange } from './pool-model';
import { NoPoolAccess, usePoolAccess } from './pool-parts';

/** The form above the history, for holders of 2060001. */
function ChangePanel({ ctx }: { ctx: ListContext }) {
  return ctx.session.permissions.includes(featureCodes.poolAdd) ? <PoolChangePanel ctx={ctx} /> : null;
}

/**
 * /card/pool/change/list/:salesOrder?: moving cards into or out of pools (2060001) and the operations
 * so far; `?poolId=` (a pool list row's "Change cards", or the form's pool) narrows both to one pool.
 */
export const poolChangeList: ListDeclaration<PoolChange> = {
  texts: 'card.pool.change',
  source: POOL_CHANGE_LIST,
  scope: 'enterprise',
  fixed: ({ search }) => ({ poolId: search.get('poolId') ?? undefined }),
  rowKey: 'batchId',
  columns: [
    { key: 'batchId', header: 'card.pool.change.batchId', format: 'code' },
    { key: 'poolName', header: 'card.pool.change.pool', value: (c) => `${c.poolName} (${c.poolId})` },
    { key: 'action', header: 'card.pool.change.action', enumLabel: 'card.pool.change.actions' },
    { key: 'total', header: 'card.pool.change.total', format: 'count' },
    { key: 'succeeded', header: 'card.pool.change.succeeded', format: 'count' },
    {
      key: 'failed',
      header: 'card.pool.change.failed',
      align: 'end',
      cell: (c) => (c.failed ? <StateBadge tone="red">{formatCount(c.failed)}</StateBadge> : '0'),
    },
    {
      key: 'status',
      header: 'card.pool.fields.status',
      state: { tones: { done: 'green', processing: 'amber' }, label: 'card.pool.change.statuses' },
    },
    { key: 'createdAt', header: 'card.pool.change.createdAt', format: 'dateTime' },
    { key: 'createdBy', header: 'card.pool.change.createdBy', format: 'actor' },
  ],
  rowActions: [
    {
      id: 'failLog',
      label: 'card.pool.change.failLog',
      to: (c, { scope }) => `/card/pool/change/fail-log/${c.batchId}${scope.query}`,
      testId: (c) => `pool-fail-log-${c.batchId}`,
    },
  ],
  panel: ChangePanel,
  heading: 'card.pool.change.history',
  testIds: { table: 'pool-change-list' },
};

/** Pools are the enterprise's: a secondary customer is told so instead. */
export default function PoolChangePage() {
  return usePoolAccess() ? <ListPage declaration={poolChangeList} /> : <NoPoolAccess />;
}
