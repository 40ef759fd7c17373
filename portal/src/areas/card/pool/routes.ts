import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute, Audience } from '../../../routing/types';

/**
 * Data pools (spec §2 Card): the pool list and the pool changes in the menu; detail, block history
 * and the fail log of a change are reached from them. `:salesOrder?` is accepted and filters nothing yet.
 */
/** A secondary customer has no pools of its own: the API refuses it every pool route. */
const notSecondary: Audience[] = ['platform', 'enterprise'];

export const poolRoutes: AppRoute[] = [
  {
    id: 'card.pool.list',
    path: '/card/pool/list/:salesOrder?',
    permission: areaCodes.card,
    audience: notSecondary,
    menu: {},
    titleKey: 'menu.card.pool.list',
    page: lazy(() => import('./pool-list-page')),
  },
  {
    id: 'card.pool.detail',
    path: '/card/pool/detail/:poolId/:salesOrder?',
    permission: areaCodes.card,
    audience: notSecondary,
    menu: false,
    titleKey: 'menu.card.pool.detail',
    page: lazy(() => import('./pool-detail-page')),
  },
  {
    id: 'card.pool.blockhistory',
    path: '/card/pool/blockhistory/:poolId',
    permission: areaCodes.card,
    audience: notSecondary,
    menu: false,
    titleKey: 'menu.card.pool.blockhistory',
    page: lazy(() => import('./pool-block-history-page')),
  },
  {
    id: 'card.pool.change',
    path: '/card/pool/change/list/:salesOrder?',
    permission: areaCodes.card,
    audience: notSecondary,
    menu: {},
    titleKey: 'menu.card.pool.change',
    page: lazy(() => import('./pool-change-page')),
  },
  {
    id: 'card.pool.faillog',
    path: '/card/pool/change/fail-log/:batchId',
    permission: areaCodes.card,
    audience: notSecondary,
    menu: false,
    titleKey: 'menu.card.pool.faillog',
    page: lazy(() => import('./pool-fail-log-page')),
  },
];
