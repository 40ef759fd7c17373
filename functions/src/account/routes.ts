/**
 * The routes of the `account` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 */
import { featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const accountApi: ApiGroup = {
  name: 'account',
  // Account management creates directory users and sets (temporary) passwords.
  access: { table: 'readWrite', userPoolAdmin: true },
  routes: [
    post('currentAccount', '/cmp/core/account/info', 'signedIn'),
    post('list', '/cmp/core/account/list', featureCodes.accountButtons),
    post('infoByLoginName', '/cmp/core/account/infoByLoginName', featureCodes.accountButtons),
    write('save', '/cmp/core/account/save', featureCodes.accountButtons),
    write('update', '/cmp/core/account/update', featureCodes.accountButtons),
    write('freezeSave', '/cmp/core/account/freeze/save', featureCodes.accountButtons),
    post('freezeList', '/cmp/core/account/freeze/list', featureCodes.accountButtons),
    write('resetPassword', '/cmp/core/account/resetPassword', featureCodes.accountButtons),
    post('roleList', '/cmp/core/account/roleList', featureCodes.accountButtons),
  ],
};
