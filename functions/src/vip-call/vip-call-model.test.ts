import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/http/error-catalogue.ts';
import { VOICE_WHITELIST_MAX, addNumbers, isPhoneNumber, removeNumbers } from './vip-call-model.ts';

const refusal = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof AppError ? { key: e.key, params: e.params } : e;
  }
  return undefined;
};

describe('VIP call numbers', () => {
  it('accepts digits with single hyphens between them, 3-20 characters', () => {
    for (const ok of ['110', '13800138000', '010-12345678', '0086-10-1234-5678']) expect(isPhoneNumber(ok), ok).toBe(true);
    for (const bad of ['12', '+8613800138000', '138 0013 8000', '-123', '123-', '12--34', 'abc', '1'.repeat(21)])
      expect(isPhoneNumber(bad), bad).toBe(false);
  });
  it('adds new numbers once (hyphens do not make a different number) and keeps the order', () => {
    expect(addNumbers(['010-1234'], ['0101234', ' 13800138000 ', '13800138000'])).toEqual(['010-1234', '13800138000']);
  });
  it('refuses a badly formatted number, naming it', () => {
    expect(refusal(() => addNumbers([], ['13800138000', '12a']))).toEqual({ key: 'VIP_PHONE_FORMAT', params: { number: '12a' } });
  });
  it(`refuses more than ${VOICE_WHITELIST_MAX} numbers per card`, () => {
    const ten = Array.from({ length: VOICE_WHITELIST_MAX }, (_, i) => `1380013800${i}`);
    expect(addNumbers([], ten)).toHaveLength(VOICE_WHITELIST_MAX);
    expect(refusal(() => addNumbers(ten, ['110']))).toEqual({ key: 'VIP_TOO_MANY', params: { max: VOICE_WHITELIST_MAX } });
  });
  it('removes numbers (hyphens ignored) and refuses one the card does not have', () => {
    expect(removeNumbers(['010-1234', '110'], ['0101234'])).toEqual(['110']);
    expect(refusal(() => removeNumbers(['110'], ['120']))).toEqual({ key: 'VIP_NUMBER_ABSENT', params: { number: '120' } });
  });
});
