/**
 * The plan's fee line for one card and cycle. Monthly plans (0, 6, 18) are prorated by billed days:
 * price × billed days / days of the cycle, half-up. Prepaid plans (1, 2) charge a whole term for each
 * term bought or renewed in the cycle and nothing otherwise (the term was paid when it began). The
 * test plan (10) charges its test price once, in the cycle the test begins.
 */
import type { RatedDay } from './billable-days.ts';
import { dominantReason } from './billable-days.ts';
import { inCycle } from './cycle.ts';
import { prorate, taxOf } from './money.ts';
import { type BillLine, type RateCardInput, TARIFF } from './rating-types.ts';

export const isPrepaid = (tariffType: number): boolean =>
  tariffType === TARIFF.prepaidSingle || tariffType === TARIFF.prepaidShared;

/** Price and tax rate the card pays: the retail plan's for a secondary customer's card, else the basic plan's. */
export function pricing(input: RateCardInput): { price: number; taxRate: number; retailId?: string } {
  if (input.retail) return { price: input.retail.retailPrice, taxRate: input.retail.taxRate, retailId: input.retail.retailId };
  return { price: input.plan.releasePrice, taxRate: input.plan.taxRate };
}

export function planFeeLine(input: RateCardInput, days: RatedDay[]): BillLine {
  const { price, taxRate, retailId } = pricing(input);
  const base = {
    iccid: input.iccid,
    goodsReleaseId: input.plan.goodsReleaseId,
    ...(retailId ? { retailId } : {}),
    tariffType: input.plan.tariffType,
    cardCount: 1,
  };
  const terms = (input.termStarts ?? []).filter((day) => inCycle(input.cycle, day)).length;
  if (input.plan.tariffType === TARIFF.test) {
    const amount = terms * input.plan.testPrice;
    const line = { ...base, kind: 'testFee' as const, quantity: terms, unit: 'term' as const, unitPrice: input.plan.testPrice };
    return terms ? { ...line, amount, tax: taxOf(amount, taxRate) } : { ...line, amount: 0, tax: 0, reason: 'testPeriod' };
  }
  if (isPrepaid(input.plan.tariffType)) {
    const amount = terms * price;
    const line = { ...base, kind: 'planFee' as const, quantity: terms, unit: 'term' as const, unitPrice: price };
    return terms ? { ...line, amount, tax: taxOf(amount, taxRate) } : { ...line, amount: 0, tax: 0, reason: 'prepaidTerm' };
  }
  const billed = days.filter((d) => d.billed).length;
  const amount = prorate(price, billed, days.length);
  const line = { ...base, kind: 'planFee' as const, quantity: billed, unit: 'day' as const, unitPrice: price };
  return billed ? { ...line, amount, tax: taxOf(amount, taxRate) } : { ...line, amount: 0, tax: 0, reason: dominantReason(days) };
}
