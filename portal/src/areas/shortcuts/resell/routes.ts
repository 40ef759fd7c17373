import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** The resale status with the operator (spec §2 Shortcuts: resell; issue #17 item 2). */
export const resellRoutes: AppRoute[] = [
  {
    id: 'shortcuts.resell.list',
    path: '/shortcuts/resell/list',
    permission: areaCodes.shortcuts,
    menu: {},
    titleKey: 'menu.shortcuts.resell',
    page: lazy(() => import('./resell-page')),
  },
];
