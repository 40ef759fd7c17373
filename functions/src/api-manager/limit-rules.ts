import { AppError } from '../shared/http/error-catalogue.ts';

/** Daily call limit of the open API per enterprise. */
export const DAILY_LIMIT_MIN = 1;
export const DAILY_LIMIT_MAX = 1_000_000;
/** The limit an enterprise starts with. */
export const DEFAULT_DAILY_LIMIT = 10_000;
/** A day's counter is kept a little longer than the day (Asia/Shanghai) it counts, then expires. */
export const USAGE_TTL_SECONDS = 3 * 24 * 60 * 60;

/** The limit, or 422 naming `dailyLimit` when it is not a whole number in 1..1,000,000. */
export function checkDailyLimit(value: number): number {
  if (!Number.isInteger(value) || value < DAILY_LIMIT_MIN || value > DAILY_LIMIT_MAX)
    throw new AppError('API_LIMIT_RANGE', { min: DAILY_LIMIT_MIN, max: DAILY_LIMIT_MAX }, 'dailyLimit');
  return value;
}
