/**
 * The routes of the `apn` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const apnApi: ApiGroup = {
  name: 'apn',
  routes: [
    post('list', '/cmp/base/apn/list', areaCodes.operator),
    post('detail', '/cmp/base/apn/detail', areaCodes.operator),
    write('save', '/cmp/base/apn/save', featureCodes.apnAdd),
    write('update', '/cmp/base/apn/update', featureCodes.apnEdit),
  ],
};
