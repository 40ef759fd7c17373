/**
 * The routes of the `announcement` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const announcementApi: ApiGroup = {
  name: 'announcement',
  routes: [
    post('current', '/cmp/core/announcement/current', 'signedIn'),
    post('list', '/cmp/core/announcement/list', areaCodes.shortcuts),
    write('save', '/cmp/core/announcement/save', areaCodes.shortcuts),
  ],
};
