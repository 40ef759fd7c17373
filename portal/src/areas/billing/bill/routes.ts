import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

const BILLING = areaCodes.billing;

/** Billing-area pages of the bills (joined into the billing area by ../routes.ts). */
export const billRoutes: AppRoute[] = [
  {
    id: 'billing.bill.list',
    path: '/billing/bill/list/:tab?',
    // Every side: the platform sees every bill, an enterprise its published bills, a secondary customer
    // its published consumption bills (the API decides; the page offers the tabs the side has).
    permission: BILLING,
    menu: {},
    titleKey: 'menu.billing.bill.list',
    page: lazy(() => import('./list/bill-list-page')),
  },
  {
    id: 'billing.bill.spending',
    path: '/billing/bill/spending/:billId',
    permission: BILLING,
    menu: false,
    titleKey: 'menu.billing.bill.spending',
    page: lazy(() => import('./spending/spending-page')),
  },
  {
    id: 'billing.bill.fenrun',
    path: '/billing/bill/fenrun/:billId',
    // Profit sharing is between the platform and an enterprise: a secondary customer never sees it.
    permission: BILLING,
    audience: ['platform', 'enterprise'],
    menu: false,
    titleKey: 'menu.billing.bill.fenrun',
    page: lazy(() => import('./fenrun/fenrun-page')),
  },
];
