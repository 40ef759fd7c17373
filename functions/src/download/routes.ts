/**
 * The routes of the `download` API group: its contract (docs/api.md), permission codes and what it
 * may touch in the cloud. Registered in platform/route-table.ts.
 *
 * ── download tasks and exports (group download) ──
 */
import { areaCodes, featureCodes } from '../platform/permissions.ts';
import { type ApiGroup, jobReadRoutes, write } from '../shared/http/route-def.ts';

export const downloadApi: ApiGroup = {
  name: 'download',
  // Exports (cards, plans, APNs): the API records the task and starts the machine; downloads are presigned GETs.
  access: { table: 'readWrite', buckets: { exports: 'read' }, startsWorkflows: ['export-task'] },
  routes: [
    write('exportCards', '/cmp/sim/card/export', areaCodes.card),
    // Catalogue exports (issue 5): paths of the plan and APN areas, tasks of this group.
    write('exportBasicPlans', '/cmp/base/goods/basic/export', areaCodes.billing),
    write('exportRetailPlans', '/cmp/base/goods/retail/export', areaCodes.billing),
    write('exportApns', '/cmp/base/apn/export', featureCodes.apnExport),
    // The bill list's export (issue #13): a path of the bill area, a task of this group.
    write('exportBills', '/cmp/bill/export', areaCodes.billing),
    // The order lists' exports (issue #13): the order center's (its tabs, one-off fees) and the card purchases'.
    write('exportOrders', '/cmp/order/export', areaCodes.billing),
    write('exportCardOrders', '/cmp/order/card/export', areaCodes.shortcuts),
    // An operator bill's differences (issue #13): platform only, like the bill's screens.
    write('exportChannelBillDiffs', '/cmp/channelBill/diffs/export', featureCodes.channelBillImport),
    // The withdrawal list's export (issue #14 item 3): a path of the withdrawal area, a task of this group.
    write('exportWithdrawals', '/cmp/withdraw/export', featureCodes.withdrawExport),
    // The recharge list's export (issue #14, item 2): a path of the recharge area, a task of this group.
    write('exportRecharges', '/cmp/recharge/export', featureCodes.rechargeExport),
    // The bill operations log's export (issue #14, item 5): a path of the write-off area, a task of this group.
    write('exportBillOperations', '/cmp/writeoff/operations/export', featureCodes.billOperateExport),
    // The invoice list's export (issue #14, item 7): the last 2 months of one customer's invoices.
    write('exportInvoices', '/cmp/invoice/export', featureCodes.invoiceExport),
    // The financial report's export (issue #14, item 7): a path of the report area, a task of this group.
    write('exportFinReports', '/cmp/financial/report/export', featureCodes.finReportExport),
    // The reports' exports (issue #17, item 1): one route, the report named in the body; a task of this group.
    write('exportReports', '/cmp/report/export', areaCodes.report),
    // The data comparison's export (issue #17 item 2): a path of the quick entry, a task of this group.
    write('exportDataComparison', '/cmp/sim/dataComparison/export', areaCodes.shortcuts),
    // The stock list's export (issue #17 item 3): the last 2 months of the caller's stock.
    write('exportStockItems', '/cmp/sim/stock/export', areaCodes.stock),
    ...jobReadRoutes('/cmp/sim/downloadTask', areaCodes.card, ['list', 'url']),
  ],
};
