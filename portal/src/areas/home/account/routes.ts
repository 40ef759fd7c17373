import { featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/**
 * Account management (spec §2 Home, §6: permission 1000002). Reached from the user menu, so it has
 * no entry of its own in the left menu; breadcrumbs and titles still come from here.
 */
export const accountRoutes: AppRoute = {
  id: 'account',
  path: '/home/account',
  permission: featureCodes.accountButtons,
  menu: false,
  titleKey: 'menu.account.root',
  children: [
    {
      id: 'account.list',
      path: '/home/account/list/:channelCustId?',
      permission: featureCodes.accountButtons,
      menu: false,
      titleKey: 'menu.account.list',
      page: lazy(() => import('./list/account-list-page')),
    },
    {
      id: 'account.freeze',
      path: '/home/account/freeze/:loginName',
      permission: featureCodes.accountButtons,
      menu: false,
      titleKey: 'menu.account.freeze',
      page: lazy(() => import('./freeze/freeze-records-page')),
    },
  ],
};
