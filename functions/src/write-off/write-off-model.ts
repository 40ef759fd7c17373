/**
 * Write-off rules (issue #14, item 5; docs/decisions.md "Write-off and the write-off cycle"). Pure.
 *
 * - Which bills owe the platform: the enterprise's own consumption bills (custId null) with a total
 *   above 0. A secondary customer's retail bill is what the enterprise collects from its customer
 *   (not owed to the platform); a profit-sharing bill is the enterprise's income. Both stay status 1.
 * - A bill owing falls due on the last day of the month after its cycle.
 * - A write-off moves 2 → 3 or 5 → 4 once nothing is left to write off; a partial one keeps the status.
 * - The write-off cycle of month M (run after M ends: on the 5th of M+1, 04:00 Shanghai) first marks
 *   the bills of cycles before M still owing overdue (their due date, the end of M at the latest, has
 *   passed), then writes off, oldest cycle first, every owing bill of cycles up to M as far as the
 *   enterprise's grants, pre-deposits and unused credit line cover. Its operation ids depend on the
 *   month and the bill only, so a re-run writes nothing twice.
 */
import type { BillStatus } from '../bill/bill-model.ts';
import { addMonths } from '../shared/time/calendar.ts';

/** Statuses a bill may be written off in: to be written off, overdue not written off. */
export const writableStatuses: readonly BillStatus[] = [2, 5];

/** What the bill still owes (fen). */
export const remainingOf = (b: { totals: { total: number }; writtenOff?: number }): number =>
  Math.max(0, b.totals.total - (b.writtenOff ?? 0));

/** The status after writing off: fully written off, 2 → 3 and 5 → 4; otherwise unchanged. */
export function statusAfterWriteOff(status: BillStatus, remainingAfter: number): BillStatus {
  if (remainingAfter > 0) return status;
  return status === 5 ? 4 : status === 2 ? 3 : status;
}

/** In the cycle of `month`, a bill of `cycle` still owing is overdue when its cycle is before the month. */
export const overdueInCycle = (billCycle: string, month: string): boolean => billCycle < month;

/** The month the scheduled cycle runs for on Shanghai day `today`: the month before. */
export const scheduledCycleMonth = (today: string): string => addMonths(today.slice(0, 7), -1);

/** A month's cycle may run once the month has ended (Shanghai). */
export const monthEnded = (month: string, today: string): boolean => month < today.slice(0, 7);

/** What the cycle writes off of a bill: what it owes, up to grants + pre-deposits + the unused credit line. */
export function cycleAmount(
  remaining: number,
  s: { grant: number; withdrawable: number; creditLine: number; creditUsed: number },
): number {
  const available = Math.max(0, s.grant) + Math.max(0, s.withdrawable) + Math.max(0, s.creditLine - s.creditUsed);
  return Math.max(0, Math.min(remaining, available));
}

/** Fen as yuan with two decimals, for messages. */
export const yuan = (fen: number): string => (fen / 100).toFixed(2);
