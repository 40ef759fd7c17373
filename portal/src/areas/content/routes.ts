import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/**
 * Content and rights (spec §2 /content, area 12000000; issue #17 item 4): platform roles and
 * enterprises (3000); enterprise staff (4000) and secondary customers (5000) lack the area code and
 * get the 403 page. Rights products of the CP/SP catalogue, an enterprise's rights orders, users (a
 * card or a vehicle) and monthly content bills, and the providers with their sync runs.
 */
export const contentRoutes: AppRoute = areaRoute('content', 'bolt', [
  {
    id: 'content.product.list',
    path: '/content/product/list',
    permission: areaCodes.content,
    menu: {},
    titleKey: 'menu.content.product.list',
    page: lazy(() => import('./product/product-list-page')),
  },
  {
    id: 'content.product.detail',
    path: '/content/product/detail/:productId?',
    permission: areaCodes.content,
    menu: false,
    titleKey: 'menu.content.product.detail',
    page: lazy(() => import('./product/product-detail-page')),
  },
  {
    id: 'content.order.list',
    path: '/content/order/list/:custId?/:supportId?',
    permission: areaCodes.content,
    menu: {},
    titleKey: 'menu.content.order.list',
    page: lazy(() => import('./order/order-list-page')),
  },
  {
    id: 'content.order.detail',
    path: '/content/order/detail/:orderId?',
    permission: areaCodes.content,
    menu: false,
    titleKey: 'menu.content.order.detail',
    page: lazy(() => import('./order/order-detail-page')),
  },
  {
    id: 'content.user.list',
    path: '/content/user/list',
    permission: areaCodes.content,
    menu: {},
    titleKey: 'menu.content.user.list',
    page: lazy(() => import('./user/user-list-page')),
  },
  {
    id: 'content.user.detail',
    path: '/content/user/detail/:iccid?/:vin?',
    permission: areaCodes.content,
    menu: false,
    titleKey: 'menu.content.user.detail',
    page: lazy(() => import('./user/user-detail-page')),
  },
  {
    id: 'content.bill.list',
    path: '/content/bill/list',
    permission: areaCodes.content,
    menu: {},
    titleKey: 'menu.content.bill.list',
    page: lazy(() => import('./bill/bill-list-page')),
  },
  {
    id: 'content.bill.detail',
    path: '/content/bill/detail/:billId?',
    permission: areaCodes.content,
    menu: false,
    titleKey: 'menu.content.bill.detail',
    page: lazy(() => import('./bill/bill-detail-page')),
  },
  {
    id: 'content.cpsp.list',
    path: '/content/cpsp/list',
    permission: areaCodes.content,
    menu: {},
    titleKey: 'menu.content.cpsp.list',
    page: lazy(() => import('./cpsp/cpsp-list-page')),
  },
]);
