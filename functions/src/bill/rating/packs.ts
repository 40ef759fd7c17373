/**
 * Packs (goodsType 3): event (8), add-on (9), excess (11) and value-added (14). Each is charged once,
 * in full, in the cycle it is ordered (never prorated). Its volume counts in that cycle only, except
 * an add-on pack's, which counts in `validCycles` cycles from the ordering one. A value-added pack is a
 * service, not data: it adds no volume.
 */
import { cycleOfDay, inCycle } from './cycle.ts';
import { taxOf } from './money.ts';
import { type BillLine, type PackOrder, type RateCardInput, TARIFF } from './rating-types.ts';

const monthIndex = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return y * 12 + m;
};

/** Bytes a pack adds to the input's cycle. */
export function packBytes(input: Pick<RateCardInput, 'cycle'>, pack: PackOrder): number {
  if (pack.plan.tariffType === TARIFF.valueAddedPack) return 0;
  const ordered = cycleOfDay(input.cycle.operator, pack.orderedOn).cycleMonth;
  const age = monthIndex(input.cycle.cycleMonth) - monthIndex(ordered);
  const valid = pack.plan.tariffType === TARIFF.addOnPack ? (pack.validCycles ?? 1) : 1;
  return age >= 0 && age < valid ? pack.plan.quotaBytes : 0;
}

/** The fee lines of the packs ordered in the input's cycle. */
export function packLines(input: Pick<RateCardInput, 'cycle' | 'iccid' | 'packs'>): BillLine[] {
  return (input.packs ?? [])
    .filter((pack) => inCycle(input.cycle, pack.orderedOn))
    .map((pack) => {
      const amount = pack.price ?? pack.plan.releasePrice;
      return {
        kind: 'pack',
        iccid: input.iccid,
        goodsReleaseId: pack.plan.goodsReleaseId,
        packId: pack.packId,
        tariffType: pack.plan.tariffType,
        cardCount: 1,
        quantity: 1,
        unit: 'pack',
        unitPrice: amount,
        amount,
        tax: taxOf(amount, pack.plan.taxRate),
      };
    });
}
