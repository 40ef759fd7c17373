/**
 * Usage beyond an allowance under the plan's out-of-plan action (spec §9): `overdraw` charges it in
 * whole blocks of `outOfPlanGrade` MB at `outOfPlanPrice` fen per MB; `nextStatus` and
 * `blockUntilCycleEnd` stop the card at the allowance, so what the operator still reports beyond it
 * (session leakage, late records) is shown and not billed.
 */
import { taxOf } from './money.ts';
import type { BillLine, RatedPlan } from './rating-types.ts';

export const MIB = 1024 * 1024;

/** MB charged for `overBytes`: whole blocks of `grade` MB (grade 1 when the plan names none). */
export const chargedMegabytes = (overBytes: number, grade = 1): number => Math.ceil(overBytes / (grade * MIB)) * grade;

/** The overage line for `overBytes` beyond the allowance, or null when there is none. */
export function overageLine(
  base: Pick<BillLine, 'kind' | 'iccid' | 'poolId' | 'goodsReleaseId' | 'retailId' | 'tariffType' | 'cardCount'>,
  plan: RatedPlan,
  overBytes: number,
  taxRate: number,
): BillLine | null {
  if (overBytes <= 0) return null;
  const unitPrice = plan.outOfPlanPrice ?? 0;
  if (plan.useUpAction !== 'overdraw') {
    const reason = plan.useUpAction === 'nextStatus' ? 'overageStoppedNextStatus' : 'overageBlockedUntilCycleEnd';
    return { ...base, quantity: 0, unit: 'MB', unitPrice, amount: 0, tax: 0, bytes: overBytes, reason };
  }
  const quantity = chargedMegabytes(overBytes, plan.outOfPlanGrade);
  const amount = quantity * unitPrice;
  return { ...base, quantity, unit: 'MB', unitPrice, amount, tax: taxOf(amount, taxRate), bytes: overBytes };
}
