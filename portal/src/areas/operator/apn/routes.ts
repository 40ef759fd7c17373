import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** APN pages of the operator area (spec §2 Operator); joined into the area by operator/routes.ts. */
export const apnRoutes: AppRoute[] = [
  {
    id: 'operator.apn.list',
    path: '/operator/apn/list',
    permission: areaCodes.operator,
    menu: {},
    titleKey: 'menu.operator.apn.list',
    page: lazy(() => import('./apn-list-page')),
  },
  {
    id: 'operator.operatorApn.list',
    path: '/operator/operator-apn/list',
    permission: areaCodes.operator,
    menu: {},
    titleKey: 'menu.operator.operatorApn.list',
    page: lazy(() => import('./operator-apn-list-page')),
  },
];
