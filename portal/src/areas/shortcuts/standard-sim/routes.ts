import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Quick entries of standard-SIM batches (spec §2 Shortcuts: standardsim), joined into the shortcuts area. */
export const standardSimRoutes: AppRoute[] = [
  {
    id: 'shortcuts.standardSim.list',
    path: '/shortcuts/standardsim/list',
    permission: areaCodes.shortcuts,
    menu: {},
    titleKey: 'menu.shortcuts.standardSim.list',
    // The batch pages (components/card-batch) speak the card area's words.
    texts: ['card'],
    page: lazy(() => import('./standard-sim-list-page')),
  },
  {
    id: 'shortcuts.standardSim.detail',
    // `:state?` filters the card results: succeeded or failed.
    path: '/shortcuts/standardsim/detail/:batchId/:state?',
    permission: areaCodes.shortcuts,
    menu: false,
    titleKey: 'menu.shortcuts.standardSim.detail',
    // The batch pages (components/card-batch) speak the card area's words.
    texts: ['card'],
    page: lazy(() => import('../../../components/card-batch/batch-detail-page')),
  },
];
