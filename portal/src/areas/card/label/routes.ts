import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Labels (spec §2 Card): list in the menu; detail and edit reached from it. Editing needs 2090001. */
export const labelRoutes: AppRoute[] = [
  {
    id: 'card.label.list',
    path: '/card/label/list',
    permission: areaCodes.card,
    menu: {},
    titleKey: 'menu.card.label.list',
    page: lazy(() => import('./label-list-page')),
  },
  {
    id: 'card.label.detail',
    path: '/card/label/detail/:labelId',
    permission: areaCodes.card,
    menu: false,
    titleKey: 'menu.card.label.detail',
    page: lazy(() => import('./label-detail-page')),
  },
  {
    id: 'card.label.edit',
    path: '/card/label/edit/:labelId',
    permission: featureCodes.labelEdit,
    menu: false,
    titleKey: 'menu.card.label.edit',
    page: lazy(() => import('./label-edit-page')),
  },
];
