import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/** The home area (spec §2 Home). Account, customer, document and logo screens come later. */
export const homeRoutes: AppRoute = areaRoute('home', 'home', [
  {
    id: 'home.index',
    path: '/home/index',
    permission: areaCodes.home,
    menu: {},
    titleKey: 'menu.home.index',
    page: lazy(() => import('./overview/overview-page')),
  },
]);
