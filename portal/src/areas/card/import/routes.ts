import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute, Audience } from '../../../routing/types';

/** Card-area pages of card imports (joined into the card area by ../routes.ts); importing itself needs 2080001. */
/** Imports bring cards into an enterprise: a secondary customer neither imports nor sees them. */
const notSecondary: Audience[] = ['platform', 'enterprise'];

export const importRoutes: AppRoute[] = [
  {
    id: 'card.importinfo.list',
    path: '/card/import-info/list',
    permission: areaCodes.card,
    audience: notSecondary,
    menu: {},
    titleKey: 'menu.card.importinfo.list',
    page: lazy(() => import('./import-list-page')),
  },
  {
    id: 'card.importinfo.detail',
    path: '/card/import-info/detail/:batchId',
    permission: areaCodes.card,
    audience: notSecondary,
    menu: false,
    titleKey: 'menu.card.importinfo.detail',
    page: lazy(() => import('./import-detail-page')),
  },
  {
    id: 'card.importinfo.dsimdetail',
    path: '/card/import-info/dsimdetail/:batchId',
    permission: areaCodes.card,
    audience: notSecondary,
    menu: false,
    titleKey: 'menu.card.importinfo.dsimdetail',
    page: lazy(() => import('./dsim-detail-page')),
  },
];
