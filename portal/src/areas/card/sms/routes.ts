import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** SMS area (spec §2 Card): the tenant's SMS list; sending needs 2020001. */
export const smsRoutes: AppRoute[] = [
  {
    id: 'card.sms.list',
    path: '/card/sms/list',
    permission: '2000000',
    menu: {},
    titleKey: 'cardSms.menu.list',
    page: lazy(() => import('./sms-list-page')),
  },
];
