import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Card-area pages of card imports (joined into the card area by ../routes.ts); importing itself needs 2080001. */
export const importRoutes: AppRoute[] = [
  {
    id: 'card.importinfo.list',
    path: '/card/import-info/list',
    permission: '2000000',
    menu: {},
    titleKey: 'cardImport.listTitle',
    page: lazy(() => import('./import-list-page')),
  },
  {
    id: 'card.importinfo.detail',
    path: '/card/import-info/detail/:batchId',
    permission: '2000000',
    menu: false,
    titleKey: 'cardImport.detailTitle',
    page: lazy(() => import('./import-detail-page')),
  },
  {
    id: 'card.importinfo.dsimdetail',
    path: '/card/import-info/dsimdetail/:batchId',
    permission: '2000000',
    menu: false,
    titleKey: 'cardImport.dsim.detailTitle',
    page: lazy(() => import('./dsim-detail-page')),
  },
];
