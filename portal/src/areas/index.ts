import type { AppRoute } from '../routing/types';
import { homeRoutes } from './home/routes';

/** Every menu area, in menu order. Add an area's routes.ts here. */
export const areaRoutes: AppRoute[] = [homeRoutes];
