import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';
import { billRoutes } from './bill/routes';
import { channelBillRoutes } from './channel-bill/routes';
import { orderRoutes } from './order/routes';
import { saleOrderRoutes } from './sale-order/routes';

const BILLING = areaCodes.billing;

/** Billing (spec §2 Billing, area 4000000): rate plans, bills, orders, sales orders and operator bills. */
export const billingRoutes: AppRoute = areaRoute('billing', 'chart', [
  {
    id: 'billing.package.list',
    path: '/billing/package/list/:tab?',
    permission: BILLING,
    menu: {},
    titleKey: 'menu.billing.package.list',
    page: lazy(() => import('./list/plan-list-page')),
  },
  {
    id: 'billing.package.addbasic',
    path: '/billing/package/addbasic',
    // Basic plans are the platform's catalogue (the form needs the operator APN list): platform only.
    permission: BILLING,
    audience: 'platform',
    menu: false,
    titleKey: 'menu.billing.package.addbasic',
    page: lazy(() => import('./basic/basic-form-page')),
  },
  {
    id: 'billing.package.basicdetail',
    path: '/billing/package/basicdetail/:goodsReleaseId/:tariffType',
    // Basic plans (cost prices) are for the platform and the enterprises, not their secondary customers.
    permission: BILLING,
    audience: ['platform', 'enterprise'],
    menu: false,
    titleKey: 'menu.billing.package.basicdetail',
    page: lazy(() => import('./basic/basic-detail-page')),
  },
  {
    id: 'billing.package.addretail',
    path: '/billing/package/addretail',
    // Only an enterprise's own accounts create retail plans (the API takes roles 3000/4000).
    permission: BILLING,
    audience: 'enterprise',
    menu: false,
    titleKey: 'menu.billing.package.addretail',
    page: lazy(() => import('./retail/retail-form-page')),
  },
  {
    id: 'billing.package.editretail',
    path: '/billing/package/editretail/:retailId',
    // Retail plans are an enterprise's offer to its secondary customers: only the enterprise edits them.
    permission: BILLING,
    audience: 'enterprise',
    menu: false,
    titleKey: 'menu.billing.package.editretail',
    page: lazy(() => import('./retail/retail-form-page')),
  },
  {
    id: 'billing.package.retaildetail',
    path: '/billing/package/retaildetail/:retailId/:tariffType',
    permission: BILLING,
    menu: false,
    titleKey: 'menu.billing.package.retaildetail',
    page: lazy(() => import('./retail/retail-detail-page')),
  },
  {
    id: 'billing.package.retailrecord',
    path: '/billing/package/retailrecord/:retailId',
    // The change log is the enterprise's and the platform's; a secondary customer is refused it.
    permission: BILLING,
    audience: ['platform', 'enterprise'],
    menu: false,
    titleKey: 'menu.billing.package.retailrecord',
    page: lazy(() => import('./retail/retail-record-page')),
  },
  ...billRoutes,
  ...orderRoutes,
  ...saleOrderRoutes,
  ...channelBillRoutes,
]);
