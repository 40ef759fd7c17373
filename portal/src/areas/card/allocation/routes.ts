import { featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Card-area pages of this feature (joined into the card area by ../routes.ts). */
export const allocationRoutes: AppRoute[] = [
  {
    id: 'card.numcard',
    // `:salesorder?` (spec §2) has no sales orders behind it yet: the page ignores it.
    path: '/card/card-list/numcard/:salesorder?',
    // Batch operation 1: allocate cards to secondary customers (docs/decisions.md).
    permission: featureCodes.batch1,
    menu: {},
    titleKey: 'menu.card.numcard',
    page: lazy(() => import('./numcard-page')),
  },
];
