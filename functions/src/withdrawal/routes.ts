/**
 * The routes of the `withdrawal` API group (issue #14 item 3): its contract (docs/api.md) and
 * permission codes. Registered in platform/route-table.ts. The export is a download task (group
 * download, `/cmp/withdraw/export`).
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const withdrawalApi: ApiGroup = {
  name: 'withdrawal',
  // Domain events: a reservation publishes `funds-moved` (ledger.repository.ts).
  access: { table: 'readWrite', publishesEvents: true },
  routes: [
    post('list', '/cmp/withdraw/list', areaCodes.business),
    post('detail', '/cmp/withdraw/detail', areaCodes.business),
    post('summary', '/cmp/withdraw/summary', areaCodes.business),
    write('apply', '/cmp/withdraw/apply', featureCodes.withdrawDeposit),
    write('audit', '/cmp/withdraw/audit', featureCodes.withdrawAudit),
    // The run on the 10th started by hand (finance, the demo and the tests); the schedule runs the same.
    write('run', '/cmp/withdraw/run', featureCodes.withdrawAudit),
  ],
};
