/**
 * The routes of the `bill` API group: its contract (docs/api.md), permission codes and what it may
 * touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const billApi: ApiGroup = {
  name: 'bill',
  // The bill API reads and publishes bills and starts the bill run's machine.
  access: { table: 'readWrite', startsWorkflows: ['bill-run'] },
  routes: [
    post('list', '/cmp/bill/list', areaCodes.billing),
    post('detail', '/cmp/bill/detail', areaCodes.billing),
    post('cards', '/cmp/bill/cards', areaCodes.billing),
    write('publish', '/cmp/bill/publish', featureCodes.billPublish),
    write('run', '/cmp/bill/run', featureCodes.billRun),
    post('dryRun', '/cmp/bill/dryRun', featureCodes.billRun),
    post('runDetail', '/cmp/bill/runDetail', featureCodes.billRun),
  ],
};
