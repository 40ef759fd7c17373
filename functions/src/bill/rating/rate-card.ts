/**
 * Rating of one card for one cycle: the plan's fee, the packs ordered, the usage beyond the card's own
 * allowance, and the usage of days not billed (shown with its reason, never charged). A pooled card's
 * usage and prorated quota on its pool days go to the pool instead (see rate-pool.ts).
 */
import { type RatedDay, rateDays } from './billable-days.ts';
import { prorate } from './money.ts';
import { overageLine } from './overage.ts';
import { packBytes, packLines } from './packs.ts';
import { planFeeLine, pricing } from './plan-fee.ts';
import { type BillLine, type CardRating, type RateCardInput, TARIFF, type UnbilledReason } from './rating-types.ts';

const sumBytes = (days: RatedDay[]) => days.reduce((sum, d) => sum + d.bytes, 0);

function unbilledUsageLines(input: RateCardInput, days: RatedDay[]): BillLine[] {
  const byReason = new Map<UnbilledReason, number>();
  const testPlan = input.plan.tariffType === TARIFF.test;
  for (const d of days) {
    const reason = testPlan ? 'testPeriod' : d.reason;
    if (reason && d.bytes > 0) byReason.set(reason, (byReason.get(reason) ?? 0) + d.bytes);
  }
  return [...byReason].map(([reason, bytes]) => ({
    kind: 'unbilledUsage',
    iccid: input.iccid,
    goodsReleaseId: input.plan.goodsReleaseId,
    tariffType: input.plan.tariffType,
    cardCount: 1,
    quantity: bytes,
    unit: 'byte',
    unitPrice: 0,
    amount: 0,
    tax: 0,
    bytes,
    reason,
  }));
}

/**
 * Bill lines of one card for one cycle, in a fixed order: plan fee (or test fee), packs, overage,
 * unbilled usage. Also what the card brings to its pool, if it is pooled on some billed day.
 */
export function rateCard(input: RateCardInput): CardRating {
  const days = rateDays(input);
  const cycleLength = days.length;
  const own = days.filter((d) => d.billed && !d.pooled);
  const pooled = days.filter((d) => d.pooled);
  const packs = (input.packs ?? []).reduce((sum, p) => sum + packBytes(input, p), 0);
  const packsToPool = pooled.length > 0;
  const shares = input.plan.tariffType !== TARIFF.monthlyFixedShared;
  const pool = {
    quotaBytes: shares ? prorate(input.plan.quotaBytes, pooled.length, cycleLength) : 0,
    usedBytes: sumBytes(pooled),
    packBytes: packsToPool ? packs : 0,
    pooledDays: pooled.length,
  };
  const lines: BillLine[] = [planFeeLine(input, days), ...packLines(input)];
  const testPlan = input.plan.tariffType === TARIFF.test;
  // A fixed shared plan's quota is its pool's size: a member has no allowance of its own.
  const ownQuota = testPlan || !shares ? 0 : prorate(input.plan.quotaBytes, own.length, cycleLength);
  const allowanceBytes = ownQuota + (packsToPool ? 0 : packs);
  const usedBytes = testPlan ? 0 : sumBytes(own);
  const { taxRate, retailId } = pricing(input);
  const base = {
    kind: 'overage' as const,
    iccid: input.iccid,
    goodsReleaseId: input.plan.goodsReleaseId,
    ...(retailId ? { retailId } : {}),
    tariffType: input.plan.tariffType,
    cardCount: 1,
  };
  const overage = overageLine(base, input.plan, usedBytes - allowanceBytes, taxRate);
  if (overage) lines.push(overage);
  lines.push(...unbilledUsageLines(input, days));
  return { iccid: input.iccid, lines, allowanceBytes, usedBytes, pool };
}
