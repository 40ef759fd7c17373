/**
 * The routes of the `resell` API group (issue #17 item 2): the enterprise's cards with the resale
 * (转售) status the platform recorded and the operator's, a sync of the operator's status onto chosen
 * cards, and listing or withdrawing chosen cards at the operator (spec §2 Shortcuts: resell). Served
 * by the `cards` area's function; the shortcuts area's code opens them.
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const resellApi: ApiGroup = {
  name: 'resell',
  routes: [
    post('list', '/cmp/sim/resell/list', areaCodes.shortcuts),
    write('sync', '/cmp/sim/resell/sync', areaCodes.shortcuts),
    write('set', '/cmp/sim/resell/set', areaCodes.shortcuts),
  ],
};
