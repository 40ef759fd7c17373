/**
 * The routes of the `sale-order` API group: its contract (docs/api.md "Sales orders"), permission
 * codes and what it may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const saleOrderApi: ApiGroup = {
  name: 'sale-order',
  access: { table: 'readWrite' },
  routes: [
    post('list', '/cmp/saleOrder/list', areaCodes.billing),
    post('detail', '/cmp/saleOrder/detail', areaCodes.billing),
    // Recording an order and handling it are the platform's handling (spec §6 4040001).
    write('save', '/cmp/saleOrder/save', featureCodes.saleOrderHandle),
    write('handle', '/cmp/saleOrder/handle', featureCodes.saleOrderHandle),
    write('reply', '/cmp/saleOrder/reply', featureCodes.saleOrderReply),
  ],
};
