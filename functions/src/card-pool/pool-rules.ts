/**
 * Rules of data pools (an enterprise's shared data quota over a set of its cards) as pure
 * functions: who may join, when a pool is blocked by its usage, and the limits. No I/O.
 */
import type { Card, Operator } from '../card/card-record.ts';
import { POOL_STATUSES, POOL_TYPES, type poolEntity } from '../shared/data/entities/pool.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { normaliseName, uniqueIccids } from '../shared/util/text.ts';

/** Pool kinds. Only the shared pool exists today: every member draws from the pool's total. */
export { POOL_TYPES };
export type PoolType = (typeof POOL_TYPES)[number];
export { POOL_STATUSES };
export type PoolStatus = (typeof POOL_STATUSES)[number];

export const POOL_NAME_MAX = 30;
/** Cards one pool holds at most (spec §9: 10,000 cards selected at most), which bounds the usage sum. */
export const POOL_CARDS_MAX = 10_000;
/** ICCIDs one pool change takes: it runs synchronously (the spec's data-recovery limit). */
export const POOL_CHANGE_MAX = 1000;
export const POOL_REASON_MAX = 200;

export type Pool = InferItem<typeof poolEntity>;

/** Why one card of a pool change was not changed (the fail log shows these). */
export const POOL_FAILURES = [
  'notFound',
  'inOtherPool',
  'operatorMismatch',
  'modeMismatch',
  'areaMismatch',
  'notInPool',
  'poolFull',
  'changedMeanwhile',
] as const;
export type PoolFailure = (typeof POOL_FAILURES)[number];

export type PoolCard = Pick<Card, 'iccid' | 'operator' | 'modeType' | 'goodsReleaseId' | 'quotaBytes'> & {
  poolId?: string | null;
};

/**
 * Whether a card may join a pool, first failing rule first: another enterprise's or unknown card
 * (`card` undefined), already pooled elsewhere, another operator, another operating mode, or a
 * plan that does not cover the pool's area (`planAreas`: the elementIds of the card's plan).
 * Returns null when it may join, `'member'` when it already is one.
 */
export function joinProblem(
  pool: Pick<Pool, 'poolId' | 'operator' | 'modeType' | 'elementId'>,
  card: PoolCard | undefined,
  planAreas: readonly string[] | undefined,
): PoolFailure | 'member' | null {
  if (!card) return 'notFound';
  if (card.poolId === pool.poolId) return 'member';
  if (card.poolId) return 'inOtherPool';
  if (card.operator !== pool.operator) return 'operatorMismatch';
  if (card.modeType !== pool.modeType) return 'modeMismatch';
  if (!planAreas?.includes(pool.elementId)) return 'areaMismatch';
  return null;
}

/** Whether a card may leave a pool: it must be the enterprise's and a member of this pool. */
export function leaveProblem(pool: Pick<Pool, 'poolId'>, card: PoolCard | undefined): PoolFailure | null {
  if (!card) return 'notFound';
  return card.poolId === pool.poolId ? null : 'notInPool';
}

/**
 * What the usage of a pool asks for: block a normal pool whose usage reached its total, lift an
 * automatic block once usage is below the total again (a new month, more members). A manual block
 * stays until someone lifts it. An empty pool (total 0) is never blocked by usage.
 */
export function usageVerdict(
  pool: Pick<Pool, 'status' | 'blockKind' | 'totalBytes'>,
  usedBytes: number,
): 'block' | 'unblock' | null {
  const exhausted = pool.totalBytes > 0 && usedBytes >= pool.totalBytes;
  if (pool.status === 'normal' && exhausted) return 'block';
  if (pool.status === 'blocked' && pool.blockKind === 'auto' && !exhausted) return 'unblock';
  return null;
}

/** A pool name as the user meant it: trimmed, inner whitespace runs made one space; problem or null. */
export const normalisePoolName = normaliseName;
export function poolNameProblem(name: string): 'required' | 'tooLong' | null {
  const n = normalisePoolName(name);
  if (!n) return 'required';
  return [...n].length > POOL_NAME_MAX ? 'tooLong' : null;
}

/** ICCIDs of a change request: trimmed, empty entries dropped, duplicates removed (first kept). */
export { uniqueIccids };

/** A time-ordered operation id (`PC` + base-36 milliseconds + 4 random hex), so the change list sorts by it. */
export const changeBatchId = (now: Date, random: string): string =>
  `PC${now.getTime().toString(36).toUpperCase().padStart(9, '0')}${random.slice(0, 4).toUpperCase()}`;
