import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Quick entries of card purchase orders (spec §2 Shortcuts: iotCardOrder), joined into the shortcuts area. */
export const iotCardOrderRoutes: AppRoute[] = [
  {
    id: 'shortcuts.iotCardOrder.list',
    path: '/shortcuts/iotCardOrder/list',
    permission: areaCodes.shortcuts,
    menu: {},
    titleKey: 'menu.shortcuts.iotCardOrder.list',
    // The order screens speak the billing area's words.
    texts: ['billing'],
    page: lazy(() => import('./card-order-list-page')),
  },
  {
    id: 'shortcuts.iotCardOrder.detail',
    path: '/shortcuts/iotCardOrder/detail/:orderId',
    permission: areaCodes.shortcuts,
    menu: false,
    titleKey: 'menu.shortcuts.iotCardOrder.detail',
    texts: ['billing'],
    page: lazy(() => import('./card-order-detail-page')),
  },
];
