/**
 * The routes of the `euicc` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── eUICC list and profile operations (group euicc; codes in docs/decisions.md "Cards: eUICC") ──
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const euiccApi: ApiGroup = {
  name: 'euicc',
  routes: [
    post('list', '/cmp/sim/euicc/list', areaCodes.card),
    post('detail', '/cmp/sim/euicc/detail', areaCodes.card),
    write('download', '/cmp/sim/euicc/profile/download', featureCodes.euicc1),
    write('enable', '/cmp/sim/euicc/profile/enable', featureCodes.euicc2),
    write('disable', '/cmp/sim/euicc/profile/disable', featureCodes.euicc3),
  ],
};
