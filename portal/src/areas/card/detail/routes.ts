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
    titleKey: 'menu.card.detail',
    page: lazy(() => import('./card-detail-page')),
  },
];
