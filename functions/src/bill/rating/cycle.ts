/**
 * Billing cycles in the Asia/Shanghai calendar: Unicom (CUCC) cycles run from the 26th to the 25th of
 * the next month, other operators' the calendar month. A cycle is named by the month it ends in
 * (Unicom's own convention: bill month 2026-03 is 2026-02-26 … 2026-03-25).
 */
import type { Operator } from '../../plan/plan-model.ts';
import { addMonths, daysInMonth, shanghaiDay } from '../../shared/time/calendar.ts';

export const UNICOM_CYCLE_START_DAY = 26;

export interface BillingCycle {
  operator: Operator;
  /** 'YYYY-MM': the month the cycle ends in. */
  cycleMonth: string;
  /** First and last day of the cycle, 'YYYY-MM-DD', both included. */
  start: string;
  end: string;
  days: number;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** The cycle named `cycleMonth` for a card of `operator`. */
export function billingCycle(operator: Operator, cycleMonth: string): BillingCycle {
  if (operator !== 'CUCC') {
    const days = daysInMonth(cycleMonth);
    return { operator, cycleMonth, start: `${cycleMonth}-01`, end: `${cycleMonth}-${pad(days)}`, days };
  }
  const previous = addMonths(cycleMonth, -1);
  const start = `${previous}-${UNICOM_CYCLE_START_DAY}`;
  const end = `${cycleMonth}-${UNICOM_CYCLE_START_DAY - 1}`;
  return { operator, cycleMonth, start, end, days: daysInMonth(previous) };
}

/** The cycle holding the Shanghai day `day` ('YYYY-MM-DD'). */
export function cycleOfDay(operator: Operator, day: string): BillingCycle {
  const month = day.slice(0, 7);
  const late = operator === 'CUCC' && Number(day.slice(8, 10)) >= UNICOM_CYCLE_START_DAY;
  return billingCycle(operator, late ? addMonths(month, 1) : month);
}

/** The cycle holding an instant (its Shanghai day). */
export const cycleOfInstant = (operator: Operator, at: Date): BillingCycle => cycleOfDay(operator, shanghaiDay(at));

/** The day after `day` ('YYYY-MM-DD'). */
export const nextDay = (day: string): string => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** Every day of the cycle, in order. */
export function cycleDays(cycle: BillingCycle): string[] {
  const out: string[] = [];
  for (let day = cycle.start; day <= cycle.end; day = nextDay(day)) out.push(day);
  return out;
}

/** Whether `day` lies in the cycle. */
export const inCycle = (cycle: BillingCycle, day: string): boolean => day >= cycle.start && day <= cycle.end;
