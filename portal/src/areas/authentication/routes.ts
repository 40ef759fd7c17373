import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../routing/types';

/**
 * Real-name authentication (spec §2 /authentication, area 15000000; issue #16 item 6): the platform's
 * list and audit of enterprise applications (platform roles only; everyone else gets the 403 page).
 * The public apply page (/authentication/apply/:enterpriseCustomerId?) needs no sign-in and is routed
 * beside /register (routing/router.tsx), outside this table.
 */
export const authenticationRoutes: AppRoute = {
  id: 'authentication',
  path: '/authentication',
  permission: areaCodes.realName,
  audience: 'platform',
  menu: { icon: 'settings' },
  titleKey: 'menu.authentication.root',
  children: [
    {
      id: 'authentication.enterprise.list',
      path: '/authentication/enterprise/list',
      permission: featureCodes.authEnterprise,
      menu: {},
      titleKey: 'menu.authentication.enterprise.list',
      page: lazy(() => import('./enterprise/auth-list-page')),
    },
    {
      id: 'authentication.enterprise.audit',
      path: '/authentication/enterprise/audit/:id/:authenticationType?',
      permission: featureCodes.authEnterprise,
      menu: false,
      titleKey: 'menu.authentication.enterprise.audit',
      page: lazy(() => import('./enterprise/auth-audit-page')),
    },
  ],
};
