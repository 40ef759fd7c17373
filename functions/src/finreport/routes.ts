/**
 * The routes of the `finreport` API group (issue #14, item 7): the financial day and month reports
 * and a period's detail; their export is a download task (download/routes.ts). Registered in
 * platform/route-table.ts.
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post } from '../shared/http/route-def.ts';

export const finreportApi: ApiGroup = {
  name: 'finreport',
  access: { table: 'read' },
  routes: [
    post('list', '/cmp/financial/report/list', areaCodes.financial),
    post('detail', '/cmp/financial/report/detail', areaCodes.financial),
  ],
};
