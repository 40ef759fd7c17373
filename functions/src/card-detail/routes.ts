/**
 * The routes of the `card-detail` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── card detail and single-card actions (group card-detail) ──
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const cardDetailApi: ApiGroup = {
  name: 'card-detail',
  // Domain events: a card that changes state publishes `card-state-changed` (card-detail.repository.ts apply).
  access: { table: 'readWrite', publishesEvents: true },
  routes: [
    post('detail', '/cmp/sim/card/detail', areaCodes.card),
    post('sessions', '/cmp/sim/card/sessions', areaCodes.card),
    post('log', '/cmp/sim/card/log', areaCodes.card),
    post('plans', '/cmp/sim/card/plans', areaCodes.card),
    post('smsList', '/cmp/sim/card/sms/list', areaCodes.card),
    write('update', '/cmp/sim/card/update', featureCodes.cardEdit),
    write('changeState', '/cmp/sim/card/changeState', featureCodes.cardChangeStatus),
    write('network', '/cmp/sim/card/network', featureCodes.cardChangeStatus),
    write('renew', '/cmp/sim/card/renew', featureCodes.cardRenew),
    write('changePackage', '/cmp/sim/card/changePackage', featureCodes.cardChangePackage),
    write('orderPackage', '/cmp/sim/card/orderPackage', featureCodes.cardOrderPackage),
    write('smsSend', '/cmp/sim/card/sms/send', featureCodes.smsSend),
    post('diagnose', '/cmp/sim/card/diagnose', areaCodes.shortcuts),
  ],
};
