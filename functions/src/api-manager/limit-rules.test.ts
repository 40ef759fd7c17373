import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/http/error-catalogue.ts';
import { DAILY_LIMIT_MAX, checkDailyLimit } from './limit-rules.ts';

describe('daily call limit', () => {
  it('accepts whole numbers from 1 to 1,000,000', () => {
    expect(checkDailyLimit(1)).toBe(1);
    expect(checkDailyLimit(DAILY_LIMIT_MAX)).toBe(1_000_000);
  });

  it.each([0, -5, 1_000_001, 2.5, Number.NaN])('refuses %s with API_LIMIT_RANGE on dailyLimit', (value) => {
    try {
      checkDailyLimit(value);
      expect.unreachable();
    } catch (e) {
      expect(e).toBeInstanceOf(AppError);
      expect([(e as AppError).key, (e as AppError).field]).toEqual(['API_LIMIT_RANGE', 'dailyLimit']);
    }
  });
});
