import { type AppRoute, areaRoute } from '../../routing/types';
import { apnRoutes } from './apn/routes';
import { commRoutes } from './comm/routes';
import { commservRoutes } from './commserv/routes';
import { configRoutes } from './config/routes';
import { goodsImportRoutes } from './goods-import/routes';
import { nameRoutes } from './name/routes';

/** Operator (spec §2 Operator, area 7000000): each feature folder declares its own pages. */
export const operatorRoutes: AppRoute = areaRoute('operator', 'settings', [
  ...commservRoutes,
  ...apnRoutes,
  ...configRoutes,
  ...nameRoutes,
  ...commRoutes,
  ...goodsImportRoutes,
]);
