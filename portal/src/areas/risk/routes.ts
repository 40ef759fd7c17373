import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/**
 * Risk control (spec §2 /risk, area 13000000; issue #16): platform roles and enterprises (3000), tenant-
 * scoped; enterprise staff (4000) and secondary customers (5000) lack the area code and get the 403 page.
 */
export const riskRoutes: AppRoute = areaRoute('risk', 'settings', [
  {
    id: 'risk.realNameRecord.list',
    path: '/risk/realNameRecord/list',
    permission: areaCodes.risk,
    menu: {},
    titleKey: 'menu.risk.realNameRecord.list',
    page: lazy(() => import('./real-name-record/real-name-page')),
  },
]);
