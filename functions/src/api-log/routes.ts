/**
 * The routes of the `api-log` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── API log (group api-log) ──
 */
import { featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post } from '../shared/http/route-def.ts';

export const apiLogApi: ApiGroup = {
  name: 'api-log',
  access: { table: 'read' },
  routes: [post('list', '/cmp/core/apiLog/list', featureCodes.apiLog)],
};
