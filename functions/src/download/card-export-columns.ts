import type { CardRow } from '../card/card-row.ts';
import { stateLabel } from '../card/lifecycle.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { Cell } from './csv.ts';

const operators = {
  CMCC: { zh: '中国移动', en: 'China Mobile' },
  CUCC: { zh: '中国联通', en: 'China Unicom' },
  CTCC: { zh: '中国电信', en: 'China Telecom' },
} as const;
/** Spec §4 network types. */
const networkTypes: Record<number, string> = { 1: '2/3G', 2: '4G', 3: '5G_NSA', 4: '5G_SA', 5: 'NB_IOT', 6: '5G' };

/** `YYYY/MM/DD HH:mm:ss` in Asia/Shanghai (the product's display format), or empty. */
export function shanghaiDateTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const s = new Date(t + 8 * 3_600_000).toISOString();
  return `${s.slice(0, 4)}/${s.slice(5, 7)}/${s.slice(8, 10)} ${s.slice(11, 19)}`;
}

/** Bytes as MB with 2 decimals (1024 steps), the unit of plan quotas. */
const megabytes = (bytes: number): number => Math.round((bytes / 1_048_576) * 100) / 100;

interface Column {
  zh: string;
  en: string;
  value: (row: CardRow, lang: Lang) => Cell;
}

/** The columns of a card export, in order: header in both languages and the cell of a row. */
export const cardExportColumns: Column[] = [
  { zh: 'ICCID', en: 'ICCID', value: (r) => r.iccid },
  { zh: 'MSISDN', en: 'MSISDN', value: (r) => r.msisdn },
  { zh: 'IMSI', en: 'IMSI', value: (r) => r.imsi },
  { zh: 'IMEI', en: 'IMEI', value: (r) => r.imei },
  { zh: '运营商', en: 'Operator', value: (r, l) => operators[r.operator]?.[l === 'en-US' ? 'en' : 'zh'] ?? r.operator },
  { zh: '卡状态', en: 'Status', value: (r, l) => stateLabel(r.state, l) },
  { zh: '企业客户编号', en: 'Enterprise ID', value: (r) => r.channelCustId },
  { zh: '二级客户编号', en: 'Secondary customer ID', value: (r) => r.custId ?? '' },
  { zh: '二级客户', en: 'Secondary customer', value: (r) => r.customerName ?? '' },
  { zh: '套餐', en: 'Plan', value: (r) => r.planName ?? r.goodsReleaseId },
  { zh: '套餐流量 (MB)', en: 'Plan data (MB)', value: (r) => megabytes(r.quotaBytes ?? 0) },
  { zh: '网络类型', en: 'Network type', value: (r) => networkTypes[r.networkType] ?? '' },
  { zh: '激活时间', en: 'Activated at', value: (r) => shanghaiDateTime(r.activatedAt) },
  { zh: '入库时间', en: 'Created at', value: (r) => shanghaiDateTime(r.createdAt) },
];

export const cardExportHeader = (lang: Lang): string[] => cardExportColumns.map((c) => (lang === 'en-US' ? c.en : c.zh));
export const cardExportRow = (row: CardRow, lang: Lang): Cell[] => cardExportColumns.map((c) => c.value(row, lang));
