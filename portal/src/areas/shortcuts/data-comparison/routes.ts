import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** The data comparison with the operator (spec §2 Shortcuts: data-comparison; issue #17 item 2). */
export const dataComparisonRoutes: AppRoute[] = [
  {
    id: 'shortcuts.dataComparison.list',
    path: '/shortcuts/data-comparison/list',
    permission: areaCodes.shortcuts,
    menu: {},
    titleKey: 'menu.shortcuts.dataComparison',
    // The export dialog speaks the card list's words.
    texts: ['card'],
    page: lazy(() => import('./data-comparison-page')),
  },
];
