import { addMonths, shanghaiDay } from '../shared/time/calendar.ts';
import type { Operator } from './card-record.ts';

/** The UTC instant of midnight Asia/Shanghai (UTC+8, no daylight saving) starting the given 'YYYY-MM-DD'. */
export const shanghaiMidnight = (day: string): Date => new Date(`${day}T00:00:00+08:00`);

/** The Shanghai day after the given 'YYYY-MM-DD'. */
export const nextDay = (day: string): string => shanghaiDay(new Date(shanghaiMidnight(day).getTime() + 86_400_000));

export interface BillingPeriod {
  /** The billing month the period is counted in ('YYYY-MM'): the month it ends in. */
  month: string;
  /** First and last Shanghai day of the period, inclusive. */
  firstDay: string;
  lastDay: string;
  /** UTC instants (ISO-8601) of the period's start and of the next period's start. */
  startsAt: string;
  nextStartsAt: string;
}

/** Day of the month a billing period starts on: Unicom (CUCC) on the 26th, the others on the 1st. */
export const billingStartDay = (operator: Operator): number => (operator === 'CUCC' ? 26 : 1);

/** The billing period holding the instant, in the Asia/Shanghai calendar. */
export function billingPeriod(operator: Operator, date: Date): BillingPeriod {
  const day = shanghaiDay(date);
  const startDay = billingStartDay(operator);
  const dd = String(startDay).padStart(2, '0');
  const month = day.slice(0, 7);
  const startMonth = Number(day.slice(8, 10)) >= startDay ? month : addMonths(month, -1);
  const nextStartMonth = addMonths(startMonth, 1);
  const firstDay = `${startMonth}-${dd}`;
  const nextFirstDay = `${nextStartMonth}-${dd}`;
  const next = shanghaiMidnight(nextFirstDay);
  return {
    month: startDay === 1 ? startMonth : nextStartMonth,
    firstDay,
    lastDay: shanghaiDay(new Date(next.getTime() - 1)),
    startsAt: shanghaiMidnight(firstDay).toISOString(),
    nextStartsAt: next.toISOString(),
  };
}
