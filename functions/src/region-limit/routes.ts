/**
 * The routes of the `region-limit` API group (issue #16 item 4): an enterprise's region limits — list,
 * add, edit, delete, switch on/off — and the violations the session check recorded. Registered in
 * platform/route-table.ts, served by the `risk` area's function; the domain lives in risk/region/.
 */
import { featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const regionLimitApi: ApiGroup = {
  name: 'region-limit',
  access: { table: 'readWrite' },
  routes: [
    post('list', '/cmp/risk/regionLimit/list', featureCodes.regionLimit),
    write('add', '/cmp/risk/regionLimit/add', featureCodes.regionLimitAdd),
    write('edit', '/cmp/risk/regionLimit/edit', featureCodes.regionLimitEdit),
    write('delete', '/cmp/risk/regionLimit/delete', featureCodes.regionLimitDelete),
    write('switch', '/cmp/risk/regionLimit/switch', featureCodes.regionLimitSwitch),
    post('violations', '/cmp/risk/regionLimit/violation/list', featureCodes.regionLimit),
  ],
};
