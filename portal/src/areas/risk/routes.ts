import { featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/**
 * Risk control (spec §2 /risk, area 13000000): region limits (13040001, issue #16 item 4) with the
 * violations the session check recorded. Platform roles and enterprises; others see the 403 page.
 */
export const riskRoutes: AppRoute = areaRoute('risk', 'shield', [
  {
    id: 'risk.regionlimit.list',
    path: '/risk/regionlimit/list',
    permission: featureCodes.regionLimit,
    menu: {},
    titleKey: 'menu.risk.regionlimit.list',
    page: lazy(() => import('./regionlimit/region-limit-page')),
  },
]);
