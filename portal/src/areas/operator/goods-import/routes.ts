import { areaCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import type { AppRoute } from '../../../routing/types';

/** Standard rate plan import (spec §2 Operator: /operator/goods-import/list and /add). */
export const goodsImportRoutes: AppRoute[] = [
  {
    id: 'operator.goodsImport.list',
    path: '/operator/goods-import/list',
    permission: areaCodes.operator,
    menu: {},
    titleKey: 'menu.operator.goodsImport.list',
    page: lazy(() => import('./goods-list-page')),
  },
  {
    id: 'operator.goodsImport.add',
    path: '/operator/goods-import/add',
    permission: areaCodes.operator,
    menu: false,
    titleKey: 'menu.operator.goodsImport.add',
    page: lazy(() => import('./goods-add-page')),
  },
];
