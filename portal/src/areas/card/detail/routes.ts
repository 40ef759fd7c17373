import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Card-area pages of this feature (joined into the card area by ../routes.ts). */
export const detailRoutes: AppRoute[] = [
  {
    id: 'card.detail',
    path: '/card/card-list/detail/:iccid/:channelCustId?',
    permission: areaCodes.card,
    menu: false,
    titleKey: 'cardDetail.title',
    page: lazy(() => import('./card-detail-page')),
  },
];

/** The diagnosis quick entry (spec §2 Shortcuts), joined into the shortcuts area. */
export const diagnoseRoute: AppRoute = {
  id: 'shortcuts.diagnose',
  path: '/shortcuts/diagnose/detail/:iccId?',
  permission: areaCodes.shortcuts,
  menu: {},
  titleKey: 'cardDetail.diagnoseTitle',
  page: lazy(() => import('./diagnose-page')),
};
