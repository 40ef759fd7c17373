/**
 * Values a Lambda container keeps in memory for a while, so a warm container answers without a
 * DynamoDB call: custom roles (30 s), an enterprise's card-index shard count, the card list's plan and
 * customer names, a secondary customer's existence and the route of its state-filtered list (60 s
 * each). Every such value may be up to `ttlMs` old in AWS (one container never hears of another's
 * writes); each use says why that is harmless. At most `max` entries: past it the expired go, then all.
 */
export interface ContainerCache<V> {
  /** The value kept for `key`, unless absent or older than the cache's time to live. */
  get(key: string, at?: number): V | undefined;
  set(key: string, value: V, at?: number): void;
  delete(key: string): void;
  /** The value kept for `key`, else `load()`'s, kept from now on. */
  through(key: string, load: () => Promise<V>, at?: number): Promise<V>;
}

export function containerCache<V>(ttlMs: number, max = 10_000, now: () => number = Date.now): ContainerCache<V> {
  const entries = new Map<string, { value: V; until: number }>();
  const cache: ContainerCache<V> = {
    get(key, at = now()) {
      const hit = entries.get(key);
      return hit && hit.until > at ? hit.value : undefined;
    },
    set(key, value, at = now()) {
      if (entries.size >= max && !entries.has(key)) {
        for (const [k, v] of entries) if (v.until <= at) entries.delete(k);
        if (entries.size >= max) entries.clear();
      }
      entries.set(key, { value, until: at + ttlMs });
    },
    delete: (key) => void entries.delete(key),
    async through(key, load, at = now()) {
      const hit = entries.get(key);
      if (hit && hit.until > at) return hit.value;
      const value = await load();
      cache.set(key, value, at);
      return value;
    },
  };
  return cache;
}
