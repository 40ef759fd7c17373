/**
 * The routes of the `sms` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── SMS area and VIP call list (groups sms, vip-call) ──
 * Sending uses the single-card SMS code 2020001; changing a card's voice whitelist 2020002.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const smsApi: ApiGroup = {
  name: 'sms',
  routes: [post('list', '/cmp/sim/sms/list', areaCodes.card), write('send', '/cmp/sim/sms/send', featureCodes.smsSend)],
};
