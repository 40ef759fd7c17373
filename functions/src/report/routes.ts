/**
 * The routes of the `report` API group (issue #17, item 1): the card, flow, activation, usage,
 * communication usage and business reports, read from roll-ups maintained on write; their exports
 * are download tasks (download/routes.ts). Registered in platform/route-table.ts (area `reports`).
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post } from '../shared/http/route-def.ts';

export const reportApi: ApiGroup = {
  name: 'report',
  access: { table: 'read' },
  routes: [
    post('cardReport', '/cmp/report/card/list', areaCodes.report),
    post('cardFlow', '/cmp/report/cardflow/list', areaCodes.report),
    post('active', '/cmp/report/active/list', areaCodes.report),
    post('usage', '/cmp/report/usage/list', areaCodes.report),
    post('communicationUsage', '/cmp/report/communicationUsage/list', areaCodes.report),
    post('business', '/cmp/report/business/list', areaCodes.report),
  ],
};
