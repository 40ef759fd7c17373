/**
 * The traffic detail query (spec §2 Shortcuts: queryflow): a card's usage per day over a chosen
 * period. No I/O: the period's checks and the days it covers, from the card's usage month items.
 */
import { daysBetween } from '../card-detail/card-model.ts';
import { AppError } from '../shared/http/error-catalogue.ts';

/** The longest period one query reads (about a quarter: three usage month items of the card). */
export const QUERYFLOW_MAX_DAYS = 92;

/** The months (`YYYY-MM`) a period touches, first and last. */
export const monthsOf = (from: string, to: string) => ({ from: from.slice(0, 7), to: to.slice(0, 7) });

/** Refuses a reversed period, one in the future (after `today`) or one longer than `max` days. */
export function checkPeriod(from: string, to: string, today: string, max = QUERYFLOW_MAX_DAYS): string[] {
  if (to < from) throw new AppError('QUICK_PERIOD_REVERSED', undefined, 'dateTo');
  if (from > today) throw new AppError('QUICK_DAY_IN_FUTURE', undefined, 'dateFrom');
  const days = daysBetween(from, to < today ? to : today);
  if (daysBetween(from, to).length > max) throw new AppError('QUICK_PERIOD_TOO_LONG', { max }, 'dateTo');
  return days;
}

/** One row per day of the period, newest first, 0 for a day without usage; and the total. */
export function dailyUsage(days: readonly string[], usage: ReadonlyMap<string, number>) {
  const items = days.map((day) => ({ day, bytes: usage.get(day) ?? 0 })).reverse();
  return { items, totalBytes: items.reduce((t, i) => t + i.bytes, 0) };
}
