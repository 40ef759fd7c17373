import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

const BILLING = areaCodes.billing;

/** Billing-area pages of the sales orders (joined into the billing area by ../routes.ts). */
export const saleOrderRoutes: AppRoute[] = [
  {
    id: 'billing.saleOrder.list',
    path: '/billing/saleOrder/list/:orderType?',
    // Every side: the platform sees every order, an enterprise its own, a secondary customer the ones placed for it.
    permission: BILLING,
    menu: {},
    titleKey: 'menu.billing.saleOrder.list',
    page: lazy(() => import('./sale-order-list-page')),
  },
  {
    id: 'billing.saleOrder.detail',
    path: '/billing/saleOrder/detail/:salesOrderNumber',
    permission: BILLING,
    menu: false,
    titleKey: 'menu.billing.saleOrder.detail',
    page: lazy(() => import('./sale-order-detail-page')),
  },
];
