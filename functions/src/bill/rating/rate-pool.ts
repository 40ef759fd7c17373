/**
 * Rating of a pool for one cycle. Flexible (6) and prepaid (2) shared pools hold the sum of their
 * members' quotas prorated by each member's pool days; a fixed shared pool (18) holds its plan's
 * quota whatever its members. Packs of members that are pooled add to the pool. Usage beyond the pool
 * is one line of the pool, priced by the pool's plan (basic out-of-plan price: the pool is the
 * enterprise's, across its secondary customers).
 */
import { overageLine } from './overage.ts';
import { rateCard } from './rate-card.ts';
import { type PoolRating, type RatePoolInput, TARIFF } from './rating-types.ts';

export function ratePool(input: RatePoolInput): PoolRating {
  const cards = input.members.map((member) => rateCard({ ...member, inPool: member.inPool ?? {} }));
  const shares = cards.map((c) => c.pool);
  const packs = shares.reduce((sum, s) => sum + s.packBytes, 0);
  const fixed = input.plan.tariffType === TARIFF.monthlyFixedShared;
  const quotaBytes = (fixed ? input.plan.quotaBytes : shares.reduce((sum, s) => sum + s.quotaBytes, 0)) + packs;
  const usedBytes = shares.reduce((sum, s) => sum + s.usedBytes, 0);
  const base = {
    kind: 'poolOverage' as const,
    poolId: input.poolId,
    goodsReleaseId: input.plan.goodsReleaseId,
    tariffType: input.plan.tariffType,
    cardCount: shares.filter((s) => s.pooledDays > 0).length,
  };
  const line = overageLine(base, input.plan, usedBytes - quotaBytes, input.plan.taxRate);
  return { poolId: input.poolId, cards, poolLines: line ? [line] : [], quotaBytes, usedBytes };
}
