import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

const FINANCIAL = areaCodes.financial;

/**
 * Financial (spec §2 Financial, area 9000000): credit orders and their change log (issue #14, item 4),
 * write-off management and the bill operations log (item 5). The platform and the enterprises (their own bills); a secondary customer has
 * no financial area.
 */
export const financialRoutes: AppRoute = areaRoute('financial', 'chart', [
  {
    id: 'financial.credit.list',
    path: '/financial/credit/list',
    permission: FINANCIAL,
    audience: ['platform', 'enterprise'],
    menu: {},
    titleKey: 'menu.financial.credit.list',
    page: lazy(() => import('./credit/credit-list-page')),
  },
  {
    id: 'financial.credit.changelog',
    path: '/financial/credit/change-log/:creditId',
    permission: FINANCIAL,
    audience: ['platform', 'enterprise'],
    menu: false,
    titleKey: 'menu.financial.credit.changelog',
    page: lazy(() => import('./credit/credit-change-log-page')),
  },
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
  {
    id: 'financial.customerbill.list',
    path: '/financial/customer-bill/list/:invoiceId?',
    permission: FINANCIAL,
    audience: ['platform', 'enterprise'],
    menu: {},
    titleKey: 'menu.financial.customerbill.list',
    page: lazy(() => import('./invoice/invoice-list-page')),
  },
]);
