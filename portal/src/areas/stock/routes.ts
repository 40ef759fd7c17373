import { areaCodes, featureCodes } from '@cmp/functions/platform/permissions';
import { lazy } from 'react';
import { type AppRoute, areaRoute } from '../../routing/types';

/**
 * Stock (spec §2 /stock, area 11000000; issue #17 item 3): platform roles see and move the whole
 * inventory (imports 11010001, stock-out 11010002, scrapping 11010003); an enterprise (3000) sees the
 * items out to it and its stock-outs. Enterprise staff (4000) and secondary customers (5000) lack the
 * area code and get the 403 page.
 */
export const stockRoutes: AppRoute = areaRoute('stock', 'card', [
  {
    id: 'stock.stocklist.list',
    path: '/stock/stocklist/list',
    permission: areaCodes.stock,
    menu: {},
    titleKey: 'menu.stock.stocklist.list',
    page: lazy(() => import('./stocklist/stock-list-page')),
  },
  {
    id: 'stock.stocklist.detail',
    path: '/stock/stocklist/detail/:iccid?',
    permission: areaCodes.stock,
    menu: false,
    titleKey: 'menu.stock.stocklist.detail',
    page: lazy(() => import('./stocklist/stock-detail-page')),
  },
  {
    id: 'stock.stocklist.doublecardDetail',
    path: '/stock/stocklist/doublecard-detail/:sn?',
    permission: areaCodes.stock,
    menu: false,
    titleKey: 'menu.stock.stocklist.doublecardDetail',
    page: lazy(() => import('./stocklist/stock-detail-page').then((m) => ({ default: m.DoubleCardDetailPage }))),
  },
  {
    id: 'stock.goodsImport.list',
    path: '/stock/goods-import/list/:tab?',
    permission: areaCodes.stock,
    menu: {},
    titleKey: 'menu.stock.goodsImport.list',
    page: lazy(() => import('./goods-import/import-list-page')),
  },
  {
    id: 'stock.goodsImport.add',
    path: '/stock/goods-import/add/:type?',
    permission: featureCodes.stockImport,
    menu: false,
    titleKey: 'menu.stock.goodsImport.add',
    page: lazy(() => import('./goods-import/import-add-page')),
  },
  {
    id: 'stock.operationList.list',
    path: '/stock/operationList/list/:param?',
    permission: areaCodes.stock,
    menu: {},
    titleKey: 'menu.stock.operationList.list',
    page: lazy(() => import('./operation-list/operation-list-page')),
  },
  {
    id: 'stock.operationList.detail',
    path: '/stock/operationList/detail/:batchId?',
    permission: areaCodes.stock,
    menu: false,
    titleKey: 'menu.stock.operationList.detail',
    page: lazy(() => import('./operation-list/operation-detail-page')),
  },
]);
