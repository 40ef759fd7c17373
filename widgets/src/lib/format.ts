/** Formatting of bytes, money and periods for the widgets (pure). */
import type { Lang } from './i18n.ts';

const UNITS = ['B', 'KB', 'MB', 'GB', 'TB'];

/** Bytes in binary units with up to two decimals: 1536 → "1.5 KB". */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${Number(value.toFixed(unit === 0 ? 0 : 2))} ${UNITS[unit]}`;
}

/** An amount in fen as yuan with the currency: 123456 → "¥1,234.56" (CNY) or "1,234.56 USD". */
export function formatMoney(fen: number, currency: string, lang: Lang): string {
  return new Intl.NumberFormat(lang, { style: 'currency', currency: currency || 'CNY' }).format(fen / 100);
}

/** Today's month (`YYYY-MM`) in Asia/Shanghai, the product's calendar. */
export function shanghaiMonth(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit' })
    .format(now)
    .slice(0, 7);
}

/** The period before or after `period` (`YYYY-MM` a month, `YYYY` a year). */
export function shiftPeriod(period: string, step: number): string {
  if (/^\d{4}$/.test(period)) return String(Number(period) + step);
  const [y, m] = period.split('-').map(Number) as [number, number];
  const index = y * 12 + (m - 1) + step;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The default period of a granularity: this month (daily) or this year (monthly). */
export const defaultPeriod = (granularity: 'daily' | 'monthly', now: Date = new Date()): string =>
  granularity === 'monthly' ? shanghaiMonth(now).slice(0, 4) : shanghaiMonth(now);

/** The short label of a point on the x axis: the day of a month, the month of a year. */
export const pointLabel = (period: string): string => String(Number(period.slice(-2)));
