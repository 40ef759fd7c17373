/**
 * The routes of the `card-pool` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── data pools (group card-pool) ──
 * Reads need the card area; creating pools and moving cards 2060001; manual block/unblock 2060002 (platform only).
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const cardPoolApi: ApiGroup = {
  name: 'card-pool',
  routes: [
    post('list', '/cmp/sim/pool/list', areaCodes.card),
    post('detail', '/cmp/sim/pool/detail', areaCodes.card),
    post('cards', '/cmp/sim/pool/cards', areaCodes.card),
    post('blockHistory', '/cmp/sim/pool/blockHistory', areaCodes.card),
    post('changeList', '/cmp/sim/pool/change/list', areaCodes.card),
    post('failLog', '/cmp/sim/pool/change/failLog', areaCodes.card),
    write('add', '/cmp/sim/pool/add', featureCodes.poolAdd),
    write('change', '/cmp/sim/pool/change', featureCodes.poolAdd),
    write('block', '/cmp/sim/pool/block', featureCodes.poolBlock),
    write('unblock', '/cmp/sim/pool/unblock', featureCodes.poolBlock),
  ],
};
