import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Announcements (spec §2 Shortcuts: notification), joined into the shortcuts area. */
export const notificationRoutes: AppRoute[] = [
  {
    id: 'shortcuts.notification',
    path: '/shortcuts/notification/list',
    permission: areaCodes.shortcuts,
    menu: {},
    titleKey: 'menu.shortcuts.notification',
    page: lazy(() => import('./notification-page')),
  },
];
