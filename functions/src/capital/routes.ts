/**
 * The routes of the `capital` API group (issue #14, item 6): customers' funds, an account's movements,
 * and grants. Registered in platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const capitalApi: ApiGroup = {
  name: 'capital',
  // Domain events: a grant publishes `funds-moved` (ledger.repository.ts).
  access: { table: 'readWrite', publishesEvents: true },
  routes: [
    post('list', '/cmp/capital/list', areaCodes.business),
    post('detail', '/cmp/capital/detail', areaCodes.business),
    post('movements', '/cmp/capital/movements', areaCodes.business),
    write('grant', '/cmp/capital/grant', featureCodes.grantIssue),
  ],
};
