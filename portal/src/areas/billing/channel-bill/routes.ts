import { featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Billing-area pages of the operator (channel) bills: the platform's only (4050001; others get the 403 page). */
export const channelBillRoutes: AppRoute[] = [
  {
    id: 'billing.channelbill.list',
    path: '/billing/channelbill/list',
    permission: featureCodes.channelBillImport,
    audience: 'platform',
    menu: {},
    titleKey: 'menu.billing.channelbill.list',
    page: lazy(() => import('./channel-bill-list-page')),
  },
  {
    id: 'billing.channelbill.detail',
    path: '/billing/channelbill/detail/:billId?',
    permission: featureCodes.channelBillImport,
    audience: 'platform',
    menu: false,
    titleKey: 'menu.billing.channelbill.detail',
    page: lazy(() => import('./channel-bill-detail-page')),
  },
];
