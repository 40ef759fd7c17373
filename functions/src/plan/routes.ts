/**
 * The routes of the `plan` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── rate plans and APNs (groups plan, apn) ──
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const planApi: ApiGroup = {
  name: 'plan',
  routes: [
    post('basicList', '/cmp/base/goods/basic/list', areaCodes.billing),
    post('basicDetail', '/cmp/base/goods/basic/detail', areaCodes.billing),
    write('basicSave', '/cmp/base/goods/basic/save', areaCodes.billing),
    write('basicUpdate', '/cmp/base/goods/basic/update', areaCodes.billing),
    write('basicPublish', '/cmp/base/goods/basic/publish', areaCodes.billing),
    write('basicSwitch', '/cmp/base/goods/basic/switch', featureCodes.packageSwitch1),
    write('basicDelete', '/cmp/base/goods/basic/delete', featureCodes.packageDelete1),
    post('retailList', '/cmp/base/goods/retail/list', areaCodes.billing),
    post('retailDetail', '/cmp/base/goods/retail/detail', areaCodes.billing),
    write('retailSave', '/cmp/base/goods/retail/save', areaCodes.billing),
    write('retailUpdate', '/cmp/base/goods/retail/update', areaCodes.billing),
    write('retailSwitch', '/cmp/base/goods/retail/switch', featureCodes.packageSwitch2),
    write('retailDelete', '/cmp/base/goods/retail/delete', featureCodes.packageDelete2),
    post('retailRecord', '/cmp/base/goods/retail/changeRecord', areaCodes.billing),
  ],
};
