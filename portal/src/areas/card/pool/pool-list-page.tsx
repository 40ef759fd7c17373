import { featureCodes } from '@cmp/functions/platform/permissions';
import { type ListDeclaration, ListPage } from '../../../components/list-page';
import { AddPoolDialog } from './add-pool-dialog';
import { POOL_LIST } from './pool-api';
import { POOL_STATUSES, type Pool } from './pool-model';
import { NoPoolAccess, PoolStateBadge, usePoolAccess } from './pool-parts';

const detailPath = (p: Pool, query: string) => `/card/pool/detail/${p.poolId}${query}`;

/** /card/pool/list/:salesOrder?: the enterprise's data pools; 2060001 adds pools and changes their cards. */
export const poolList: ListDeclaration<Pool> = {
  title: 'cardPool.title',
  subtitle: 'cardPool.subtitle',
  source: POOL_LIST,
  scope: 'enterprise',
  rowKey: (p) => p.poolId,
  filters: [
    { kind: 'text', field: 'name', label: 'cardPool.filters.name', maxLength: 30, testId: 'filter-name' },
    {
      kind: 'select',
      field: 'status',
      label: 'cardPool.filters.status',
      options: POOL_STATUSES,
      optionLabel: 'cardPool.statuses',
      width: 'w-40',
    },
  ],
  columns: [
    { key: 'poolId', header: 'cardPool.fields.poolId', format: 'code' },
    {
      key: 'name',
      header: 'cardPool.fields.name',
      link: (p, { scope }) => detailPath(p, scope.query),
      linkTestId: (p) => `pool-link-${p.name}`,
    },
    { key: 'operator', header: 'cardPool.fields.operator', enumLabel: 'operator' },
    { key: 'modeType', header: 'cardPool.fields.modeType', enumLabel: 'cardPool.modeTypes' },
    { key: 'elementName', header: 'cardPool.fields.area' },
    { key: 'cardCount', header: 'cardPool.fields.cardCount', format: 'count' },
    { key: 'totalBytes', header: 'cardPool.fields.total', format: 'size' },
    { key: 'usedBytes', header: 'cardPool.fields.used', format: 'size' },
    { key: 'status', header: 'cardPool.fields.status', cell: (p) => <PoolStateBadge status={p.status} /> },
  ],
  rowActions: [
    { id: 'view', label: 'cardPool.view', to: (p, { scope }) => detailPath(p, scope.query) },
    {
      id: 'change',
      label: 'cardPool.changeCards',
      permission: featureCodes.poolAdd,
      to: (p, { scope }) => `/card/pool/change/list${scope.query ? `${scope.query}&` : '?'}poolId=${p.poolId}`,
      testId: (p) => `pool-change-${p.name}`,
    },
    { id: 'history', label: 'cardPool.history', to: (p, { scope }) => `/card/pool/blockhistory/${p.poolId}${scope.query}` },
  ],
  headerActions: [{ id: 'add', label: 'cardPool.add', permission: featureCodes.poolAdd, open: 'add', testId: 'pool-add' }],
  dialogs: { add: AddPoolDialog },
  footnote: 'cardPool.usedHint',
  testIds: { table: 'pool-table' },
};

/** Pools are the enterprise's: a secondary customer is told so instead of a list. */
export default function PoolListPage() {
  return usePoolAccess() ? <ListPage declaration={poolList} /> : <NoPoolAccess />;
}
