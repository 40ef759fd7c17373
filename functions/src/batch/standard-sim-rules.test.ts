import { describe, expect, it } from 'vitest';
import type { Lang } from '../shared/i18n/lang.ts';
import { reasonText } from './batch-reasons.ts';
import { type Edition, editionLogDetail, editionName, editionRefusal as refusalOf } from './standard-sim-rules.ts';

/** The refusal worded in `lang` (null: allowed), as a reader of the batch sees it. */
const editionRefusal = (card: Parameters<typeof refusalOf>[0], target: Edition, lang: Lang) => {
  const reason = refusalOf(card, target);
  return reason && reasonText(reason, lang);
};

const card = { state: 64 as const, operator: 'CMCC' as const, modeType: '01' as const };

describe('standard-SIM batch rules (edition change of one card)', () => {
  it('lets an active professional card become standard or standard Plus', () => {
    expect(editionRefusal(card, '00', 'en-US')).toBeNull();
    expect(editionRefusal(card, '02', 'en-US')).toBeNull();
    expect(editionRefusal({ ...card, modeType: '00' }, '01', 'en-US')).toBeNull();
  });
  it('answers one reason for an unknown card and another enterprise’s card', () => {
    expect(editionRefusal(undefined, '00', 'en-US')).toBe('Card not found or not yours');
    expect(editionRefusal(undefined, '00', 'zh-CN')).toBe('卡不存在或不属于当前客户');
  });
  it('refuses start, invalid and cancelled cards, naming the state', () => {
    expect(editionRefusal({ ...card, state: 66 }, '00', 'en-US')).toBe('A card in the state "Invalid" cannot change edition');
    expect(editionRefusal({ ...card, state: 67 }, '00', 'zh-CN')).toBe('处于“已销户”状态的卡不能变更版本');
    expect(editionRefusal({ ...card, state: 60 }, '02', 'en-US')).toBe('A card in the state "Start" cannot change edition');
    for (const state of [61, 62, 63, 65, 68] as const) expect(editionRefusal({ ...card, state }, '02', 'en-US')).toBeNull();
  });
  it('fails a card already in the target edition', () => {
    expect(editionRefusal(card, '01', 'en-US')).toBe('The card is already in this edition (professional)');
    expect(editionRefusal({ ...card, modeType: '00' }, '00', 'zh-CN')).toBe('卡已是该版本（标准版）');
  });
  it('takes a card in the test state to the standard edition only if it is a Unicom card (spec §9)', () => {
    const test = { ...card, state: 61 as const };
    expect(editionRefusal(test, '00', 'en-US')).toBe(
      'The standard edition supports only the Unicom test plan: a non-Unicom card in the test state cannot become standard',
    );
    expect(editionRefusal({ ...test, operator: 'CTCC' }, '00', 'zh-CN')).toBe(
      '标准版仅支持联通测试套餐：测试期的非联通卡不能转为标准版',
    );
    expect(editionRefusal({ ...test, operator: 'CUCC' }, '00', 'en-US')).toBeNull();
    // The rule is about the standard edition only.
    expect(editionRefusal(test, '02', 'en-US')).toBeNull();
  });
  it('refuses a card in a data pool (a pool holds cards of one edition)', () => {
    expect(editionRefusal({ ...card, poolId: 'P1' }, '00', 'en-US')).toBe(
      'The card is in data pool P1, whose cards share one edition: remove it from the pool first',
    );
    expect(editionRefusal({ ...card, poolId: undefined }, '00', 'en-US')).toBeNull();
  });
  it('names editions and writes the log detail as "from → to"', () => {
    expect(editionName('02', 'en-US')).toBe('standard Plus');
    expect(editionName('01', 'zh-CN')).toBe('专业版');
    expect(editionLogDetail('01', '00', 'b1')).toEqual({ edition: '01 → 00', batchId: 'b1' });
  });
});
