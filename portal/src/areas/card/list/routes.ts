import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Card-area pages of this feature (joined into the card area by ../routes.ts). */
export const listRoutes: AppRoute[] = [
  {
    id: 'card.list',
    // `:salesorder?` (spec §2): a sales order number; the list shows that order's cards.
    path: '/card/card-list/list/:salesorder?',
    permission: areaCodes.card,
    menu: {},
    titleKey: 'menu.card.list',
    page: lazy(() => import('./card-list-page')),
  },
];
