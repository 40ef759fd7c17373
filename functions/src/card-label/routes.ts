/**
 * The routes of the `card-label` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── labels, card types, test cards (groups card-label, card-type, test-card) ──
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const cardLabelApi: ApiGroup = {
  name: 'card-label',
  routes: [
    post('list', '/cmp/sim/label/list', areaCodes.card),
    post('detail', '/cmp/sim/label/detail', areaCodes.card),
    post('cards', '/cmp/sim/label/cards', areaCodes.card),
    write('save', '/cmp/sim/label/save', featureCodes.labelEdit),
    write('attach', '/cmp/sim/label/attach', featureCodes.labelEdit),
    write('detach', '/cmp/sim/label/detach', featureCodes.labelEdit),
    write('delete', '/cmp/sim/label/delete', featureCodes.labelDelete),
  ],
};
