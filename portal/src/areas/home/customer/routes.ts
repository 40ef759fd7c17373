import { featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

const CustomerListPage = lazy(() => import('../../../components/business-customer/list/customer-list-page'));

/** /home/customer: an enterprise's secondary customers, reached from the user menu (spec §2 Home). */
export const homeCustomerRoutes: AppRoute = {
  id: 'customer.home',
  path: '/home/customer',
  permission: featureCodes.customerButtons,
  menu: false,
  titleKey: 'menu.customer.home',
  texts: ['business'],
  page: CustomerListPage,
};
