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
    titleKey: 'menu.operator.commserv.list',
    page: lazy(() => import('./commserv-list-page')),
  },
  {
    id: 'operator.commserv.detail',
    path: '/operator/commserv-list/detail/:commservId',
    permission: OPERATOR,
    menu: false,
    titleKey: 'menu.operator.commserv.detail',
    page: lazy(() => import('./commserv-detail-page')),
  },
  {
    id: 'operator.commserv.add',
    path: '/operator/commserv-list/add',
    permission: OPERATOR,
    menu: false,
    titleKey: 'menu.operator.commserv.add',
    page: lazy(() => import('./commserv-form-page')),
  },
  {
    id: 'operator.commserv.edit',
    path: '/operator/commserv-list/edit/:commservId',
    permission: OPERATOR,
    menu: false,
    titleKey: 'menu.operator.commserv.edit',
    page: lazy(() => import('./commserv-form-page')),
  },
  {
    id: 'operator.commserv.speedLimit',
    path: '/operator/commserv-list/config-manager/speedLimit',
    permission: OPERATOR,
    menu: {},
    titleKey: 'menu.operator.commserv.speedLimit',
    page: lazy(() => import('./speed-limit-page')),
  },
  {
    id: 'operator.commserv.redirect',
    path: '/operator/commserv-list/config-manager/redirect',
    permission: OPERATOR,
    menu: {},
    titleKey: 'menu.operator.commserv.redirect',
    page: lazy(() => import('./redirect-page')),
  },
];
