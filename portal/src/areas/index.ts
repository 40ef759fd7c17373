import type { AppRoute } from '../routing/types';
import { accountRoutes } from './account/routes';
import { billingRoutes } from './billing/routes';
import { cardRoutes } from './card/routes';
import { businessRoutes, homeCustomerRoutes } from './customer/routes';
import { helpRoutes } from './help/routes';
import { homeRoutes } from './home/routes';
import { shortcutsRoutes } from './notification/routes';
import { operatorRoutes } from './operator/routes';
import { systemRoutes } from './system/routes';

/** Every menu area, in menu order. Add an area's routes.ts here. */
export const areaRoutes: AppRoute[] = [
  homeRoutes,
  cardRoutes,
  billingRoutes,
  shortcutsRoutes,
  helpRoutes,
  accountRoutes,
  homeCustomerRoutes,
  businessRoutes,
  operatorRoutes,
  systemRoutes,
];
