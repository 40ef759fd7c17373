import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/** System (spec §2 System, area 14000000): roles, user behaviour and data push; the API log comes later. */
const system = areaRoute('system', 'settings', [
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
    // Data push (issue #15 item 6): behind its own feature code, which enterprises (3000) hold without the system area.
    id: 'system.dataPush.list',
    path: '/system/dataPush/list',
    permission: featureCodes.dataPush,
    menu: {},
    titleKey: 'menu.system.dataPush.list',
    page: lazy(() => import('./data-push/data-push-page')),
  },
]);

/**
 * The area opens to whoever may open one of its pages: each page keeps its own code (the area code for
 * roles and user behaviour), so an enterprise sees the System menu with data push only.
 */
export const systemRoutes: AppRoute = { ...system, permission: undefined };
