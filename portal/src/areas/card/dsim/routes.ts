import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Dual-SIM list (spec §2 Card): devices with a primary and a backup card; pairing and switching need 2100001. */
export const dsimRoutes: AppRoute[] = [
  {
    id: 'card.dsimlist.list',
    path: '/card/dsimlist/list',
    permission: areaCodes.card,
    menu: {},
    titleKey: 'menu.card.dsimlist.list',
    page: lazy(() => import('./dsim-list-page')),
  },
];
