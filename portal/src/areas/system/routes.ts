import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/** System (spec §2 System, area 14000000): roles and user behaviour; API log and data push come later. */
export const systemRoutes: AppRoute = areaRoute('system', 'settings', [
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
]);
