/**
 * The routes of the `credit` API group (issue #14, item 4): credit orders, the credit line they grant,
 * and their change log. Registered in platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const creditApi: ApiGroup = {
  name: 'credit',
  routes: [
    post('list', '/cmp/credit/list', areaCodes.financial),
    post('changeLog', '/cmp/credit/changeLog', areaCodes.financial),
    write('create', '/cmp/credit/create', featureCodes.creditEdit),
    write('update', '/cmp/credit/update', featureCodes.creditEdit),
    write('cancel', '/cmp/credit/cancel', featureCodes.creditEdit),
  ],
};
