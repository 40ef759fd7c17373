/**
 * The routes of the `customer` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const customerApi: ApiGroup = {
  name: 'customer',
  routes: [
    post('list', '/cmp/core/account/customer/list', featureCodes.customerButtons),
    post('detail', '/cmp/core/account/customer/detail', featureCodes.customerButtons),
    write('save', '/cmp/core/account/customer/save', featureCodes.customerButtons),
    write('update', '/cmp/core/account/customer/update', featureCodes.customerButtons),
    write('cardShards', '/cmp/core/account/customer/card-shards', featureCodes.cardShardsSet),
  ],
};
