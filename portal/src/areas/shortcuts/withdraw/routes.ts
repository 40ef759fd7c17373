import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Quick entry of withdrawals (spec §2 Shortcuts: withdraw list), joined into the shortcuts area. */
export const withdrawShortcutRoutes: AppRoute[] = [
  {
    id: 'shortcuts.withdraw.list',
    path: '/shortcuts/withdraw/list',
    // The list's data is the business area's (the withdrawal routes take 8000000).
    permission: areaCodes.business,
    menu: {},
    titleKey: 'menu.shortcuts.withdraw',
    // The withdrawal screens speak the business area's words.
    texts: ['business'],
    page: lazy(() => import('./withdraw-list-page')),
  },
];
