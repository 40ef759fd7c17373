/**
 * The routes of the `order` API group: its contract (docs/api.md), permission codes and what it may
 * touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const orderApi: ApiGroup = {
  name: 'order',
  routes: [
    // The order center (billing): packs, renewals and one-off fees.
    post('list', '/cmp/order/list', areaCodes.billing),
    post('detail', '/cmp/order/detail', areaCodes.billing),
    // Card purchase orders (shortcuts: iotCardOrder).
    post('cardList', '/cmp/order/card/list', areaCodes.shortcuts),
    post('cardDetail', '/cmp/order/card/detail', areaCodes.shortcuts),
    write('create', '/cmp/order/create', featureCodes.orderCreate),
    write('payState', '/cmp/order/payState', featureCodes.orderPayState),
  ],
};
