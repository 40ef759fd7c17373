import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

const BatchListPage = lazy(() => import('../../../components/card-batch/batch-list-page'));
const BatchDetailPage = lazy(() => import('../../../components/card-batch/batch-detail-page'));
/** Batch state changes need the change-status feature code (spec §6: 2010106). */
const CHANGE_STATUS = featureCodes.cardChangeStatus;

/** Card-area pages of this feature (joined into the card area by ../routes.ts). */
export const batchRoutes: AppRoute[] = [
  {
    id: 'card.batchoperate.list',
    // `:type?` filters by batch type: changeState, allocate or recover (docs/api.md "Batches").
    path: '/card/batchoperate/list/:type?',
    permission: areaCodes.card,
    menu: {},
    titleKey: 'menu.card.batchoperate.list',
    page: BatchListPage,
  },
  {
    id: 'card.batchoperate.shortcuts',
    // `:salesorder?` (spec §2) has no sales orders behind it yet: the page ignores it.
    path: '/card/batchoperate/shortcuts/:salesorder?',
    permission: CHANGE_STATUS,
    menu: false,
    titleKey: 'menu.card.batchoperate.shortcuts',
    page: lazy(() => import('./batch-shortcut-page')),
  },
  {
    id: 'card.batchoperate.detail',
    path: '/card/batchoperate/detail/:batchId/:state',
    permission: areaCodes.card,
    menu: false,
    titleKey: 'menu.card.batchoperate.detail',
    page: BatchDetailPage,
  },
];
