/**
 * The routes of the `data-push` API group: its contract (docs/api.md "Data push"), permission codes
 * and what it may touch in the cloud. Registered in platform/route-table.ts.
 */
import { featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const dataPushApi: ApiGroup = {
  name: 'data-push',
  // SFTP passwords are sealed with the key derived from the stack's operator secret (as operator credentials).
  access: { table: 'readWrite', operatorSecret: true },
  routes: [
    post('list', '/cmp/core/dataPush/list', featureCodes.dataPush),
    post('detail', '/cmp/core/dataPush/detail', featureCodes.dataPush),
    post('runs', '/cmp/core/dataPush/runs', featureCodes.dataPush),
    write('add', '/cmp/core/dataPush/add', featureCodes.dataPush),
    write('edit', '/cmp/core/dataPush/edit', featureCodes.dataPush),
    write('delete', '/cmp/core/dataPush/delete', featureCodes.dataPush),
    write('status', '/cmp/core/dataPush/status', featureCodes.dataPush),
    write('test', '/cmp/core/dataPush/test', featureCodes.dataPush),
    write('push', '/cmp/core/dataPush/push', featureCodes.dataPush),
  ],
};
