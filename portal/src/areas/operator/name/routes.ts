import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** /operator/name/list (spec §2 Operator). */
export const nameRoutes: AppRoute[] = [
  {
    id: 'operator.name.list',
    path: '/operator/name/list',
    permission: areaCodes.operator,
    menu: {},
    titleKey: 'menu.operator.name.list',
    page: lazy(() => import('./name-list-page')),
  },
];
