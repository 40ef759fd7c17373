/**
 * The open API's daily call counter, spread over API_USAGE_SHARDS items in as many partition keys so
 * that a partner calling ten million times a day does not put every call through one partition. Each
 * shard counts up to its share of the daily limit (the shares sum to the limit exactly); a call adds
 * itself to one shard by a conditional ADD (the usual path: one write), and only when that shard is
 * full reads every shard (one BatchGet) and tries those with room. So the number admitted is exactly
 * min(calls, limit) under any concurrency: a shard never passes its share, and a call is refused only
 * when every shard was seen full, i.e. the day's total reached the limit (counts only grow in a day).
 *
 * A limit changed during the day re-divides what is left of it: each shard's share becomes its count
 * so far plus its part of (new limit − the day's total), stored on the shard (`share`), in the one
 * transaction that saves the settings, conditioned on the counts read (repository `saveLimit`).
 */
import { API_USAGE_SHARDS } from '../shared/data/keys.ts';

/** A shard as stored: the calls it counted and, after a limit change that day, its own share. */
export interface UsageShard {
  calls: number;
  share?: number;
}

/** What the counting needs of storage (DynamoDB in the repository, a Map in tests). */
export interface UsageShardStore {
  /**
   * Adds one call to `shard` if it has room — below its stored share when it has one, else below
   * `defaultShare` — atomically; false when it had none.
   */
  tryAdd(shard: number, defaultShare: number): Promise<boolean>;
  /** Every shard (index = shard number), read strongly consistent, in one call. */
  readAll(): Promise<UsageShard[]>;
}

/** The limit split over `shards` (the first `limit mod shards` one more): they sum to the limit exactly. */
export function usageShares(limit: number, shards = API_USAGE_SHARDS): number[] {
  const base = Math.floor(limit / shards);
  const extra = limit % shards;
  return Array.from({ length: shards }, (_, i) => base + (i < extra ? 1 : 0));
}

/** A shard's room under the limit: its stored share, else its part of the limit. */
const roomOf = (s: UsageShard | undefined, defaultShare: number): number => (s?.share ?? defaultShare) - (s?.calls ?? 0);

/** The day's calls: the shards summed. */
export const usedOf = (shards: readonly UsageShard[]): number => shards.reduce((sum, s) => sum + s.calls, 0);

/**
 * Counts one call unless the day's limit is reached. `pick(n)` chooses the first shard among the `n`
 * with a share (random in production, so concurrent callers spread); true when the call was counted.
 */
export async function countShardedCall(
  store: UsageShardStore,
  limit: number,
  pick: (n: number) => number = (n) => Math.floor(Math.random() * n),
  shards = API_USAGE_SHARDS,
): Promise<boolean> {
  const shares = usageShares(limit, shards);
  const withShare = Math.min(shards, limit);
  if (withShare > 0) {
    const first = pick(withShare);
    if (await store.tryAdd(first, shares[first]!)) return true;
  }
  // That shard is full: the others with room, most room first; refused when none takes the call.
  const seen = await store.readAll();
  const open = shares
    .map((share, shard) => ({ shard, room: roomOf(seen[shard], share) }))
    .filter((s) => s.room > 0)
    .sort((a, b) => b.room - a.room);
  for (const { shard } of open) if (await store.tryAdd(shard, shares[shard]!)) return true;
  return false;
}

/**
 * The shares of a day whose limit changes to `limit` after `seen` was counted: each shard keeps its
 * count and gets its part of what is left (nothing when the day already reached the new limit).
 */
export function rebalancedShares(seen: readonly UsageShard[], limit: number, shards = API_USAGE_SHARDS): number[] {
  const counts = Array.from({ length: shards }, (_, i) => seen[i]?.calls ?? 0);
  const left = usageShares(Math.max(0, limit - counts.reduce((a, b) => a + b, 0)), shards);
  return counts.map((calls, i) => calls + left[i]!);
}

/** An in-memory store (unit tests and the property test): the same rules as the DynamoDB one. */
export function memoryUsageShards(shards = API_USAGE_SHARDS) {
  const items: UsageShard[] = Array.from({ length: shards }, () => ({ calls: 0 }));
  const store: UsageShardStore = {
    async tryAdd(shard, defaultShare) {
      const s = items[shard]!;
      if (roomOf(s, defaultShare) <= 0) return false;
      s.calls += 1;
      return true;
    },
    readAll: async () => items.map((s) => ({ ...s })),
  };
  /** Sets the shares of a limit changed during the day (what the repository's transaction does). */
  const changeLimit = (limit: number) => {
    const shares = rebalancedShares(items, limit, shards);
    items.forEach((s, i) => {
      s.share = shares[i]!;
    });
  };
  return { store, items, changeLimit };
}
