/**
 * The routes of the `role` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const roleApi: ApiGroup = {
  name: 'role',
  routes: [
    post('list', '/cmp/core/role/list', areaCodes.system),
    post('detail', '/cmp/core/role/detail', areaCodes.system),
    write('saveOrUpdate', '/cmp/core/role/saveOrUpdate', areaCodes.system),
    write('delete', '/cmp/core/role/delete', areaCodes.system),
    post('typeDropdown', '/cmp/core/role/typeDropdown', areaCodes.system),
    post('menuTree', '/cmp/core/role/menuTree', areaCodes.system),
  ],
};
