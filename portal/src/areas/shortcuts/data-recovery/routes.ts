import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Quick entries of data recovery (spec §2 Shortcuts: data-recovery), joined into the shortcuts area. */
export const dataRecoveryRoutes: AppRoute[] = [
  {
    id: 'shortcuts.dataRecovery.list',
    path: '/shortcuts/data-recovery/list',
    permission: areaCodes.shortcuts,
    menu: {},
    titleKey: 'menu.shortcuts.dataRecovery.list',
    // The batch pages (components/card-batch) speak the card area's words.
    texts: ['card'],
    page: lazy(() => import('./data-recovery-list-page')),
  },
  {
    id: 'shortcuts.dataRecovery.detail',
    path: '/shortcuts/data-recovery/detail/:batchId/:state?',
    permission: areaCodes.shortcuts,
    menu: false,
    titleKey: 'menu.shortcuts.dataRecovery.detail',
    // The batch pages (components/card-batch) speak the card area's words.
    texts: ['card'],
    page: lazy(() => import('../../../components/card-batch/batch-detail-page')),
  },
];
