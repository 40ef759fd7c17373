import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/** Business (spec §2 Business, area 8000000): customers, registrations, recharges; the other business screens join later. */
export const businessRoutes: AppRoute = areaRoute('business', 'chart', [
  {
    id: 'business.customer.list',
    path: '/business/customer/list',
    permission: featureCodes.customerButtons,
    menu: {},
    titleKey: 'menu.business.customer.list',
    page: lazy(() => import('../../components/business-customer/list/customer-list-page')),
  },
  {
    id: 'business.customer.add',
    path: '/business/customer/add',
    permission: featureCodes.customerButtons,
    menu: false,
    titleKey: 'menu.business.customer.add',
    page: lazy(() => import('./customer/change/customer-change-page')),
  },
  {
    id: 'business.customer.detail',
    path: '/business/customer/detail/:channelCustId',
    permission: featureCodes.customerButtons,
    menu: false,
    titleKey: 'menu.business.customer.detail',
    page: lazy(() => import('./customer/detail/customer-detail-page')),
  },
  {
    id: 'business.registration.list',
    path: '/business/registration/list',
    permission: featureCodes.registrationReview,
    menu: {},
    titleKey: 'menu.business.registration.list',
    page: lazy(() => import('./registration/registration-list-page')),
  },
  {
    id: 'business.recharge.list',
    path: '/business/recharge/list/:id?',
    permission: areaCodes.business,
    menu: {},
    titleKey: 'menu.business.recharge.list',
    page: lazy(() => import('./recharge/recharge-list-page')),
  },
  {
    id: 'business.recharge.add',
    path: '/business/recharge/add',
    permission: areaCodes.business,
    menu: false,
    titleKey: 'menu.business.recharge.add',
    page: lazy(() => import('./recharge/recharge-add-page')),
  },
  {
    id: 'business.recharge.detail',
    path: '/business/recharge/detail/:billId?',
    permission: areaCodes.business,
    menu: false,
    titleKey: 'menu.business.recharge.detail',
    page: lazy(() => import('./recharge/recharge-detail-page')),
  },
  {
    id: 'business.customer.change',
    path: '/business/customer/change/:channelCustId',
    permission: featureCodes.customerButtons,
    menu: false,
    titleKey: 'menu.business.customer.change',
    page: lazy(() => import('./customer/change/customer-change-page')),
  },
]);
