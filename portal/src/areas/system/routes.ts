import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../routing/types';

/** System (spec §2 System, area 14000000): roles and user behaviour; API log and data push come later. */
export const systemRoutes: AppRoute = {
  id: 'system',
  path: '/system',
  permission: areaCodes.system,
  menu: { icon: 'settings' },
  titleKey: 'system.root',
  children: [
    {
      id: 'system.role.list',
      path: '/system/role/list',
      permission: areaCodes.system,
      menu: {},
      titleKey: 'role.menu.list',
      page: lazy(() => import('./role/list/role-list-page')),
    },
    {
      id: 'system.role.detail',
      path: '/system/role/detail/:roleId?',
      permission: areaCodes.system,
      menu: false,
      titleKey: 'role.menu.detail',
      page: lazy(() => import('./role/detail/role-detail-page')),
    },
    {
      id: 'system.userBehavior.list',
      path: '/system/userBehavior/list',
      permission: areaCodes.system,
      menu: {},
      titleKey: 'userBehavior.menu.list',
      page: lazy(() => import('./user-behavior/user-behavior-page')),
    },
  ],
};
