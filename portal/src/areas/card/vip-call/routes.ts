import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** VIP call list (spec §2 Card): voice whitelists of the tenant's cards; changing them needs 2020002. */
export const vipCallRoutes: AppRoute[] = [
  {
    id: 'card.vipcall.list',
    path: '/card/vipcall/list',
    permission: areaCodes.card,
    menu: {},
    titleKey: 'menu.card.vipcall.list',
    page: lazy(() => import('./vip-call-list-page')),
  },
];
