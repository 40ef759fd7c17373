import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

const OPERATOR = areaCodes.operator;
const AccountFormPage = lazy(() => import('./account-form-page'));

/** Operator accounts (spec §2 Operator: /operator/config/*). */
export const configRoutes: AppRoute[] = [
  {
    id: 'operator.config.list',
    path: '/operator/config/list',
    permission: OPERATOR,
    menu: {},
    titleKey: 'menu.operator.config.list',
    page: lazy(() => import('./account-list-page')),
  },
  {
    id: 'operator.config.add',
    path: '/operator/config/add',
    permission: OPERATOR,
    menu: false,
    titleKey: 'menu.operator.config.add',
    page: AccountFormPage,
  },
  {
    id: 'operator.config.edit',
    path: '/operator/config/edit/:operAccountId',
    permission: OPERATOR,
    menu: false,
    titleKey: 'menu.operator.config.edit',
    page: AccountFormPage,
  },
  {
    id: 'operator.config.detail',
    path: '/operator/config/detail/:operAccountId',
    permission: OPERATOR,
    menu: false,
    titleKey: 'menu.operator.config.detail',
    page: lazy(() => import('./account-detail-page')),
  },
];
