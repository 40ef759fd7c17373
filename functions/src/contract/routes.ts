/**
 * The routes of the `contract` API group (issue #14, item 6): contracts of enterprises, their change
 * log, the payments received under them and the access points they provide. Registered in
 * platform/route-table.ts.
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const contractApi: ApiGroup = {
  name: 'contract',
  routes: [
    post('list', '/cmp/contract/list', areaCodes.business),
    post('detail', '/cmp/contract/detail', areaCodes.business),
    post('changeLog', '/cmp/contract/changeLog', areaCodes.business),
    write('create', '/cmp/contract/create', featureCodes.contractEdit),
    write('update', '/cmp/contract/update', featureCodes.contractEdit),
    write('terminate', '/cmp/contract/terminate', featureCodes.contractEdit),
    write('pay', '/cmp/contract/payment/create', featureCodes.contractPayment),
    post('accessPointList', '/cmp/contract/accessPoint/list', areaCodes.business),
    write('accessPointAdd', '/cmp/contract/accessPoint/add', featureCodes.contractEdit),
    write('accessPointUpdate', '/cmp/contract/accessPoint/update', featureCodes.contractEdit),
    write('accessPointState', '/cmp/contract/accessPoint/state', featureCodes.contractEdit),
    write('accessPointDelete', '/cmp/contract/accessPoint/delete', featureCodes.contractEdit),
  ],
};
