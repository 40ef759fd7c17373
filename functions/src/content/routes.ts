/**
 * The routes of the `content` API group (issue #17 item 4): the rights catalogue (products, CP/SP
 * providers and their sync runs), an enterprise's rights orders, users and monthly content bills, an
 * order for a card or a vehicle, and a sync asked for by hand. Registered in platform/route-table.ts,
 * served by the `content` area's function (areas/content.ts).
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const contentApi: ApiGroup = {
  name: 'content',
  access: { table: 'readWrite' },
  routes: [
    post('productList', '/cmp/content/product/list', areaCodes.content),
    post('productDetail', '/cmp/content/product/detail', areaCodes.content),
    post('providerList', '/cmp/content/cpsp/list', areaCodes.content),
    post('syncList', '/cmp/content/sync/list', featureCodes.contentSync),
    write('sync', '/cmp/content/sync/run', featureCodes.contentSync),
    post('orderList', '/cmp/content/order/list', areaCodes.content),
    post('orderDetail', '/cmp/content/order/detail', areaCodes.content),
    write('order', '/cmp/content/order/add', featureCodes.contentOrder),
    post('userList', '/cmp/content/user/list', areaCodes.content),
    post('userDetail', '/cmp/content/user/detail', areaCodes.content),
    post('billList', '/cmp/content/bill/list', areaCodes.content),
    post('billDetail', '/cmp/content/bill/detail', areaCodes.content),
  ],
};
