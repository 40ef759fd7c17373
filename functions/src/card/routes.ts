/**
 * The routes of the `card` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── card list and selection (group card) ──
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post } from '../shared/http/route-def.ts';

export const cardApi: ApiGroup = {
  name: 'card',
  routes: [post('list', '/cmp/sim/card/list', areaCodes.card), post('iccids', '/cmp/sim/card/iccids', areaCodes.card)],
};
