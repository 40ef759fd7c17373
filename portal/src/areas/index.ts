import type { AppRoute } from '../routing/types';
import { authenticationRoutes } from './authentication/routes';
import { autoruleRoutes } from './autorule/routes';
import { billingRoutes } from './billing/routes';
import { blacklistRoutes } from './blacklist/routes';
import { businessRoutes } from './business/routes';
import { cardRoutes } from './card/routes';
import { contentRoutes } from './content/routes';
import { financialRoutes } from './financial/routes';
import { accountRoutes } from './home/account/routes';
import { homeCustomerRoutes } from './home/customer/routes';
import { helpRoutes } from './home/doc/routes';
import { homeRoutes } from './home/routes';
import { operatorRoutes } from './operator/routes';
import { reportRoutes } from './report/routes';
import { riskRoutes } from './risk/routes';
import { shortcutsRoutes } from './shortcuts/routes';
import { stockRoutes } from './stock/routes';
import { systemRoutes } from './system/routes';

/** Every menu area, in menu order. Add an area's routes.ts here. */
export const areaRoutes: AppRoute[] = [
  homeRoutes,
  cardRoutes,
  billingRoutes,
  autoruleRoutes,
  shortcutsRoutes,
  helpRoutes,
  accountRoutes,
  homeCustomerRoutes,
  businessRoutes,
  financialRoutes,
  reportRoutes,
  stockRoutes,
  riskRoutes,
  contentRoutes,
  operatorRoutes,
  systemRoutes,
  blacklistRoutes,
  authenticationRoutes,
];
