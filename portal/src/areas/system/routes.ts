import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/**
 * System (spec §2 System, area 14000000): roles, user behaviour, the API log and data push. The
 * API log (14020001) and data push (14030001) are behind their own codes, which enterprises hold without the area's:
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
    {
      // Data push (issue #15 item 6): behind its own feature code, which enterprises (3000) hold without the system area.
      id: 'system.dataPush.list',
      path: '/system/dataPush/list',
      permission: featureCodes.dataPush,
      menu: {},
      titleKey: 'menu.system.dataPush.list',
      page: lazy(() => import('./data-push/data-push-page')),
    },
  ],
  { byChildren: true },
);
