import { featureCodes } from '@cmp/functions/platform/permissions';
import { type ListDeclaration, ListPage, enumFilter, textFilter } from '../../../components/list-page';
import { AddPoolDialog } from './add-pool-dialog';
import { POOL_LIST } from './pool-api';
import { POOL_STATUSES, type Pool } from './pool-model';
import { NoPoolAccess, PoolStateBadge, usePoolAccess } from './pool-parts';

const detailPath = (p: Pool, query: string) => `/card/pool/detail/${p.poolId}${query}`;

/** /card/pool/list/:salesOrder?: the enterprise's data pools; 2060001 adds pools and changes their cards. */
export const poolList: ListDeclaration<Pool> = {
  texts: 'card.pool',
  source: POOL_LIST,
  scope: 'enterprise',
  rowKey: 'poolId',
  filters: [
    textFilter('name', 'card.pool.filters.name', { maxLength: 30, testId: 'filter-name' }),
    enumFilter('status', 'card.pool.filters.status', POOL_STATUSES, 'card.pool.statuses', { width: 'w-40' }),
  ],
  columns: [
    { key: 'poolId', format: 'code' },
    {
      key: 'name',
      link: (p, { scope }) => detailPath(p, scope.query),
      linkTestId: (p) => `pool-link-${p.name}`,
    },
    { key: 'operator', enumLabel: 'operator' },
    { key: 'modeType', enumLabel: 'card.pool.modeTypes' },
    { key: 'elementName', header: 'card.pool.fields.area' },
    { key: 'cardCount', format: 'count' },
    { key: 'totalBytes', header: 'card.pool.fields.total', format: 'size' },
    { key: 'usedBytes', header: 'card.pool.fields.used', format: 'size' },
    { key: 'status', cell: (p) => <PoolStateBadge status={p.status} /> },
  ],
  rowActions: [
    { id: 'view', label: 'card.pool.view', to: (p, { scope }) => detailPath(p, scope.query) },
    {
      id: 'change',
      label: 'card.pool.changeCards',
      permission: featureCodes.poolAdd,
      to: (p, { scope }) => `/card/pool/change/list${scope.query ? `${scope.query}&` : '?'}poolId=${p.poolId}`,
      testId: (p) => `pool-change-${p.name}`,
    },
    { id: 'history', label: 'card.pool.history', to: (p, { scope }) => `/card/pool/blockhistory/${p.poolId}${scope.query}` },
  ],
  headerActions: [
    { id: 'add', label: 'card.pool.add', permission: featureCodes.poolAdd, open: AddPoolDialog, testId: 'pool-add' },
  ],
  footnote: 'card.pool.usedHint',
  testIds: { table: 'pool-table' },
};

/** Pools are the enterprise's: a secondary customer is told so instead of a list. */
export default function PoolListPage() {
  return usePoolAccess() ? <ListPage declaration={poolList} /> : <NoPoolAccess />;
}
