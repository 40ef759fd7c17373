/**
 * The routes of the `data-comparison` API group (issue #17 item 2): the enterprise's cards as the
 * platform records them against the operator's record, a page at a time (spec §2 Shortcuts:
 * data-comparison). Served by the `cards` area's function; the shortcuts area's code opens it.
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post } from '../shared/http/route-def.ts';

export const dataComparisonApi: ApiGroup = {
  name: 'data-comparison',
  access: { table: 'read' },
  routes: [post('list', '/cmp/sim/dataComparison/list', areaCodes.shortcuts)],
};
