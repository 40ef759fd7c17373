/**
 * The routes of the `risk-renewal` API group (separation renewals, spec §2 /risk/renewCardSeparation):
 * its contract (docs/api.md "Separation renewals"), permission codes and what it may touch in the
 * cloud. Registered in platform/route-table.ts, served by the risk area's Lambda.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, jobReadRoutes, write } from '../shared/http/route-def.ts';

export const riskRenewalApi: ApiGroup = {
  name: 'risk-renewal',
  // A renewal batch runs on the card import's state machine (renewal-job.ts); its ICCIDs are stored in the table.
  access: { table: 'readWrite', startsWorkflows: ['card-import'] },
  routes: [
    write('submit', '/cmp/risk/renewCardSeparation/submit', featureCodes.renewSeparation),
    ...jobReadRoutes('/cmp/risk/renewCardSeparation', areaCodes.risk, ['list', 'detail', 'results']),
  ],
};
