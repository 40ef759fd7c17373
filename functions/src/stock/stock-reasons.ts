/**
 * Why a stock row failed (or the operation as a whole), stored as a code with raw values and worded
 * only when read, in the reader's language (like risk-renewal/renewal-reasons.ts).
 */
import type { StoredReason } from '../shared/data/entities/batch.entity.ts';
import type { Lang } from '../shared/i18n/lang.ts';

export const stockReasonCodes = [
  'stock.required',
  'stock.snInvalid',
  'stock.iccidInvalid',
  'stock.sameIccid',
  'stock.nameTooLong',
  'stock.remarkTooLong',
  'stock.networkType',
  'stock.operator',
  'stock.duplicateInFile',
  'stock.exists',
  'stock.notFound',
  'stock.leaving',
  'stock.alreadyOut',
  'stock.scrapped',
  'stock.interrupted',
] as const;
export type StockReasonCode = (typeof stockReasonCodes)[number];

const messages = {
  'stock.required': { zh: '{field} 不能为空', en: '{field} is required' },
  'stock.snInvalid': {
    zh: '序列号格式错误（4-40 位字母、数字、下划线或连字符）',
    en: 'Malformed serial number (4-40 letters, digits, underscores or hyphens)',
  },
  'stock.iccidInvalid': { zh: 'ICCID 格式错误（19-20 位数字）：{iccid}', en: 'Malformed ICCID (19-20 digits): {iccid}' },
  'stock.sameIccid': { zh: '双卡的两个 ICCID 不能相同', en: "A dual-SIM pair's two ICCIDs must differ" },
  'stock.nameTooLong': { zh: '名称最多 {max} 个字符', en: 'The name is at most {max} characters' },
  'stock.remarkTooLong': { zh: '备注最多 {max} 个字符', en: 'The remark is at most {max} characters' },
  'stock.networkType': { zh: '网络类型须为 1-6', en: 'The network type must be 1 to 6' },
  'stock.operator': { zh: '运营商须为 CMCC、CUCC 或 CTCC', en: 'The operator must be CMCC, CUCC or CTCC' },
  'stock.duplicateInFile': { zh: '与文件第 {line} 行重复', en: 'Repeats line {line} of the file' },
  'stock.exists': { zh: '该序列号已在库存中', en: 'This serial number is already in stock' },
  'stock.notFound': { zh: '库存中没有该序列号', en: 'No stock item has this serial number' },
  'stock.leaving': { zh: '该物品正在另一笔出库中', en: 'The item is leaving in another stock-out' },
  'stock.alreadyOut': { zh: '该物品已出库', en: 'The item is already out of stock' },
  'stock.scrapped': { zh: '该物品已报废', en: 'The item is scrapped' },
  'stock.interrupted': { zh: '操作在全部处理完成前中断', en: 'The operation stopped before every row was processed' },
} as const satisfies Record<StockReasonCode, { zh: string; en: string }>;

export interface StockReason extends StoredReason {
  code: StockReasonCode;
}

export const stockReason = (code: StockReasonCode, params?: StockReason['params']): StockReason =>
  params ? { code, params } : { code };

/** The reason as a sentence in `lang` (an unknown code reads as itself). */
export function stockReasonText(r: StoredReason, lang: Lang): string {
  const entry = (messages as Record<string, { zh: string; en: string }>)[r.code];
  if (!entry) return r.code;
  const key = lang === 'en-US' ? 'en' : 'zh';
  const params = r.params ?? {};
  return entry[key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** A stored result as the API answers it: `reason` worded for the reader, `reasonCode` for programs. */
export function stockResultView<T extends { reason?: StoredReason }>(
  r: T,
  lang: Lang,
): Omit<T, 'reason'> & { reason?: string; reasonCode?: string } {
  if (!r.reason) return r as Omit<T, 'reason'>;
  return { ...r, reason: stockReasonText(r.reason, lang), reasonCode: r.reason.code };
}
