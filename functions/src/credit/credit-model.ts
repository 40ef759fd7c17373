/**
 * Credit orders as rules (issue #14, item 4; docs/decisions.md "Credit"): when an order is valid, the
 * credit line an enterprise's orders grant on a day, the ranges of spec §9, what a change log entry
 * shows. Pure.
 */
import { type CreditState, type CreditUnit, creditUnits } from '../shared/data/entities/credit.entity.ts';
import type { creditOrderEntity } from '../shared/data/entities/credit.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';

export { type CreditState, type CreditUnit, creditUnits };
export type CreditOrder = InferItem<typeof creditOrderEntity>;

/** Spec §9 credit ranges, in yuan: <1000, <3000, <5000, <10000, ≥10000 (bounds in fen). */
export const creditRanges = ['lt1000', 'lt3000', 'lt5000', 'lt10000', 'ge10000'] as const;
export type CreditRange = (typeof creditRanges)[number];
const upper: Record<CreditRange, number> = {
  lt1000: 100_000,
  lt3000: 300_000,
  lt5000: 500_000,
  lt10000: 1_000_000,
  ge10000: Number.POSITIVE_INFINITY,
};

/** The range an amount (fen) falls in. */
export const rangeOf = (amount: number): CreditRange => creditRanges.find((r) => amount < upper[r])!;

/** The amounts (fen) of a range: from (inclusive) to (exclusive; null: no bound). */
export function rangeBounds(range: CreditRange): { from: number; to: number | null } {
  const i = creditRanges.indexOf(range);
  return { from: i === 0 ? 0 : upper[creditRanges[i - 1]!], to: Number.isFinite(upper[range]) ? upper[range] : null };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
export const isDay = (s: string) =>
  DAY.test(s) && !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s);

/** The last day of a validity of `validity` units from `validFrom` (inclusive): 1 month from 2026-01-31 ends 2026-02-27. */
export function validToOf(validFrom: string, unit: CreditUnit, validity: number): string {
  const [y, m, d] = validFrom.split('-').map(Number) as [number, number, number];
  if (unit === 'day') return new Date(Date.UTC(y, m - 1, d + validity - 1)).toISOString().slice(0, 10);
  const months = unit === 'month' ? validity : validity * 12;
  // The same day `months` later (clamped to that month's last day), less one day.
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(d, last) - 1));
  return end.toISOString().slice(0, 10);
}

/** Whether an order counts towards the credit line on `day` (a Shanghai day). */
export const countsOn = (o: Pick<CreditOrder, 'state' | 'validFrom' | 'validTo'>, day: string) =>
  o.state === 'active' && o.validFrom <= day && day <= o.validTo;

/** The credit line an enterprise's orders grant on `day` (fen). */
export const creditLineOf = (orders: readonly Pick<CreditOrder, 'state' | 'validFrom' | 'validTo' | 'amount'>[], day: string) =>
  orders.reduce((sum, o) => sum + (countsOn(o, day) ? o.amount : 0), 0);

/** What a person reads of an order in its change log (before and after a change). */
export const termsOf = (o: CreditOrder) => ({
  amount: o.amount,
  paymentTime: o.paymentTime,
  unit: o.unit,
  validity: o.validity,
  validFrom: o.validFrom,
  validTo: o.validTo,
  state: o.state,
  remark: o.remark,
});

/** An order's state as read: `expired` once its validity has passed (it then no longer counts). */
export const shownState = (o: Pick<CreditOrder, 'state' | 'validTo'>, day: string): CreditState | 'expired' =>
  o.state === 'active' && o.validTo < day ? 'expired' : o.state;
