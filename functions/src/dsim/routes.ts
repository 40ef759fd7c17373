/**
 * The routes of the `dsim` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── dual-SIM list (group dsim) ──
 * Reads need the card area; pairing, unpairing and switching the active slot 2100001.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const dsimApi: ApiGroup = {
  name: 'dsim',
  routes: [
    post('list', '/cmp/sim/dsim/list', areaCodes.card),
    write('pair', '/cmp/sim/dsim/pair', featureCodes.dsimEdit),
    write('unpair', '/cmp/sim/dsim/unpair', featureCodes.dsimEdit),
    write('switch', '/cmp/sim/dsim/switch', featureCodes.dsimEdit),
  ],
};
