import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../routing/types';
import { batchShortcutRoutes } from '../card/batch/routes';
import { dataRecoveryRoutes } from '../card/data-recovery/routes';
import { diagnoseRoute } from '../card/detail/routes';
import { standardSimRoutes } from '../card/standard-sim/routes';

/** Shortcuts (spec §2 Shortcuts, area code 6000000). Other quick entries join this area later. */
export const shortcutsRoutes: AppRoute = {
  id: 'shortcuts',
  path: '/shortcuts',
  permission: areaCodes.shortcuts,
  menu: { icon: 'bolt' },
  titleKey: 'shortcuts.root',
  children: [
    {
      id: 'shortcuts.notification',
      path: '/shortcuts/notification/list',
      permission: areaCodes.shortcuts,
      menu: {},
      titleKey: 'shortcuts.notification',
      page: lazy(() => import('./notification-page')),
    },
    // ── batch shortcuts (batch pages) ──
    ...batchShortcutRoutes,
    // ── data recovery (batch type recover) ──
    ...dataRecoveryRoutes,
    // ── standard-SIM batches (batch type standardSim) ──
    ...standardSimRoutes,
    // ── diagnosis (card detail pages) ──
    diagnoseRoute,
  ],
};
