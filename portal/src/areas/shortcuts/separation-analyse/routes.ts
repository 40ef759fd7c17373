import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/**
 * Separation analysis (spec §2 Shortcuts: mobileSeparationAnalyse; issue #16 item 3): separations
 * per month, enterprise and operator, and the cards of one group with their IMEI history. The data
 * is the risk area's (group separation), so the pages take its code.
 */
export const separationAnalyseRoutes: AppRoute[] = [
  {
    id: 'shortcuts.separationAnalyse.list',
    path: '/shortcuts/mobileSeparationAnalyse/list',
    permission: areaCodes.risk,
    menu: {},
    titleKey: 'menu.shortcuts.separationAnalyse.list',
    page: lazy(() => import('./analyse-list-page')),
  },
  {
    id: 'shortcuts.separationAnalyse.detail',
    path: '/shortcuts/mobileSeparationAnalyse/detail/:operationId',
    permission: areaCodes.risk,
    menu: false,
    titleKey: 'menu.shortcuts.separationAnalyse.detail',
    page: lazy(() => import('./analyse-detail-page')),
  },
];
