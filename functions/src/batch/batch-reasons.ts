/**
 * Why a batch or one of its cards failed, stored as a code with raw parameters (a state number, an
 * edition code, an ICCID) and worded only when read, in the reader's language: a batch started in
 * Chinese reads in English to an English reader. Results written before codes existed carry their
 * text, which is answered as it is.
 */
import { stateLabel } from '../card/lifecycle.ts';
import type { StoredReason } from '../shared/data/entities/batch.entity.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import type { BatchReasonCode } from './batch-job-view.ts';
import { editionName } from './standard-sim-rules.ts';

const messages = {
  // A batch state change as a whole (spec §5: one operator, one initial state, a permitted target).
  'plan.missing': { zh: '卡不存在或不属于当前客户：{iccid}', en: 'Card not found or not yours: {iccid}' },
  'plan.operators': { zh: '同一批次的卡必须属于同一运营商', en: 'All cards of one batch must belong to one operator' },
  'plan.states': { zh: '同一批次的卡必须处于同一初始状态', en: 'All cards of one batch must be in one initial state' },
  'plan.transition': { zh: '不能从“{from}”变更为“{to}”', en: 'A card cannot change from "{from}" to "{to}"' },
  'plan.start': { zh: '处于“开始”状态的卡不可用', en: 'Cards in the start state are not available' },
  'batch.interrupted': { zh: '批次在全部处理完成前中断', en: 'The batch stopped before every card was processed' },
  // One card of a state change.
  'card.changed': { zh: '卡状态已变化，未执行', en: 'The card changed state meanwhile; not applied' },
  // Allocation and data recovery.
  'allocation.notFound': { zh: '卡不存在或不属于当前客户', en: 'Card not found or not yours' },
  'allocation.sameCustomer': { zh: '卡已分配给该二级客户', en: 'The card is already allocated to this secondary customer' },
  'allocation.notAllocated': { zh: '卡未分配给二级客户', en: 'The card is not allocated to a secondary customer' },
  'allocation.state': { zh: '处于“{state}”状态的卡不能分配', en: 'A card in the state "{state}" cannot be allocated' },
  'recovery.changed': {
    zh: '卡已被分配或状态已变化，未恢复',
    en: 'The card was allocated or changed state meanwhile; not recovered',
  },
  // Standard-SIM (edition) changes.
  'edition.notFound': { zh: '卡不存在或不属于当前客户', en: 'Card not found or not yours' },
  'edition.state': { zh: '处于“{state}”状态的卡不能变更版本', en: 'A card in the state "{state}" cannot change edition' },
  'edition.same': { zh: '卡已是该版本（{edition}）', en: 'The card is already in this edition ({edition})' },
  'edition.testUnicom': {
    zh: '标准版仅支持联通测试套餐：测试期的非联通卡不能转为标准版',
    en: 'The standard edition supports only the Unicom test plan: a non-Unicom card in the test state cannot become standard',
  },
  'edition.pool': {
    zh: '卡在流量池 {poolId} 中，池内卡的版本必须一致：请先将卡移出流量池',
    en: 'The card is in data pool {poolId}, whose cards share one edition: remove it from the pool first',
  },
  'edition.changed': { zh: '卡已变化，未执行', en: 'The card changed meanwhile; not applied' },
} as const satisfies Record<BatchReasonCode, { zh: string; en: string }>;

export type { BatchReasonCode };

/** A failure reason as recorded: one of the codes above and the raw values its sentence names. */
export interface Reason extends StoredReason {
  code: BatchReasonCode;
}

export const reason = (code: BatchReasonCode, params?: Reason['params']): Reason => (params ? { code, params } : { code });

/** Parameters that name a state or an edition are worded in the reader's language too. */
function word(name: string, value: string | number, lang: Lang): string {
  if (name === 'state' || name === 'from' || name === 'to') return stateLabel(Number(value), lang);
  if (name === 'edition') return editionName(String(value), lang);
  return String(value);
}

/** The reason as a sentence in `lang`; a reason stored as text (before codes) stays as it is, an unknown code as its code. */
export function reasonText(r: StoredReason | string, lang: Lang): string {
  if (typeof r === 'string') return r;
  const entry = messages[r.code as BatchReasonCode] as (typeof messages)[BatchReasonCode] | undefined;
  if (!entry) return r.code;
  const params = r.params ?? {};
  return entry[lang === 'en-US' ? 'en' : 'zh'].replace(/\{(\w+)\}/g, (_, k: string) =>
    params[k] === undefined ? '' : word(k, params[k]!, lang),
  );
}

/** A stored reason as the API answers it: `reason` worded for the reader, `reasonCode` for programs. */
export function withReasonText<T extends { reason?: StoredReason | string }>(
  r: T,
  lang: Lang,
): Omit<T, 'reason'> & { reason?: string; reasonCode?: string } {
  if (r.reason === undefined) return r as Omit<T, 'reason'>;
  return { ...r, reason: reasonText(r.reason, lang), ...(typeof r.reason === 'string' ? {} : { reasonCode: r.reason.code }) };
}
