import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** /operator/comm/list (spec §2 Operator). */
export const commRoutes: AppRoute[] = [
  {
    id: 'operator.comm.list',
    path: '/operator/comm/list',
    permission: areaCodes.operator,
    menu: {},
    titleKey: 'menu.operator.comm.list',
    page: lazy(() => import('./comm-list-page')),
  },
];
