/**
 * The routes of the `write-off` API group (issue #14, item 5): its contract (docs/api.md), permission
 * codes and what it may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const writeOffApi: ApiGroup = {
  name: 'write-off',
  // Bills, the ledger and the bill operations; the platform starts the cycle's machine.
  // A write-off publishes `funds-moved` (ledger.repository.ts).
  access: { table: 'readWrite', startsWorkflows: ['write-off-cycle'], publishesEvents: true },
  routes: [
    // Write-off management (/financial/cancel-bill/list/:tab?) and the bill operations log (/financial/operate-bill/list).
    post('list', '/cmp/writeoff/list', areaCodes.financial),
    write('writeOff', '/cmp/writeoff/writeOff', featureCodes.writeOff),
    post('operations', '/cmp/writeoff/operations', areaCodes.financial),
    // The monthly cycle: the platform starts a month's run and reads the last one (the service refuses others).
    write('cycleStart', '/cmp/writeoff/cycle/start', featureCodes.writeOff),
    post('cycleDetail', '/cmp/writeoff/cycle/detail', featureCodes.writeOff),
  ],
};
