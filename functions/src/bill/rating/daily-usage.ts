/**
 * From the stored daily usage records to rating input. A card's usage is kept per calendar month in
 * one item whose `dNN` attributes hold each day's bytes (functions/src/usage); a Unicom cycle touches
 * two such months, so the bill run reads `cycleMonths(cycle)` and passes the items here.
 */
import { type BillingCycle, inCycle } from './cycle.ts';
import type { DailyUsage } from './rating-types.ts';

/** The calendar months ('YYYY-MM') a cycle has days in: one, or two for a CUCC cycle. */
export const cycleMonths = (cycle: BillingCycle): string[] =>
  cycle.start.slice(0, 7) === cycle.end.slice(0, 7)
    ? [cycle.start.slice(0, 7)]
    : [cycle.start.slice(0, 7), cycle.end.slice(0, 7)];

/** The days of `cycle` found in card month items, in day order; days outside the cycle are left out. */
export function usageOfCycle(cycle: BillingCycle, months: { month: string; item: Record<string, unknown> }[]): DailyUsage[] {
  const out: DailyUsage[] = [];
  for (const { month, item } of months)
    for (const [attr, value] of Object.entries(item)) {
      if (!/^d\d\d$/.test(attr)) continue;
      const day = `${month}-${attr.slice(1)}`;
      if (inCycle(cycle, day) && Number(value) > 0) out.push({ day, bytes: Number(value) });
    }
  return out.sort((a, b) => a.day.localeCompare(b.day));
}
