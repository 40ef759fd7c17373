import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** The recharge list as a quick entry (spec §2 Shortcuts: recharge), joined into the shortcuts area. */
export const rechargeShortcutRoutes: AppRoute[] = [
  {
    id: 'shortcuts.recharge.list',
    path: '/shortcuts/recharge/list',
    // The recharge routes are the business area's: a role without it (a secondary customer) gets the 403 page.
    permission: areaCodes.business,
    menu: {},
    titleKey: 'menu.shortcuts.recharge',
    texts: ['business'],
    page: lazy(() => import('./recharge-list-page')),
  },
];
