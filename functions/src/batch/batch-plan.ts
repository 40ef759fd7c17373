import { type LifecycleState, canTransition, stateLabel } from '../card/lifecycle.ts';
import type { Lang } from '../shared/i18n/lang.ts';

export interface PlannedCard {
  iccid: string;
  state?: number;
  operator?: string;
  custId?: string | null;
}

const messages = {
  missing: { zh: '卡不存在或不属于当前客户：{iccid}', en: 'Card not found or not yours: {iccid}' },
  operators: { zh: '同一批次的卡必须属于同一运营商', en: 'All cards of one batch must belong to one operator' },
  states: { zh: '同一批次的卡必须处于同一初始状态', en: 'All cards of one batch must be in one initial state' },
  transition: { zh: '不能从“{from}”变更为“{to}”', en: 'A card cannot change from "{from}" to "{to}"' },
  start: { zh: '处于“开始”状态的卡不可用', en: 'Cards in the start state are not available' },
} as const;

const say = (key: keyof typeof messages, lang: Lang, params: Record<string, string> = {}) =>
  messages[key][lang === 'en-US' ? 'en' : 'zh'].replace(/\{(\w+)\}/g, (_, k: string) => params[k] ?? '');

/**
 * Spec §5: a batch state change needs one operator and one initial state for all its cards and a
 * permitted target, otherwise every card fails. Returns the shared initial state, or the reason.
 */
export function checkBatch(
  cards: PlannedCard[],
  requested: string[],
  targetState: number,
  custId: string | null,
  lang: Lang,
): { ok: true; fromState: number } | { ok: false; reason: string } {
  const found = new Map(cards.map((c) => [c.iccid, c]));
  const missing = requested.find((i) => !found.has(i) || (custId !== null && found.get(i)!.custId !== custId));
  if (missing) return { ok: false, reason: say('missing', lang, { iccid: missing }) };
  if (new Set(cards.map((c) => c.operator)).size > 1) return { ok: false, reason: say('operators', lang) };
  const states = new Set(cards.map((c) => c.state));
  if (states.size > 1) return { ok: false, reason: say('states', lang) };
  const fromState = cards[0]!.state as LifecycleState;
  if (fromState === 60) return { ok: false, reason: say('start', lang) };
  if (!canTransition(fromState, targetState as LifecycleState)) {
    return {
      ok: false,
      reason: say('transition', lang, { from: stateLabel(fromState, lang), to: stateLabel(targetState, lang) }),
    };
  }
  return { ok: true, fromState };
}
