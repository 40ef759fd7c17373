import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Quick entry of one-off fees (spec §2 Shortcuts: oncecost), joined into the shortcuts area. */
export const oncecostRoutes: AppRoute[] = [
  {
    id: 'shortcuts.oncecost.list',
    path: '/shortcuts/oncecost/list',
    permission: areaCodes.shortcuts,
    menu: {},
    titleKey: 'menu.shortcuts.oncecost',
    // The order screens speak the billing area's words.
    texts: ['billing'],
    page: lazy(() => import('./oncecost-list-page')),
  },
];
