import type { ComparisonRow } from '../data-comparison/data-comparison.service.ts';
import type { ReportRow } from '../finreport/finreport.service.ts';
import type { Principal } from '../shared/auth/principal.ts';
import { isPlatformRole } from '../shared/auth/principal.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { audienceOf } from '../shared/http/response-view.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import {
  type BasicPlanRow,
  type BillOperationRow,
  type BillRow,
  type ChannelBillDiffRow,
  type OrderRow,
  type RechargeRow,
  type RetailPlanRow,
  apnColumns,
  basicPlanColumns,
  billColumns,
  billOperationColumns,
  cardOrderColumns,
  channelBillDiffColumns,
  orderColumns,
  rechargeColumns,
  retailPlanColumns,
  tableOf,
} from './catalogue-export-columns.ts';
import type { Cell } from './csv.ts';
/**
 * Catalogue exports (basic plans, retail plans, APNs, bills): the rows are read page by page through
 * the same list services the screens use, as the requester, so an export holds exactly what the list
 * shows them (an enterprise: the plans published to it and its own retail plans; its published bills).
 */
import { comparisonColumns } from './data-comparison-export-columns.ts';
import type { CatalogueKind, ExportViewer } from './download-model.ts';
import { finReportColumns } from './finreport-export-columns.ts';
import { type InvoiceRow, invoiceColumns } from './invoice-export-columns.ts';
import {
  activeColumns,
  businessColumns,
  cardFlowColumns,
  cardReportColumns,
  commUsageColumns,
  type reportExportKinds,
  usageColumns,
} from './report-export-columns.ts';
import { type StockRow, stockColumns } from './stock-export-columns.ts';
import { type WithdrawalRow, withdrawalColumns } from './withdrawal-export-columns.ts';

type ReportExportKind = (typeof reportExportKinds)[keyof typeof reportExportKinds];

type ListCall<Row> = (
  p: Principal,
  body: Record<string, unknown>,
  lang: Lang,
) => Promise<Page<Row> | { items: Row[]; cursor: string | null }>;

/**
 * The list services a catalogue export reads (plan.service basicList/retailList, apn.service list,
 * bill.service list, order.service list/cardList, channel-bill.service diffs). The bill, order and
 * operator bill lists are wired in the export worker only: the download API checks those exports by
 * their tenant (download.service) and stays free of those groups' code.
 */
export interface CatalogueLists {
  basicList: ListCall<BasicPlanRow>;
  retailList: ListCall<RetailPlanRow>;
  apnList: ListCall<unknown>;
  billList?: ListCall<BillRow>;
  orderList?: ListCall<OrderRow>;
  cardOrderList?: ListCall<OrderRow>;
  channelBillDiffs?: ListCall<ChannelBillDiffRow>;
  withdrawalList?: ListCall<WithdrawalRow>;
  rechargeList?: ListCall<RechargeRow>;
  billOperations?: ListCall<BillOperationRow>;
  invoiceList?: ListCall<InvoiceRow>;
  finReportList?: ListCall<ReportRow>;
  /** The report services' lists (report.service), by export kind. */
  reportLists?: Partial<Record<ReportExportKind, ListCall<unknown>>>;
  dataComparisonList?: ListCall<ComparisonRow>;
  stockList?: ListCall<StockRow>;
}

/** Rows per list call while exporting. */
export const EXPORT_PAGE_SIZE = 100;

/** The principal a list service needs, rebuilt from what the task stored (rights were checked when it was made). */
export function viewerPrincipal(v: ExportViewer): Principal {
  return {
    loginName: v.loginName,
    displayName: v.loginName,
    roleId: String(v.roleType),
    roleType: v.roleType,
    roleName: '',
    channelCustId: v.channelCustId,
    custId: v.custId,
    customerName: null,
    permissions: new Set(),
    isResetPassword: false,
    tokenId: '',
    tokenExp: 0,
  };
}

export const viewerOf = (p: Principal): ExportViewer => ({
  loginName: p.loginName,
  roleType: p.roleType,
  channelCustId: p.channelCustId,
  custId: p.custId,
});

/**
 * Whether the viewer sees the internal columns: platform roles always; enterprises for retail plans
 * (their own) and orders (the basic price and margin: order-model `orderFieldView`); nobody else (see
 * catalogue-export-columns.ts).
 */
export const seesInternal = (kind: CatalogueKind, v: Pick<ExportViewer, 'roleType'>): boolean =>
  kind === 'bills'
    ? isPlatformRole(v)
    : kind === 'orders' || kind === 'cardOrders'
      ? audienceOf(v) !== 'secondary'
      : isPlatformRole(v) || (kind === 'retailPlans' && v.roleType !== 5000);

/** The header and the rows of a catalogue export, one page of rows per yield. */
export function catalogueExport(lists: CatalogueLists, kind: CatalogueKind, viewer: ExportViewer, lang: Lang) {
  const full = seesInternal(kind, viewer);
  const principal = viewerPrincipal(viewer);
  const sources = {
    basicPlans: () => [lists.basicList, tableOf(basicPlanColumns, full)] as const,
    retailPlans: () => [lists.retailList, tableOf(retailPlanColumns, full)] as const,
    apns: () => [lists.apnList, tableOf(apnColumns, full)] as const,
    bills: () => [lists.billList, tableOf(billColumns, full)] as const,
    orders: () => [lists.orderList, tableOf(orderColumns, full)] as const,
    cardOrders: () => [lists.cardOrderList, tableOf(cardOrderColumns, full)] as const,
    channelBillDifferences: () => [lists.channelBillDiffs, tableOf(channelBillDiffColumns, full)] as const,
    withdrawals: () => [lists.withdrawalList, tableOf(withdrawalColumns, full)] as const,
    recharges: () => [lists.rechargeList, tableOf(rechargeColumns, full)] as const,
    billOperations: () => [lists.billOperations, tableOf(billOperationColumns, full)] as const,
    invoices: () => [lists.invoiceList, tableOf(invoiceColumns, full)] as const,
    financialReports: () => [lists.finReportList, tableOf(finReportColumns, full)] as const,
    cardReports: () => [lists.reportLists?.cardReports, tableOf(cardReportColumns, full)] as const,
    cardFlowReports: () => [lists.reportLists?.cardFlowReports, tableOf(cardFlowColumns, full)] as const,
    activeReports: () => [lists.reportLists?.activeReports, tableOf(activeColumns, full)] as const,
    usageReports: () => [lists.reportLists?.usageReports, tableOf(usageColumns, full)] as const,
    commUsageReports: () => [lists.reportLists?.commUsageReports, tableOf(commUsageColumns, full)] as const,
    businessReports: () => [lists.reportLists?.businessReports, tableOf(businessColumns, full)] as const,
    dataComparison: () => [lists.dataComparisonList, tableOf(comparisonColumns, full)] as const,
    stockItems: () => [lists.stockList, tableOf(stockColumns, full)] as const,
  };
  const [list, table] = sources[kind]();
  if (!list) throw new Error(`No list service for ${kind} exports here`);
  const row = table.row as (r: unknown, l: Lang) => Cell[];
  /** One page of rows from `cursor`, and the cursor after it (null at the end). */
  const page = async (query: Record<string, unknown>, cursor?: string): Promise<{ rows: Cell[][]; cursor: string | null }> => {
    const p = await (list as ListCall<unknown>)(principal, { ...query, cursor, pageSize: EXPORT_PAGE_SIZE }, lang);
    return { rows: p.items.map((r) => row(r, lang)), cursor: p.cursor ?? null };
  };
  return {
    header: table.header(lang),
    page,
    async *pages(query: Record<string, unknown>): AsyncGenerator<Cell[][]> {
      let cursor: string | undefined;
      do {
        const next = await page(query, cursor);
        yield next.rows;
        cursor = next.cursor ?? undefined;
      } while (cursor);
    },
  };
}
