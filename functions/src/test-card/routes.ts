/**
 * The routes of the `test-card` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post } from '../shared/http/route-def.ts';

export const testCardApi: ApiGroup = {
  name: 'test-card',
  routes: [post('list', '/cmp/sim/testCard/list', areaCodes.card), post('detail', '/cmp/sim/testCard/detail', areaCodes.card)],
};
