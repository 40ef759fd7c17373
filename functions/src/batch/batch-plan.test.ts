import { describe, expect, it } from 'vitest';
import { canTransition } from '../card/lifecycle.ts';
import type { Lang } from '../shared/i18n/lang.ts';
import { type PlannedCard, checkBatch } from './batch-plan.ts';
import { reasonText } from './batch-reasons.ts';

/** The verdict with its reason worded in `lang`, as a reader of the batch sees it. */
const check = (cards: PlannedCard[], requested: string[], target: number, custId: string | null, lang: Lang) => {
  const verdict = checkBatch(cards, requested, target, custId);
  return verdict.ok ? verdict : { ok: false, reason: reasonText(verdict.reason, lang) };
};

const card = (iccid: string, state: number, operator = 'CMCC', custId: string | null = null) => ({
  iccid,
  state,
  operator,
  custId,
});

describe('batch state-change rules (spec §5)', () => {
  it('accepts one operator, one initial state and a permitted target', () => {
    expect(check([card('1', 62), card('2', 62)], ['1', '2'], 64, null, 'en-US')).toEqual({ ok: true, fromState: 62 });
  });
  it('fails all cards on mixed operators or states, in the language of the reader', () => {
    expect(check([card('1', 62), card('2', 62, 'CUCC')], ['1', '2'], 64, null, 'en-US')).toEqual({
      ok: false,
      reason: 'All cards of one batch must belong to one operator',
    });
    expect(check([card('1', 62), card('2', 63)], ['1', '2'], 64, null, 'zh-CN')).toEqual({
      ok: false,
      reason: '同一批次的卡必须处于同一初始状态',
    });
  });
  it('fails when a card is missing or belongs to another secondary customer', () => {
    expect(check([card('1', 62)], ['1', '2'], 64, null, 'en-US')).toMatchObject({
      ok: false,
      reason: 'Card not found or not yours: 2',
    });
    expect(check([card('1', 62, 'CMCC', 'S2')], ['1'], 64, 'S1', 'en-US')).toMatchObject({ ok: false });
  });
  it('refuses start-state cards and forbidden transitions', () => {
    expect(check([card('1', 60)], ['1'], 64, null, 'en-US')).toMatchObject({
      reason: 'Cards in the start state are not available',
    });
    expect(check([card('1', 67)], ['1'], 64, null, 'en-US')).toMatchObject({
      reason: 'A card cannot change from "Cancelled" to "Activated"',
    });
  });
  it('allows deactivation and reactivation but never leaves cancellation', () => {
    expect(canTransition(64, 65)).toBe(true);
    expect(canTransition(65, 64)).toBe(true);
    expect(canTransition(67, 64)).toBe(false);
    expect(canTransition(60, 64)).toBe(false);
  });
});
