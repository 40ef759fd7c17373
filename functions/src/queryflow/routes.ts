/**
 * The routes of the `queryflow` API group (issue #17 item 2): a card's usage per day for a chosen
 * period (spec §2 Shortcuts: queryflow, §7 'traffic details'). Served by the `cards` area's function;
 * the shortcuts area's code opens it (platform roles and enterprises).
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post } from '../shared/http/route-def.ts';

export const queryflowApi: ApiGroup = {
  name: 'queryflow',
  access: { table: 'read' },
  routes: [post('list', '/cmp/sim/queryflow/list', areaCodes.shortcuts)],
};
