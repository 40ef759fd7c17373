/**
 * The routes of the `card-import` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── card imports (group card-import) ──
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, type RoutePermission, jobReadRoutes, write } from '../shared/http/route-def.ts';

const base = '/cmp/sim/cardImport';

/**
 * The two writes of an import kind: a presigned upload URL for its file, then the start of the
 * import of the uploaded file. `kind` prefixes the ids and paths (`dsimStart`, `…/dsim/start`); the
 * card import has none.
 */
const importRoutes = (kind: '' | 'dsim', permission: RoutePermission) => {
  const id = (step: string) => (kind ? `${kind}${step.charAt(0).toUpperCase()}${step.slice(1)}` : step);
  const path = (step: string) => `${base}/${kind ? `${kind}/` : ''}${step}`;
  return ['uploadUrl', 'start'].map((step) => write(id(step), path(step), permission));
};

export const cardImportApi: ApiGroup = {
  name: 'card-import',
  // Card imports: the API hands out presigned PUTs to imports/, reads the file and stores its checked rows.
  access: { table: 'readWrite', buckets: { imports: 'readWrite' }, startsWorkflows: ['card-import'] },
  routes: [
    ...importRoutes('', featureCodes.cardImport),
    // ── dual-SIM import (kind dsim of card-import; docs/decisions.md "Cards: dual-SIM import") ──
    ...importRoutes('dsim', featureCodes.dsimEdit),
    ...jobReadRoutes(base, areaCodes.card, ['list', 'detail', 'results']),
  ],
};
