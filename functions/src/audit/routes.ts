/**
 * The routes of the `audit` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post } from '../shared/http/route-def.ts';

export const auditApi: ApiGroup = {
  name: 'audit',
  routes: [post('list', '/cmp/core/operationLog/list', areaCodes.system)],
};
