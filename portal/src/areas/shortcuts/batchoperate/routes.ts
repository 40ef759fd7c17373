import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** The same list and detail as quick entries (spec §2 Shortcuts: batchoperate), area code 6000000. */
export const batchShortcutRoutes: AppRoute[] = [
  {
    id: 'shortcuts.batchoperate.list',
    path: '/shortcuts/batchoperate/list/:type?',
    permission: areaCodes.shortcuts,
    menu: {},
    titleKey: 'menu.shortcuts.batchoperate.list',
    // The batch pages (components/card-batch) speak the card area's words.
    texts: ['card'],
    page: lazy(() => import('../../../components/card-batch/batch-list-page')),
  },
  {
    id: 'shortcuts.batchoperate.detail',
    path: '/shortcuts/batchoperate/detail/:batchId/:state',
    permission: areaCodes.shortcuts,
    menu: false,
    titleKey: 'menu.shortcuts.batchoperate.detail',
    // The batch pages (components/card-batch) speak the card area's words.
    texts: ['card'],
    page: lazy(() => import('../../../components/card-batch/batch-detail-page')),
  },
];
