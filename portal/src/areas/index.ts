import type { AppRoute } from '../routing/types';
import { accountRoutes } from './account/routes';
import { businessRoutes, homeCustomerRoutes } from './customer/routes';
import { helpRoutes } from './help/routes';
import { homeRoutes } from './home/routes';
import { shortcutsRoutes } from './notification/routes';
import { systemRoutes } from './system/routes';

/** Every menu area, in menu order. Add an area's routes.ts here. */
export const areaRoutes: AppRoute[] = [
  homeRoutes,
  shortcutsRoutes,
  helpRoutes,
  accountRoutes,
  homeCustomerRoutes,
  businessRoutes,
  systemRoutes,
];
