/**
 * The routes of the `commserv` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── zones, communication services, operators (groups commserv, operator-config) ──
 * The catalogue is read under billing (4000000: plans are sold on it) and changed under operator (7000000).
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const commservApi: ApiGroup = {
  name: 'commserv',
  routes: [
    post('list', '/cmp/sim/commserv/list', areaCodes.billing),
    post('detail', '/cmp/sim/commserv/detail', areaCodes.billing),
    write('add', '/cmp/sim/commserv/add', areaCodes.operator),
    write('edit', '/cmp/sim/commserv/edit', areaCodes.operator),
    write('block', '/cmp/sim/commserv/block', areaCodes.operator),
    write('allow', '/cmp/sim/commserv/allow', areaCodes.operator),
    post('qosList', '/cmp/sim/commserv/qos/list', areaCodes.operator),
    write('speedLimit', '/cmp/sim/commserv/qos/speedLimit', areaCodes.operator),
    write('redirect', '/cmp/sim/commserv/redirect/save', areaCodes.operator),
    post('zoneList', '/cmp/sim/zone/list', areaCodes.billing),
    post('zoneDetail', '/cmp/sim/zone/detail', areaCodes.billing),
    write('zoneSave', '/cmp/sim/zone/save', areaCodes.operator),
    write('zoneBlock', '/cmp/sim/zone/block', areaCodes.operator),
    write('zoneAllow', '/cmp/sim/zone/allow', areaCodes.operator),
  ],
};
