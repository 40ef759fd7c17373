/**
 * The routes of the `recharge` API group (issue #14 item 2): its contract (docs/api.md), permission
 * codes and what it may touch in the cloud. Registered in platform/route-table.ts. The list's export
 * is a download task (download/routes.ts `exportRecharges`, rechargeExport).
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const rechargeApi: ApiGroup = {
  name: 'recharge',
  // Voucher images are uploaded to and read from the assets bucket (presigned links; the content is read when filed).
  // A reviewed recharge or a refund publishes `funds-moved` (ledger.repository.ts).
  access: { table: 'readWrite', buckets: { assets: 'readWrite' }, publishesEvents: true },
  routes: [
    post('list', '/cmp/recharge/list', areaCodes.business),
    post('detail', '/cmp/recharge/detail', areaCodes.business),
    write('voucherUploadUrl', '/cmp/recharge/voucher/uploadUrl', areaCodes.business),
    post('voucherUrl', '/cmp/recharge/voucher/url', featureCodes.rechargeDownload),
    write('add', '/cmp/recharge/add', areaCodes.business),
    // The corporate (public) transfer: spec §6 'recharge public'.
    write('addPublic', '/cmp/recharge/public/add', featureCodes.rechargePublic),
    write('audit', '/cmp/recharge/audit', featureCodes.rechargeAudit),
    write('refund', '/cmp/recharge/refund', featureCodes.rechargeRefund),
  ],
};
