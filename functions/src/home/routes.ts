/**
 * The routes of the `home` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post } from '../shared/http/route-def.ts';

export const homeApi: ApiGroup = {
  name: 'home',
  // The home overview only reads.
  access: { table: 'read' },
  routes: [
    post('getCycleNew', '/cmp/edge/homepage/homePage/getCycleNew', areaCodes.home),
    post('getLinkNew', '/cmp/edge/homepage/homePage/getLinkNew', areaCodes.home),
    post('getCycleMonthNew', '/cmp/edge/homepage/homePage/getCycleMonthNew', areaCodes.home),
    post('getUsedInfoNew', '/cmp/edge/homepage/homePage/getUsedInfoNew', areaCodes.home),
    post('getLinkTop5', '/cmp/edge/homepage/homePage/getLinkTop5', areaCodes.home),
    post('getCustUseTotalTop5', '/cmp/edge/homepage/homePage/getCustUseTotalTop5', areaCodes.home),
    post('monthFlow', '/cmp/edge/es/report/monthFlow', areaCodes.home),
    post('dayFlow', '/cmp/edge/es/report/dayFlow', areaCodes.home),
  ],
};
