/**
 * The routes of the `card-import` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── card imports (group card-import) ──
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const cardImportApi: ApiGroup = {
  name: 'card-import',
  // Card imports: the API hands out presigned PUTs to imports/, reads the file and stores its checked rows.
  access: { table: 'readWrite', buckets: { imports: 'readWrite' }, startsWorkflows: ['card-import'] },
  routes: [
    write('uploadUrl', '/cmp/sim/cardImport/uploadUrl', featureCodes.cardImport),
    write('start', '/cmp/sim/cardImport/start', featureCodes.cardImport),
    // ── dual-SIM import (kind dsim of card-import; docs/decisions.md "Cards: dual-SIM import") ──
    write('dsimUploadUrl', '/cmp/sim/cardImport/dsim/uploadUrl', featureCodes.dsimEdit),
    write('dsimStart', '/cmp/sim/cardImport/dsim/start', featureCodes.dsimEdit),
    post('list', '/cmp/sim/cardImport/list', areaCodes.card),
    post('detail', '/cmp/sim/cardImport/detail', areaCodes.card),
    post('results', '/cmp/sim/cardImport/results', areaCodes.card),
  ],
};
