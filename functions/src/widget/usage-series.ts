/** Usage series of the widgets and the open API (pure): a month's days or a year's months from stored items. */
import { monthTotal } from '../usage/usage-rollup.ts';

export type Granularity = 'daily' | 'monthly';
export interface UsagePoint {
  /** `YYYY-MM-DD` (daily) or `YYYY-MM` (monthly). */
  period: string;
  bytes: number;
}

/** The days of a month `YYYY-MM`. */
export function daysOf(month: string): string[] {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const count = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The months of a year `YYYY`. */
export const monthsOf = (year: string): string[] =>
  Array.from({ length: 12 }, (_, i) => `${year}-${String(i + 1).padStart(2, '0')}`);

const num = (v: unknown): number => (typeof v === 'number' ? v : 0);

/** A month's days from items holding `dNN` bytes (a scope's roll-up, or several cards' month items summed). */
export const dailyPoints = (month: string, items: readonly Record<string, unknown>[]): UsagePoint[] =>
  daysOf(month).map((day) => ({ period: day, bytes: items.reduce((t, i) => t + num(i[`d${day.slice(8, 10)}`]), 0) }));

/** A year's months from a scope's year roll-up (`mNN` bytes). */
export const monthlyPointsOfYear = (year: string, item: Record<string, unknown>): UsagePoint[] =>
  monthsOf(year).map((month) => ({ period: month, bytes: num(item[`m${month.slice(5, 7)}`]) }));

/** A year's months from card month items (each with its month in `month`), summed over the cards. */
export const monthlyPointsOfCards = (
  year: string,
  items: readonly { month: string; item: Record<string, unknown> }[],
): UsagePoint[] =>
  monthsOf(year).map((month) => ({
    period: month,
    bytes: items.filter((i) => i.month === month).reduce((t, i) => t + monthTotal(i.item), 0),
  }));

/** Whether a period names a real month (`YYYY-MM`) or year (`YYYY`) for the granularity. */
export function periodValid(granularity: Granularity, period: string): boolean {
  if (granularity === 'monthly') return /^\d{4}$/.test(period);
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  return Boolean(m && Number(m[2]) >= 1 && Number(m[2]) <= 12);
}
