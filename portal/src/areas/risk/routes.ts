import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/**
 * Risk control (spec §2 /risk, area 13000000): card–device separation (issue #16 item 1) — bound
 * cards, binding records and separations, one tab each. Platform roles and enterprises.
 */
export const riskRoutes: AppRoute = areaRoute('risk', 'card', [
  {
    id: 'risk.separation',
    path: '/risk/setCardSeparation/list/:tab?',
    permission: areaCodes.risk,
    menu: {},
    titleKey: 'menu.risk.separation',
    page: lazy(() => import('./separation/separation-page')),
  },
]);
