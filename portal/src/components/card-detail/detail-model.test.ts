import { describe, expect, it } from 'vitest';
import { checkEdit, checkPeriods, checkSms, isIccid, targetStates, usedPercent, visibleActions } from './detail-model';

describe('card detail model', () => {
  it('shows only the actions whose permission code the user has', () => {
    expect(visibleActions(['2000000', '2010101', '2020001'])).toEqual(['edit', 'sendSms']);
    expect(visibleActions(['2010106'])).toEqual(['changeStatus', 'network']);
    expect(visibleActions(['2010101', '2010102', '2010104', '2010105', '2010106', '2020001'])).toHaveLength(7);
  });
  it('offers the lifecycle targets of the card state', () => {
    expect(targetStates(64)).toEqual([65, 68]);
    expect(targetStates(67)).toEqual([]);
  });
  it('computes the used share of the cycle', () => {
    expect(usedPercent({ startDay: '', endDay: '', totalBytes: 200, usedBytes: 50, remainingBytes: 150 })).toBe(25);
    expect(usedPercent({ startDay: '', endDay: '', totalBytes: 100, usedBytes: 500, remainingBytes: 0 })).toBe(100);
    expect(usedPercent({ startDay: '', endDay: '', totalBytes: 0, usedBytes: 0, remainingBytes: 0 })).toBe(0);
  });
  it('checks the forms before sending', () => {
    expect(checkEdit('ok', '861234567890123')).toEqual({});
    expect(checkEdit('x'.repeat(201), '12')).toEqual({
      remark: { key: 'card.detail.errors.remarkTooLong', values: { max: 200 } },
      imei: { key: 'card.detail.errors.imei' },
    });
    expect(checkEdit('   ', '').remark).toEqual({ key: 'card.detail.errors.blank' });
    expect(checkSms(' ')).toEqual({ key: 'card.detail.errors.smsRequired' });
    expect(checkSms('x'.repeat(161))?.key).toBe('card.detail.errors.smsTooLong');
    expect(checkSms('hello')).toBeUndefined();
    expect(checkPeriods(0)).toBeDefined();
    expect(checkPeriods(12)).toBeUndefined();
    expect(isIccid('8986001234567890123')).toBe(true);
    expect(isIccid('89860A')).toBe(false);
  });
});
