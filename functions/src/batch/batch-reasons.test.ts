import { describe, expect, it } from 'vitest';
import { reason, reasonText, withReasonText } from './batch-reasons.ts';

describe('batch failure reasons: codes stored, words on read', () => {
  it('words one stored reason in the language of each reader, states and editions included', () => {
    const stored = reason('plan.transition', { from: 67, to: 64 });
    expect(reasonText(stored, 'en-US')).toBe('A card cannot change from "Cancelled" to "Activated"');
    expect(reasonText(stored, 'zh-CN')).toBe('不能从“已销户”变更为“已激活”');
    expect(reasonText(reason('edition.same', { edition: '01' }), 'en-US')).toBe(
      'The card is already in this edition (professional)',
    );
    expect(reasonText(reason('edition.same', { edition: '01' }), 'zh-CN')).toBe('卡已是该版本（专业版）');
    expect(reasonText(reason('plan.missing', { iccid: '8986001' }), 'en-US')).toBe('Card not found or not yours: 8986001');
  });

  it('keeps a reason stored as text before codes existed', () => {
    expect(reasonText('卡状态已变化，未执行', 'en-US')).toBe('卡状态已变化，未执行');
    expect(withReasonText({ iccid: '1', reason: 'old text' }, 'en-US')).toEqual({ iccid: '1', reason: 'old text' });
  });

  it('answers a result with the worded reason and its code, and leaves a result without one alone', () => {
    expect(withReasonText({ iccid: '1', status: 'failed', reason: reason('card.changed') }, 'zh-CN')).toEqual({
      iccid: '1',
      status: 'failed',
      reason: '卡状态已变化，未执行',
      reasonCode: 'card.changed',
    });
    const succeeded: { iccid: string; status: string; reason?: string } = { iccid: '2', status: 'succeeded' };
    expect(withReasonText(succeeded, 'en-US')).toEqual({ iccid: '2', status: 'succeeded' });
  });
});
