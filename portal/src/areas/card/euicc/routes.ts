import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** eUICC list (spec §2 /card/euicc/list): profile download, enable, disable need 2040001, 2040002, 2040003. */
export const euiccRoutes: AppRoute[] = [
  {
    id: 'card.euicc.list',
    path: '/card/euicc/list',
    permission: areaCodes.card,
    menu: {},
    titleKey: 'menu.card.euicc.list',
    page: lazy(() => import('./euicc-list-page')),
  },
];
