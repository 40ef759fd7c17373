/**
 * The routes of the `prepaid` API group (issue #14, items 6 and 7): prepaid-card funds per plan,
 * zone, cycle and contract type (the capital screens, business area) and the prepaid cost report
 * (report area). Registered in platform/route-table.ts.
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post } from '../shared/http/route-def.ts';

export const prepaidApi: ApiGroup = {
  name: 'prepaid',
  routes: [
    post('funds', '/cmp/prepaid/funds', areaCodes.business),
    post('group', '/cmp/prepaid/group', areaCodes.business),
    post('cards', '/cmp/prepaid/cards', areaCodes.business),
    post('costList', '/cmp/prepaid/cost/list', areaCodes.report),
    post('costDetail', '/cmp/prepaid/cost/detail', areaCodes.report),
  ],
};
