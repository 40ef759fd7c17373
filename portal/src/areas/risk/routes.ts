import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/**
 * Risk control (spec §2 /risk, area 13000000; issue #16): platform roles and enterprises (3000), tenant-
 * scoped; enterprise staff (4000) and secondary customers (5000) lack the area code and get the 403 page.
 * Card–device separation (bound cards, binding records and separations, one tab each), separation
 * renewals (batches and their card results), region limits
 * (13040001) with the violations the session check recorded, real-name records.
 */
export const riskRoutes: AppRoute = areaRoute('risk', 'shield', [
  {
    id: 'risk.separation',
    path: '/risk/setCardSeparation/list/:tab?',
    permission: areaCodes.risk,
    menu: {},
    titleKey: 'menu.risk.separation',
    page: lazy(() => import('./separation/separation-page')),
  },
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
  {
    id: 'risk.regionlimit.list',
    path: '/risk/regionlimit/list',
    permission: featureCodes.regionLimit,
    menu: {},
    titleKey: 'menu.risk.regionlimit.list',
    page: lazy(() => import('./regionlimit/region-limit-page')),
  },
  {
    id: 'risk.realNameRecord.list',
    path: '/risk/realNameRecord/list',
    permission: areaCodes.risk,
    menu: {},
    titleKey: 'menu.risk.realNameRecord.list',
    page: lazy(() => import('./real-name-record/real-name-page')),
  },
]);
