/**
 * The routes of the `cust-operation` API group (issue #17 item 2): traffic pools per customer, plan
 * and zone on a day, and one such group's cards (spec §2 Shortcuts: cust-operation). Served by the
 * `cards` area's function; the shortcuts area's code opens them (platform roles and enterprises).
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post } from '../shared/http/route-def.ts';

export const custOperationApi: ApiGroup = {
  name: 'cust-operation',
  access: { table: 'read' },
  routes: [
    post('list', '/cmp/sim/custOperation/list', areaCodes.shortcuts),
    post('detail', '/cmp/sim/custOperation/detail', areaCodes.shortcuts),
  ],
};
