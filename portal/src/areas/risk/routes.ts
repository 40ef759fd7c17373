import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/**
 * Risk control (spec §2 /risk, area 13000000): for platform roles and enterprises (3000), each
 * enterprise seeing its own; secondary customers and enterprise staff do not hold the area (403).
 * Separation renewals (issue #16 item 2): the renewal batches and a batch's card results.
 */
export const riskRoutes: AppRoute = areaRoute('risk', 'shield', [
  {
    id: 'risk.renewCardSeparation.list',
    path: '/risk/renewCardSeparation/list',
    permission: areaCodes.risk,
    menu: {},
    titleKey: 'menu.risk.renewCardSeparation.list',
    page: lazy(() => import('./renew-card-separation/renewal-list-page')),
  },
  {
    id: 'risk.renewCardSeparation.detail',
    path: '/risk/renewCardSeparation/detail/:batchId?',
    permission: areaCodes.risk,
    menu: false,
    titleKey: 'menu.risk.renewCardSeparation.detail',
    page: lazy(() => import('./renew-card-separation/renewal-detail-page')),
  },
]);
