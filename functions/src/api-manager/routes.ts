/**
 * The routes of the `api-manager` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── API management (group api-manager) ──
 */
import { featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const apiManagerApi: ApiGroup = {
  name: 'api-manager',
  routes: [
    post('appKeyGet', '/cmp/core/api/appKey/get', featureCodes.apiManage),
    write('appKeyReset', '/cmp/core/api/appKey/reset', featureCodes.apiManage),
    post('configGet', '/cmp/core/api/config/get', featureCodes.apiManage),
    write('configSave', '/cmp/core/api/config/save', featureCodes.apiManage),
    post('ipList', '/cmp/core/api/ip/list', featureCodes.apiManage),
    write('ipSave', '/cmp/core/api/ip/save', featureCodes.apiManage),
    write('ipDelete', '/cmp/core/api/ip/delete', featureCodes.apiManage),
    write('ipOpen', '/cmp/core/api/ip/open', featureCodes.apiManage),
    write('ipStop', '/cmp/core/api/ip/stop', featureCodes.apiManage),
    write('limitSave', '/cmp/core/api/limit/save', featureCodes.apiManage),
    post('limitSelect', '/cmp/core/api/limit/select', featureCodes.apiManage),
    // Widget origins (issue #18): the browser origins allowed to embed the enterprise's widgets.
    post('originList', '/cmp/core/api/origin/list', featureCodes.apiManage),
    write('originSave', '/cmp/core/api/origin/save', featureCodes.apiManage),
    write('originDelete', '/cmp/core/api/origin/delete', featureCodes.apiManage),
    // The API log (issue #15 item 7; api-log/): every open-API call, read by its own code.
    post('logList', '/cmp/core/apiLog/list', featureCodes.apiLog),
    // The open API: signed with the enterprise's app key, no portal token.
    post('openCardStatus', '/cmp/open/card/status', 'appKey'),
  ],
};
