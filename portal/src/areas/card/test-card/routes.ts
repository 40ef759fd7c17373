import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Test cards (spec §2 Card): cards in state 61 and their test period. */
export const testCardRoutes: AppRoute[] = [
  {
    id: 'card.testcard.list',
    path: '/card/testcard/list',
    permission: areaCodes.card,
    menu: {},
    titleKey: 'menu.card.testcard.list',
    page: lazy(() => import('./test-card-list-page')),
  },
  {
    id: 'card.testcard.detail',
    path: '/card/testcard/detail/:iccid',
    permission: areaCodes.card,
    menu: false,
    titleKey: 'menu.card.testcard.detail',
    page: lazy(() => import('./test-card-detail-page')),
  },
];
