import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

const OPERATOR = areaCodes.operator;

/** Communication services and zones (spec §2 Operator: /operator/commserv-list/*). */
export const commservRoutes: AppRoute[] = [
  {
    id: 'operator.commserv.list',
    path: '/operator/commserv-list/list',
    permission: OPERATOR,
    menu: {},
    titleKey: 'commserv.menu.list',
    page: lazy(() => import('./commserv-list-page')),
  },
  {
    id: 'operator.commserv.detail',
    path: '/operator/commserv-list/detail/:commservId',
    permission: OPERATOR,
    menu: false,
    titleKey: 'commserv.menu.detail',
    page: lazy(() => import('./commserv-detail-page')),
  },
  {
    id: 'operator.commserv.add',
    path: '/operator/commserv-list/add',
    permission: OPERATOR,
    menu: false,
    titleKey: 'commserv.menu.add',
    page: lazy(() => import('./commserv-form-page')),
  },
  {
    id: 'operator.commserv.edit',
    path: '/operator/commserv-list/edit/:commservId',
    permission: OPERATOR,
    menu: false,
    titleKey: 'commserv.menu.edit',
    page: lazy(() => import('./commserv-form-page')),
  },
  {
    id: 'operator.commserv.speedLimit',
    path: '/operator/commserv-list/config-manager/speedLimit',
    permission: OPERATOR,
    menu: {},
    titleKey: 'commserv.menu.speedLimit',
    page: lazy(() => import('./speed-limit-page')),
  },
  {
    id: 'operator.commserv.redirect',
    path: '/operator/commserv-list/config-manager/redirect',
    permission: OPERATOR,
    menu: {},
    titleKey: 'commserv.menu.redirect',
    page: lazy(() => import('./redirect-page')),
  },
];
