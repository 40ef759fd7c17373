import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

const FINANCIAL = areaCodes.financial;

/**
 * Financial (spec §2 Financial, area 9000000): write-off management and the bill operations log
 * (issue #14, item 5). The platform and the enterprises (their own bills); a secondary customer has
 * no financial area.
 */
export const financialRoutes: AppRoute = areaRoute('financial', 'chart', [
  {
    id: 'financial.cancelbill.list',
    path: '/financial/cancel-bill/list/:tab?',
    permission: FINANCIAL,
    audience: ['platform', 'enterprise'],
    menu: {},
    titleKey: 'menu.financial.cancelbill.list',
    page: lazy(() => import('./write-off/write-off-list-page')),
  },
  {
    id: 'financial.operatebill.list',
    path: '/financial/operate-bill/list',
    permission: FINANCIAL,
    audience: ['platform', 'enterprise'],
    menu: {},
    titleKey: 'menu.financial.operatebill.list',
    page: lazy(() => import('./write-off/bill-operation-list-page')),
  },
]);
