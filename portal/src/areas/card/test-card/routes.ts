import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Test cards (spec §2 Card): cards in state 61 and their test period. */
export const testCardRoutes: AppRoute[] = [
  {
    id: 'card.testcard.list',
    path: '/card/testcard/list',
    permission: '2000000',
    menu: {},
    titleKey: 'testCard.menu.list',
    page: lazy(() => import('./test-card-list-page')),
  },
  {
    id: 'card.testcard.detail',
    path: '/card/testcard/detail/:iccid',
    permission: '2000000',
    menu: false,
    titleKey: 'testCard.menu.detail',
    page: lazy(() => import('./test-card-detail-page')),
  },
];
