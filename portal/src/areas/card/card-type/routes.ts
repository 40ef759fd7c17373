import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** The card type catalogue (spec §2 Card): every card role reads it; adding and deleting need 2050001 / 2050002. */
export const cardTypeRoutes: AppRoute[] = [
  {
    id: 'card.cardtype.list',
    path: '/card/cardtype/list',
    permission: areaCodes.card,
    menu: {},
    titleKey: 'menu.card.cardtype.list',
    page: lazy(() => import('./card-type-list-page')),
  },
];
