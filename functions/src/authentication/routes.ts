/**
 * The routes of the `authentication` API group: its contract (docs/api.md), permission codes and what
 * it may touch in the cloud. Registered in platform/route-table.ts.
 */
import { featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const authenticationApi: ApiGroup = {
  // Enterprise real-name authentication (issue #16 item 6): the public apply and the platform's audit.
  name: 'authentication',
  // Licence images go to the assets bucket; identity numbers are sealed with the operator-credential key.
  access: { table: 'readWrite', buckets: { assets: 'readWrite' }, operatorSecret: true },
  routes: [
    write('apply', '/cmp/authentication/apply', 'public'),
    post('list', '/cmp/authentication/enterprise/list', featureCodes.authEnterprise),
    post('detail', '/cmp/authentication/enterprise/detail', featureCodes.authEnterprise),
    write('pass', '/cmp/authentication/enterprise/pass', featureCodes.authEnterpriseAudit),
    write('reject', '/cmp/authentication/enterprise/reject', featureCodes.authEnterpriseAudit),
    write('cancel', '/cmp/authentication/enterprise/cancel', featureCodes.authEnterpriseCancel),
  ],
};
