/**
 * The routes of the `separation` API group (issue #16 items 1 and 3): card–device binding per card and
 * in batches (≤ 10,000), its lists (bound cards, binding records, separations) and the separation
 * analysis. Registered in platform/route-table.ts; served by the risk area's Lambda (areas/risk.ts).
 * The shutdown itself happens in the usage-ingest worker when a session file arrives.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const separationApi: ApiGroup = {
  name: 'separation',
  access: { table: 'readWrite' },
  routes: [
    post('list', '/cmp/risk/separation/list', areaCodes.risk),
    post('records', '/cmp/risk/separation/records', areaCodes.risk),
    post('events', '/cmp/risk/separation/events', areaCodes.risk),
    write('bind', '/cmp/risk/separation/bind', featureCodes.separationBind),
    write('unbind', '/cmp/risk/separation/unbind', featureCodes.separationBind),
    post('analysisList', '/cmp/risk/separationAnalysis/list', areaCodes.risk),
    post('analysisDetail', '/cmp/risk/separationAnalysis/detail', areaCodes.risk),
  ],
};
