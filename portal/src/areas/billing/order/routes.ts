import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

const BILLING = areaCodes.billing;

/** Billing-area pages of the order center (joined into the billing area by ../routes.ts). */
export const orderRoutes: AppRoute[] = [
  {
    id: 'billing.orderCenter.list',
    path: '/billing/orderCenter/orders/list/:tab?/:invoiceId?',
    // Every side: the platform sees every order, an enterprise its own, a secondary customer those of its
    // cards at its prices (the API decides and withholds the basic price and margin).
    permission: BILLING,
    menu: {},
    titleKey: 'menu.billing.orderCenter.list',
    page: lazy(() => import('./order-list-page')),
  },
  {
    id: 'billing.orderCenter.detail',
    path: '/billing/orderCenter/orders/detail/:orderId',
    permission: BILLING,
    menu: false,
    titleKey: 'menu.billing.orderCenter.detail',
    page: lazy(() => import('./order-detail-page')),
  },
];
