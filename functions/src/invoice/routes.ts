/**
 * The routes of the `invoice` API group (issue #14 item 7, C-end invoices): its contract (docs/api.md)
 * and permission codes. Registered in platform/route-table.ts. The export is a download task (group
 * download, `/cmp/invoice/export`).
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, post, write } from '../shared/http/route-def.ts';

export const invoiceApi: ApiGroup = {
  name: 'invoice',
  routes: [
    post('list', '/cmp/invoice/list', areaCodes.financial),
    post('detail', '/cmp/invoice/detail', areaCodes.financial),
    // What a request may bill (paid orders, written-off bills) and the buyer details on file.
    post('candidates', '/cmp/invoice/candidates', featureCodes.invoiceRequest),
    write('request', '/cmp/invoice/request', featureCodes.invoiceRequest),
    // Finance's invoice audit (spec §7): issue with a number and day, or reject with a reason.
    write('issue', '/cmp/invoice/issue', featureCodes.invoiceAudit),
    write('reject', '/cmp/invoice/reject', featureCodes.invoiceAudit),
  ],
};
