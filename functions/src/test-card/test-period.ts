/**
 * The test period of a test card (state 61) as pure computations: when it started, the deadline of
 * spec §4 "test plus stock period is at most 12 months" (lifecycle-rules.ts `checkTestAndStockPeriod`)
 * and the days left. No I/O; the clock is passed in.
 */
import { checkTestAndStockPeriod } from '../card/lifecycle-rules.ts';

const DAY_MS = 86_400_000;

/** The most months a card may spend in test and stock together: the longest period the rule accepts. */
export const TEST_AND_STOCK_MAX_MONTHS = (() => {
  let months = 0;
  while (checkTestAndStockPeriod(months + 1, 0).ok) months++;
  return months;
})();

/** `iso` plus whole calendar months (UTC), clamped to the month's last day (Jan 31 + 1 → Feb 28/29). */
export function addMonths(iso: string, months: number): Date {
  const d = new Date(iso);
  const day = d.getUTCDate();
  const target = new Date(
    Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + months, 1, d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds()),
  );
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(day, lastDay));
  return target;
}

export interface TestPeriod {
  /** When the card entered test: its last state change into 61, else its creation. */
  startedAt: string;
  /** The latest moment the card may still be in test or stock. */
  deadline: string;
  /** Whole days in test so far. */
  elapsedDays: number;
  /** Days left before the deadline (a started day counts as a whole one); 0 once it has passed. */
  remainingDays: number;
  expired: boolean;
}

/** The test period of a card from its stored timestamps. */
export function testPeriod(card: { createdAt: string; stateChangedAt?: string | null }, now: Date): TestPeriod {
  const startedAt = card.stateChangedAt || card.createdAt;
  const deadline = addMonths(startedAt, TEST_AND_STOCK_MAX_MONTHS);
  const left = deadline.getTime() - now.getTime();
  return {
    startedAt,
    deadline: deadline.toISOString(),
    elapsedDays: Math.max(0, Math.floor((now.getTime() - new Date(startedAt).getTime()) / DAY_MS)),
    remainingDays: left > 0 ? Math.ceil(left / DAY_MS) : 0,
    expired: left <= 0,
  };
}

/** Bytes of card usage month items (`month`, `d01`..`d31`), in total and per month, oldest month first. */
export function usageOfMonths(items: readonly Record<string, unknown>[]): {
  months: { month: string; bytes: number }[];
  total: number;
} {
  const months = items
    .map((item) => ({
      month: String(item.month ?? ''),
      bytes: Object.entries(item)
        .filter(([k, v]) => /^d\d{2}$/.test(k) && typeof v === 'number')
        .reduce((t, [, v]) => t + (v as number), 0),
    }))
    .sort((a, b) => a.month.localeCompare(b.month));
  return { months, total: months.reduce((t, m) => t + m.bytes, 0) };
}
