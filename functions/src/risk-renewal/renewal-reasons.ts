/**
 * Why a card of a separation renewal failed (or the batch as a whole), stored as a code with raw
 * values and worded only when read, in the reader's language (like batch/batch-reasons.ts).
 */
import type { StoredReason } from '../shared/data/entities/batch.entity.ts';
import type { Lang } from '../shared/i18n/lang.ts';

export const renewalReasonCodes = [
  'renewal.notFound',
  'renewal.notTelecom',
  'renewal.notSeparated',
  'renewal.monthlyLimit',
  'renewal.operator',
  'renewal.interrupted',
] as const;
export type RenewalReasonCode = (typeof renewalReasonCodes)[number];

const messages = {
  'renewal.notFound': { zh: '卡不存在或不属于当前客户', en: 'Card not found or not yours' },
  'renewal.notTelecom': {
    zh: '仅电信卡可以办理机卡分离复机（该卡运营商：{operator}）',
    en: 'Only China Telecom cards can be renewed after a separation (this card: {operator})',
  },
  'renewal.notSeparated': { zh: '该卡未处于机卡分离停机状态', en: 'The card is not shut down for card–device separation' },
  'renewal.monthlyLimit': {
    zh: '该卡本月已复机 {limit} 次，每张卡每月最多复机 {limit} 次',
    en: 'The card was already unlocked {limit} times this month; each card may be unlocked at most {limit} times a month',
  },
  'renewal.operator': { zh: '运营商处理失败，请稍后重试', en: 'The operator could not unlock the card; try again later' },
  'renewal.interrupted': {
    zh: '批次在全部处理完成前中断',
    en: 'The batch stopped before every card was processed',
  },
} as const satisfies Record<RenewalReasonCode, { zh: string; en: string }>;

const operatorNames: Record<string, { zh: string; en: string }> = {
  CMCC: { zh: '中国移动', en: 'China Mobile' },
  CUCC: { zh: '中国联通', en: 'China Unicom' },
  CTCC: { zh: '中国电信', en: 'China Telecom' },
};

export interface RenewalReason extends StoredReason {
  code: RenewalReasonCode;
}

export const renewalReason = (code: RenewalReasonCode, params?: RenewalReason['params']): RenewalReason =>
  params ? { code, params } : { code };

/** The reason as a sentence in `lang` (an unknown code reads as itself). */
export function renewalReasonText(r: StoredReason, lang: Lang): string {
  const entry = (messages as Record<string, { zh: string; en: string }>)[r.code];
  if (!entry) return r.code;
  const key = lang === 'en-US' ? 'en' : 'zh';
  const params = r.params ?? {};
  return entry[key].replace(/\{(\w+)\}/g, (_, k: string) => {
    const v = params[k];
    if (v === undefined) return '';
    return k === 'operator' ? (operatorNames[String(v)]?.[key] ?? String(v)) : String(v);
  });
}

/** A stored result as the API answers it: `reason` worded for the reader, `reasonCode` for programs. */
export function renewalResultView<T extends { reason?: StoredReason }>(
  r: T,
  lang: Lang,
): Omit<T, 'reason'> & { reason?: string; reasonCode?: string } {
  if (!r.reason) return r as Omit<T, 'reason'>;
  return { ...r, reason: renewalReasonText(r.reason, lang), reasonCode: r.reason.code };
}
