/**
 * Columns of the report exports (issue #17, item 1): each report screen's rows in the words of its
 * screen; usage in MB, amounts in yuan, lifecycle states and operators by name.
 */
import { lifecycle } from '../card/lifecycle.ts';
import type { ActiveRow, BusinessRow, CardFlowRow, CardReportRow, CommUsageRow, UsageRow } from '../report/report-model.ts';
import { type Column, megabytes, yuan } from './catalogue-export-columns.ts';

/** The report export kinds, by the `report` field of the export request (the screen's URL segment). */
export const reportExportKinds = {
  cardreport: 'cardReports',
  cardflow: 'cardFlowReports',
  active: 'activeReports',
  usage: 'usageReports',
  communicationUsage: 'commUsageReports',
  business: 'businessReports',
} as const;
export type ReportExportName = keyof typeof reportExportKinds;
export const reportExportNames = Object.keys(reportExportKinds) as ReportExportName[];

const month: Column<{ month: string }> = { zh: '月份', en: 'Month', value: (r) => r.month };
const operatorNames = {
  CMCC: ['中国移动', 'China Mobile'],
  CUCC: ['中国联通', 'China Unicom'],
  CTCC: ['中国电信', 'China Telecom'],
};

export const cardReportColumns: Column<CardReportRow>[] = [
  month,
  { zh: '卡片数', en: 'Cards', value: (r) => r.total },
  ...Object.entries(lifecycle).map(
    ([code, l]): Column<CardReportRow> => ({ zh: l.zh, en: l.en, value: (r) => r.states[code] ?? 0 }),
  ),
  ...Object.entries(operatorNames).map(
    ([op, [zh, en]]): Column<CardReportRow> => ({ zh: zh!, en: en!, value: (r) => r.operators[op] ?? 0 }),
  ),
];

export const cardFlowColumns: Column<CardFlowRow>[] = [
  month,
  { zh: '新增', en: 'Added', value: (r) => r.added },
  { zh: '激活', en: 'Activated', value: (r) => r.activated },
  { zh: '停用', en: 'Deactivated', value: (r) => r.deactivated },
  { zh: '销户', en: 'Cancelled', value: (r) => r.cancelled },
  { zh: '强制停机', en: 'Forced shutdown', value: (r) => r.forcedShutdown },
  { zh: '分配', en: 'Allocated', value: (r) => r.allocated },
  { zh: '收回', en: 'Taken back', value: (r) => r.deallocated },
  { zh: '移除', en: 'Removed', value: (r) => r.removed },
];

export const activeColumns: Column<ActiveRow>[] = [
  month,
  { zh: '当月激活', en: 'Activated in the month', value: (r) => r.activated },
  { zh: '月末已激活', en: 'Active at month end', value: (r) => r.active },
  { zh: '月末卡片数', en: 'Cards at month end', value: (r) => r.total },
  { zh: '激活占比（%）', en: 'Active share (%)', value: (r) => r.activePerMille / 10 },
];

export const usageColumns: Column<UsageRow>[] = [
  month,
  { zh: '套餐', en: 'Plan', value: (r) => r.planName ?? r.goodsReleaseId },
  { zh: '套餐编号', en: 'Plan ID', value: (r) => r.goodsReleaseId },
  { zh: '用量（MB）', en: 'Usage (MB)', value: (r) => megabytes(r.bytes) },
];

export const commUsageColumns: Column<CommUsageRow>[] = [
  month,
  {
    zh: '维度',
    en: 'By',
    value: (r, lang) =>
      r.kind === 'zone' ? (lang === 'en-US' ? 'Zone' : '区域') : lang === 'en-US' ? 'Communication service' : '通信服务',
  },
  {
    zh: '通信服务或区域',
    en: 'Service or zone',
    value: (r, lang) => (r.id === 'none' ? (lang === 'en-US' ? 'None in the plan' : '套餐未包含') : (r.name ?? r.id)),
  },
  { zh: '用量（MB）', en: 'Usage (MB)', value: (r) => megabytes(r.bytes) },
];

export const businessColumns: Column<BusinessRow>[] = [
  month,
  { zh: '卡片数', en: 'Cards', value: (r) => r.cards },
  { zh: '已激活卡片', en: 'Active cards', value: (r) => r.active },
  { zh: '激活', en: 'Activated', value: (r) => r.activated },
  { zh: '用量（MB）', en: 'Usage (MB)', value: (r) => megabytes(r.usageBytes) },
  { zh: '出账（元）', en: 'Billed (CNY)', value: (r) => (r.billedFen === null ? '' : yuan(r.billedFen)) },
  { zh: '账单数', en: 'Bills', value: (r) => r.bills ?? '' },
];
