/**
 * The routes of the `batch` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, jobReadRoutes, write } from '../shared/http/route-def.ts';

export const batchApi: ApiGroup = {
  name: 'batch',
  // The batch API stores the ICCID list of a batch in imports/ and starts the machine.
  access: { table: 'readWrite', buckets: { imports: 'readWrite' }, startsWorkflows: ['batch-operation'] },
  routes: [
    write('changeState', '/cmp/sim/batch/changeState', featureCodes.cardChangeStatus),
    ...jobReadRoutes('/cmp/sim/batch', areaCodes.card, ['detail', 'list', 'results']),
    // ── card allocation and data recovery (batch types of group batch; docs/decisions.md) ──
    write('allocate', '/cmp/sim/batch/allocate', featureCodes.batch1),
    write('recover', '/cmp/sim/batch/dataRecovery', featureCodes.batch2),
    // ── standard-SIM batches (batch type standardSim; docs/decisions.md "Cards: standard-SIM batches") ──
    write('standardSim', '/cmp/sim/batch/standardSim', featureCodes.standardSim),
  ],
};
