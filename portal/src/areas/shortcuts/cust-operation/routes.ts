import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/**
 * Traffic pools per customer, plan and zone (spec §2 Shortcuts: cust-operation; issue #17 item 2):
 * the list on a day and one group's cards. Platform roles and enterprises (the shortcuts area).
 */
export const custOperationRoutes: AppRoute[] = [
  {
    id: 'shortcuts.custOperation.list',
    path: '/shortcuts/cust-operation/list',
    permission: areaCodes.shortcuts,
    menu: {},
    titleKey: 'menu.shortcuts.custOperation.list',
    page: lazy(() => import('./cust-operation-list-page')),
  },
  {
    id: 'shortcuts.custOperation.detail',
    path: '/shortcuts/cust-operation/detail/:accountName/:ratePlanName/:zoneName/:queryDate',
    permission: areaCodes.shortcuts,
    menu: false,
    titleKey: 'menu.shortcuts.custOperation.detail',
    page: lazy(() => import('./cust-operation-detail-page')),
  },
];
