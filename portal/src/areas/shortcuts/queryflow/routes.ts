import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** The traffic detail query (spec §2 Shortcuts: queryflow; issue #17 item 2): a card's usage per day. */
export const queryflowRoutes: AppRoute[] = [
  {
    id: 'shortcuts.queryflow.list',
    path: '/shortcuts/queryflow/list',
    permission: areaCodes.shortcuts,
    menu: {},
    titleKey: 'menu.shortcuts.queryflow',
    page: lazy(() => import('./queryflow-page')),
  },
];
