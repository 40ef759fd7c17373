/**
 * The routes of the `operator-config` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const operatorConfigApi: ApiGroup = {
  name: 'operator-config',
  // Operator accounts: credentials are sealed with a key derived from the stack's secret.
  access: { table: 'readWrite', operatorSecret: true },
  routes: [
    post('accountList', '/cmp/core/operator/account/list', areaCodes.operator),
    post('accountDetail', '/cmp/core/operator/account/detail', areaCodes.operator),
    write('accountAdd', '/cmp/core/operator/account/add', areaCodes.operator),
    write('accountEdit', '/cmp/core/operator/account/edit', areaCodes.operator),
    write('accountStatus', '/cmp/core/operator/account/status', areaCodes.operator),
    post('nameList', '/cmp/core/operator/name/list', areaCodes.operator),
    post('commList', '/cmp/core/operator/comm/list', areaCodes.operator),
    post('goodsList', '/cmp/base/goods/operator/list', areaCodes.operator),
    write('goodsAdd', '/cmp/base/goods/operator/add', areaCodes.operator),
    write('goodsDelete', '/cmp/base/goods/operator/delete', areaCodes.operator),
    write('goodsStatus', '/cmp/base/goods/operator/status', areaCodes.operator),
  ],
};
