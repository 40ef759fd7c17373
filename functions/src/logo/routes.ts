/**
 * The routes of the `logo` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const logoApi: ApiGroup = {
  name: 'logo',
  // Logos are uploaded to and read from the assets bucket.
  access: { table: 'readWrite', buckets: { assets: 'readWrite' } },
  routes: [
    post('get', '/cmp/core/logo/get', 'signedIn'),
    write('uploadUrl', '/cmp/core/logo/uploadUrl', featureCodes.logoSetting),
    write('confirm', '/cmp/core/logo/confirm', featureCodes.logoSetting),
  ],
};
