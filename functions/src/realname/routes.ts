/**
 * The routes of the `realname` API group (docs/api.md "Real-name records"): each card's real-name
 * status and history (the risk area: platform roles and enterprises, tenant-scoped), the requirement
 * and verifications (platform roles). Registered in platform/route-table.ts, served by the `identity` area.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const realnameApi: ApiGroup = {
  name: 'realname',
  // Identity numbers are sealed and hashed with the key derived from the stack's operator secret.
  access: { table: 'readWrite', operatorSecret: true },
  routes: [
    post('list', '/cmp/sim/realName/list', areaCodes.risk),
    post('history', '/cmp/sim/realName/history', areaCodes.risk),
    write('require', '/cmp/sim/realName/require', featureCodes.realNameRequire),
    write('verify', '/cmp/sim/realName/verify', featureCodes.realNameVerify),
  ],
};
