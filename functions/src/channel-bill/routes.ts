/**
 * The routes of the `channel-bill` API group: its contract (docs/api.md "Channel bills"), permission
 * codes and what it may touch in the cloud. Registered in platform/route-table.ts.
 */
import { featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const channelBillApi: ApiGroup = {
  name: 'channel-bill',
  // Operator bills: presigned PUTs to the imports bucket, the file read back and checked, its lines stored for the
  // import's job, which runs on the card import's state machine (channel-bill-job.ts).
  access: { table: 'readWrite', buckets: { imports: 'readWrite' }, startsWorkflows: ['card-import'] },
  // Platform screens: every route behind 4050001 (spec §6 channel bill import), which only platform roles hold.
  routes: [
    post('list', '/cmp/channelBill/list', featureCodes.channelBillImport),
    post('detail', '/cmp/channelBill/detail', featureCodes.channelBillImport),
    post('diffs', '/cmp/channelBill/diffs', featureCodes.channelBillImport),
    write('uploadUrl', '/cmp/channelBill/uploadUrl', featureCodes.channelBillImport),
    write('import', '/cmp/channelBill/import', featureCodes.channelBillImport),
  ],
};
