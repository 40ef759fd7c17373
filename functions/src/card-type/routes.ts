/**
 * The routes of the `card-type` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const cardTypeApi: ApiGroup = {
  name: 'card-type',
  routes: [
    post('list', '/cmp/sim/cardType/list', areaCodes.card),
    write('save', '/cmp/sim/cardType/save', featureCodes.cardTypeAdd),
    write('delete', '/cmp/sim/cardType/delete', featureCodes.cardTypeDelete),
  ],
};
