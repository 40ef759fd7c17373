import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** SMS area (spec §2 Card): the tenant's SMS list; sending needs 2020001. */
export const smsRoutes: AppRoute[] = [
  {
    id: 'card.sms.list',
    path: '/card/sms/list',
    permission: areaCodes.card,
    menu: {},
    titleKey: 'menu.card.sms.list',
    page: lazy(() => import('./sms-list-page')),
  },
];
