/**
 * The routes of the `vip-call` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const vipCallApi: ApiGroup = {
  name: 'vip-call',
  routes: [
    post('list', '/cmp/sim/vipcall/list', areaCodes.card),
    write('add', '/cmp/sim/vipcall/add', featureCodes.vipCallEdit),
    write('remove', '/cmp/sim/vipcall/remove', featureCodes.vipCallEdit),
  ],
};
