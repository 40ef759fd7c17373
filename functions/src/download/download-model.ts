import { randomBytes } from 'node:crypto';
import type { Tenant } from '../shared/auth/tenant.ts';
import type { ExportFormat, ExportKind, downloadTaskEntity } from '../shared/data/entities/download.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { exportJobView } from './export-job-view.ts';

export {
  type DownloadStatus,
  type ExportFormat,
  type ExportKind,
  type ExportViewer,
  exportFormats,
  exportKinds,
} from '../shared/data/entities/download.entity.ts';
/** The catalogue kinds: read through the plan, APN, bill, order and operator bill list services with the requester's rights. */
export type CatalogueKind = Exclude<ExportKind, 'cards'>;

/** Tasks (and their files, by the bucket's lifecycle) are kept this long. */
export const TASK_TTL_DAYS = 7;
/** Presigned download links expire quickly; the list hands out a new one per click. */
export const URL_EXPIRY_SECONDS = 300;

/** A download task as stored: the scope's task list is these items themselves. */
export type DownloadTask = InferItem<typeof downloadTaskEntity>;

/** Task ids sort by creation time (the list reads newest first) and are unguessable. */
export const newTaskId = (now: Date): string => `${now.getTime().toString(36).padStart(9, '0')}${randomBytes(6).toString('hex')}`;

const stamp = (now: Date): string => new Date(now.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace(/[-:T]/g, '');

const fileStems: Record<ExportKind, { zh: string; en: string }> = {
  cards: { zh: '卡列表', en: 'cards' },
  basicPlans: { zh: '基础套餐', en: 'basic-plans' },
  retailPlans: { zh: '零售套餐', en: 'retail-plans' },
  apns: { zh: 'APN列表', en: 'apns' },
  bills: { zh: '账单列表', en: 'bills' },
  orders: { zh: '订单列表', en: 'orders' },
  cardOrders: { zh: '购卡订单', en: 'card-orders' },
  channelBillDifferences: { zh: '渠道账单差异', en: 'operator-bill-differences' },
  withdrawals: { zh: '提现记录', en: 'withdrawals' },
  recharges: { zh: '充值记录', en: 'recharges' },
  billOperations: { zh: '账单操作记录', en: 'bill-operations' },
  invoices: { zh: '发票申请', en: 'invoices' },
  financialReports: { zh: '财务报表', en: 'financial-report' },
  cardReports: { zh: '卡片报表', en: 'card-report' },
  cardFlowReports: { zh: '卡片流转报表', en: 'card-flow-report' },
  activeReports: { zh: '激活报表', en: 'activation-report' },
  usageReports: { zh: '用量报表', en: 'usage-report' },
  commUsageReports: { zh: '通信用量报表', en: 'communication-usage-report' },
  businessReports: { zh: '业务报表', en: 'business-report' },
  dataComparison: { zh: '数据比对差异', en: 'data-comparison' },
  stockItems: { zh: '库存列表', en: 'stock' },
};
/** The sheet name of an XLSX export (≤ 31 characters, Excel's limit). */
export const sheetName = (kind: ExportKind, lang: Lang): string =>
  ({
    cards: { zh: '卡列表', en: 'Cards' },
    basicPlans: { zh: '基础套餐', en: 'Basic plans' },
    retailPlans: { zh: '零售套餐', en: 'Retail plans' },
    apns: { zh: 'APN', en: 'APNs' },
    bills: { zh: '账单', en: 'Bills' },
    orders: { zh: '订单', en: 'Orders' },
    cardOrders: { zh: '购卡订单', en: 'Card orders' },
    channelBillDifferences: { zh: '对账差异', en: 'Differences' },
    withdrawals: { zh: '提现记录', en: 'Withdrawals' },
    recharges: { zh: '充值记录', en: 'Recharges' },
    billOperations: { zh: '账单操作记录', en: 'Bill operations' },
    invoices: { zh: '发票申请', en: 'Invoices' },
    financialReports: { zh: '财务报表', en: 'Financial report' },
    cardReports: { zh: '卡片报表', en: 'Card report' },
    cardFlowReports: { zh: '卡片流转报表', en: 'Card flows' },
    activeReports: { zh: '激活报表', en: 'Activations' },
    usageReports: { zh: '用量报表', en: 'Usage report' },
    commUsageReports: { zh: '通信用量报表', en: 'Communication usage' },
    businessReports: { zh: '业务报表', en: 'Business report' },
    dataComparison: { zh: '数据比对', en: 'Data comparison' },
    stockItems: { zh: '库存', en: 'Stock' },
  })[kind][lang === 'en-US' ? 'en' : 'zh'];

/** A file name people recognise in their downloads folder, in their language, with the Shanghai time. */
export const exportFileName = (lang: Lang, format: ExportFormat, now: Date, kind: ExportKind = 'cards'): string =>
  `${fileStems[kind][lang === 'en-US' ? 'en' : 'zh']}_${stamp(now)}.${format}`;

const exportBase = (tenant: Tenant | null, taskId: string): string =>
  tenant ? `exports/${tenant.channelCustId}${tenant.custId ? `/${tenant.custId}` : ''}/${taskId}` : `exports/PLATFORM/${taskId}`;

/** Where a task's file lives: under the exported tenant (or `PLATFORM`), then the task id. */
export const exportFileKey = (tenant: Tenant | null, taskId: string, format: ExportFormat): string =>
  `${exportBase(tenant, taskId)}.${format}`;

/** Where a written part of an export waits until the file is assembled: beside the file. */
export const exportPartKey = (tenant: Tenant | null, taskId: string, index: number): string =>
  `${exportBase(tenant, taskId)}.part-${String(index).padStart(5, '0')}.jsonl`;

/**
 * Progress while rows stream in, against an upper bound of the rows to come (the scope's card
 * counters): never 100 before the file is written, never backwards of what was reported.
 */
export function exportProgress(rows: number, expected: number): number {
  if (expected <= 0) return rows > 0 ? 95 : 0;
  return Math.max(0, Math.min(95, Math.floor((rows * 100) / expected)));
}

/** A task as the API answers it (storage details left out). */
export function taskView(t: DownloadTask, lang: Lang) {
  const reason = t.failureReason ?? (t.failureCause === undefined ? undefined : failureReason(lang, t.failureCause || undefined));
  return {
    taskId: t.taskId,
    kind: t.kind,
    fileName: t.fileName,
    format: t.format,
    status: t.status,
    progress: t.progress,
    rows: t.rows,
    channelCustId: t.tenant?.channelCustId ?? null,
    createdBy: t.createdBy,
    createdAt: t.createdAt,
    ...(t.finishedAt ? { finishedAt: t.finishedAt } : {}),
    ...(reason ? { failureReason: reason } : {}),
  };
}

/**
 * Rows one export holds at most: an XLSX sheet's rows (1,048,576) less the header, and a CSV too (it
 * is opened in the same spreadsheets). It also bounds an export's parts (525 of 2,000 rows), far inside
 * one execution's history.
 */
export const EXPORT_MAX_ROWS = 1_048_575;

/** The rows the scope's card counters give for a filtered state (or all of them): an upper bound of a card export's rows. */
export const countedRows = (counters: Record<string, number>, state?: unknown): number =>
  Number((state ? counters[`s${state}`] : counters.total) ?? 0);

/** Filter fields the counters count exactly: with no other field, `countedRows` is the export's rows. */
const COUNTED_FIELDS = new Set(['channelCustId', 'custId', 'state']);
export const countedExactly = (filter: Record<string, unknown>): boolean =>
  Object.entries(filter).every(([k, v]) => v === undefined || COUNTED_FIELDS.has(k));

/** The stored cause of an export stopped at `EXPORT_MAX_ROWS` (worded on read). */
export const TOO_MANY_ROWS = 'tooManyRows';

const reasons = {
  failed: { zh: '导出失败，请稍后重试', en: 'The export failed. Please try again later.' },
  tooManyRows: {
    zh: '导出超过 1,048,575 行（一个文件的上限），请缩小筛选范围后分批导出',
    en: 'The export has more than 1,048,575 rows, the most one file holds. Narrow the filter and export in several parts.',
  },
} as const satisfies Record<(typeof exportJobView.reasonCodes)[number], { zh: string; en: string }>;

/** The reason shown for a failed export, in the reader's language, with the cause when it is one of ours. */
export function failureReason(lang: Lang, cause?: string): string {
  if (cause === TOO_MANY_ROWS) return reasons.tooManyRows[lang === 'en-US' ? 'en' : 'zh'];
  const base = reasons.failed[lang === 'en-US' ? 'en' : 'zh'];
  return cause ? `${base} (${cause.slice(0, 200)})` : base;
}
