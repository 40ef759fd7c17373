import { billListFilter } from '../bill/bill-filter.ts';
import { cardFilterSchema, validateCardFilter } from '../card/card-filter.ts';
import { createCardListRepository } from '../card/card-list.repository.ts';
import { createCardListService } from '../card/card-list.service.ts';
import { diffKinds } from '../channel-bill/reconcile.ts';
import { comparisonShows } from '../data-comparison/comparison-model.ts';
import { reportListFields } from '../finreport/finreport-schema.ts';
import { invoiceListFilter } from '../invoice/invoice-filter.ts';
import { orderCenterFilter, orderListFilter } from '../order/order-filter.ts';
import { operators } from '../plan/plan-model.ts';
import { basicListFields, retailListFields } from '../plan/plan-schema.ts';
import { createApiHandler } from '../platform/api-handler.ts';
import { rechargeListFilter } from '../recharge/recharge-filter.ts';
import { usageReportFields } from '../report/report-schema.ts';
import { pageFields } from '../shared/data/page-cursor.ts';
import { Reply, route } from '../shared/http/route.ts';
import { oneOf, optional, str } from '../shared/http/schema.ts';
import { stockListFilter } from '../stock/stock-filter.ts';
import { withdrawalListFilter } from '../withdrawal/withdrawal-filter.ts';
import { billOperationFilter } from '../write-off/operations-filter.ts';
import { exportFormats } from './download-model.ts';
import { createDownloadRepository } from './download.repository.ts';
import { createDownloadService } from './download.service.ts';
import { reportExportKinds, reportExportNames } from './report-export-columns.ts';

const clock = () => new Date();
const downloads = createDownloadService({
  tasks: createDownloadRepository(),
  cardTenant: createCardListService({ cards: createCardListRepository() }).actingTenantOf,
  validateFilter: validateCardFilter,
  clock,
});

/** A list's filters without its paging: an export holds every page. */
const withoutPaging = <T extends Record<string, unknown>>({ cursor: _c, pageSize: _p, ...rest }: T) => rest;
const format = { format: oneOf(exportFormats) };

export const handler = createApiHandler('download', {
  exportCards: route({
    input: { ...cardFilterSchema, ...format },
    run: async ({ principal, body, lang }) => new Reply(await downloads.exportCards(principal, body, lang), 202, 'QUEUED'),
  }),
  exportBasicPlans: route({
    input: { ...withoutPaging(basicListFields), ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'basicPlans', body, lang), 202, 'QUEUED'),
  }),
  exportRetailPlans: route({
    input: { ...withoutPaging(retailListFields), ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'retailPlans', body, lang), 202, 'QUEUED'),
  }),
  exportApns: route({
    input: { name: optional(str({ max: 40 })), operator: optional(oneOf(operators)), ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'apns', body, lang), 202, 'QUEUED'),
  }),
  exportBills: route({
    input: { ...billListFilter, ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'bills', body, lang), 202, 'QUEUED'),
  }),
  exportOrders: route({
    input: { ...orderCenterFilter, ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'orders', body, lang), 202, 'QUEUED'),
  }),
  exportCardOrders: route({
    input: { ...orderListFilter, ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'cardOrders', body, lang), 202, 'QUEUED'),
  }),
  exportRecharges: route({
    input: { ...rechargeListFilter, ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'recharges', body, lang), 202, 'QUEUED'),
  }),
  exportChannelBillDiffs: route({
    input: { billId: str({ pattern: /^CB\d{14}[0-9A-F]{4}$/ }), kind: optional(oneOf(diffKinds)), ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'channelBillDifferences', body, lang), 202, 'QUEUED'),
  }),
  exportWithdrawals: route({
    input: { ...withdrawalListFilter, ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'withdrawals', body, lang), 202, 'QUEUED'),
  }),
  exportBillOperations: route({
    input: { ...billOperationFilter, ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'billOperations', body, lang), 202, 'QUEUED'),
  }),
  exportInvoices: route({
    input: { ...invoiceListFilter, ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'invoices', body, lang), 202, 'QUEUED'),
  }),
  exportFinReports: route({
    input: { ...reportListFields, ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'financialReports', body, lang), 202, 'QUEUED'),
  }),
  exportReports: route({
    input: { report: oneOf(reportExportNames), ...usageReportFields, ...format },
    run: async ({ principal, body: { report, ...body }, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, reportExportKinds[report], body, lang), 202, 'QUEUED'),
  }),
  exportDataComparison: route({
    input: { ...cardFilterSchema, show: optional(oneOf(comparisonShows)), ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'dataComparison', body, lang), 202, 'QUEUED'),
  }),
  exportStockItems: route({
    input: { ...stockListFilter, ...format },
    run: async ({ principal, body, lang }) =>
      new Reply(await downloads.exportCatalogue(principal, 'stockItems', body, lang), 202, 'QUEUED'),
  }),
  list: route({
    input: { ...pageFields },
    run: ({ principal, body, lang }) => downloads.list(principal, body, lang),
  }),
  url: route({
    input: { taskId: str({ max: 64 }) },
    run: ({ principal, body }) => downloads.url(principal, body),
  }),
});
