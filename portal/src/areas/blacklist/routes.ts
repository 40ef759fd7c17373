import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/**
 * Blacklists (spec §2 /blacklist, area 16000000; issue #16 item 7): the platform's blacklisted
 * enterprises and persons and the record of changes and hits. Platform roles only: every other role
 * lacks the area code and gets the 403 page.
 */
export const blacklistRoutes: AppRoute = areaRoute('blacklist', 'settings', [
  {
    id: 'blacklist.enterprise.list',
    path: '/blacklist/enterprise/list',
    permission: areaCodes.blacklist,
    audience: 'platform',
    menu: {},
    titleKey: 'menu.blacklist.enterprise.list',
    page: lazy(() => import('./entries/enterprise-page')),
  },
  {
    id: 'blacklist.personal.list',
    path: '/blacklist/personal/list',
    permission: areaCodes.blacklist,
    audience: 'platform',
    menu: {},
    titleKey: 'menu.blacklist.personal.list',
    page: lazy(() => import('./entries/personal-page')),
  },
  {
    id: 'blacklist.record.list',
    path: '/blacklist/record/list',
    permission: areaCodes.blacklist,
    audience: 'platform',
    menu: {},
    titleKey: 'menu.blacklist.record.list',
    page: lazy(() => import('./record/record-page')),
  },
]);
