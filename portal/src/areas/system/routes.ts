import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/**
 * System (spec §2 System, area 14000000): roles, user behaviour and the API log; data push comes
 * later. The API log is behind its own code (14020001), which enterprises hold without the area's:
 * the area asks for no code of its own and shows while one of its pages is open to the user.
 */
export const systemRoutes: AppRoute = areaRoute(
  'system',
  'settings',
  [
    {
      id: 'system.role.list',
      path: '/system/role/list',
      permission: areaCodes.system,
      menu: {},
      titleKey: 'menu.system.role.list',
      // A role's enterprise column links to the customer, in the business area's words.
      texts: ['business'],
      page: lazy(() => import('./role/list/role-list-page')),
    },
    {
      id: 'system.role.detail',
      path: '/system/role/detail/:roleId?',
      permission: areaCodes.system,
      menu: false,
      titleKey: 'menu.system.role.detail',
      page: lazy(() => import('./role/detail/role-detail-page')),
    },
    {
      id: 'system.userBehavior.list',
      path: '/system/userBehavior/list',
      permission: areaCodes.system,
      menu: {},
      titleKey: 'menu.system.userBehavior.list',
      page: lazy(() => import('./user-behavior/user-behavior-page')),
    },
    {
      id: 'system.api.list',
      path: '/system/api/list',
      permission: featureCodes.apiLog,
      menu: {},
      titleKey: 'menu.system.api.list',
      page: lazy(() => import('./api-log/api-log-page')),
    },
  ],
  { byChildren: true },
);
