import { AppError } from '../shared/http/error-catalogue.ts';
import type { ApiConfigRepository } from './api-config.repository.ts';
import type { ApiConfigRecord } from './api-config.ts';
import { countShardedCall, memoryUsageShards, usedOf } from './usage-shards.ts';

/** Unit tests only: an in-memory stand-in for the repository with the repository's version check, so concurrency rules are exercised too. */
export function memoryConfigs(enterprises = ['C1001', 'C1002']) {
  const items = new Map<string, ApiConfigRecord>();
  const directory = new Map<string, string>();
  /** The sharded counter of each `enterprise/day` (usage-shards.ts). */
  const days = new Map<string, ReturnType<typeof memoryUsageShards>>();
  const day = (key: string) => days.get(key) ?? days.set(key, memoryUsageShards()).get(key)!;
  /** The calls counted per `enterprise/day`. */
  const usage = {
    get: (key: string): number | undefined => (days.has(key) ? usedOf(days.get(key)!.items) : undefined),
    get size() {
      return [...days.values()].filter((d) => usedOf(d.items) > 0).length;
    },
  };
  /** The widget origin directory: `origin|enterprise`. */
  const origins = new Set<string>();
  const checkVersion = (r: ApiConfigRecord) => {
    if ((items.get(r.channelCustId)?.version ?? 0) !== r.version - 1) throw new AppError('CONFLICT');
  };
  const repo: ApiConfigRepository = {
    get: async (id) => (items.has(id) ? structuredClone(items.get(id)) : undefined),
    enterpriseExists: async (id) => enterprises.includes(id),
    save: async (r) => {
      checkVersion(r);
      items.set(r.channelCustId, structuredClone(r));
    },
    rotateKey: async (r, previous) => {
      checkVersion(r);
      items.set(r.channelCustId, structuredClone(r));
      directory.set(r.appKey, r.channelCustId);
      if (previous) directory.delete(previous);
    },
    saveOrigins: async (r, change) => {
      checkVersion(r);
      items.set(r.channelCustId, structuredClone(r));
      if ('add' in change) origins.add(`${change.add}|${r.channelCustId}`);
      else origins.delete(`${change.remove}|${r.channelCustId}`);
    },
    enterpriseOfAppKey: async (key) => directory.get(key),
    usedOn: async (id, d) => usage.get(`${id}/${d}`) ?? 0,
    countCall: async (id, d, limit) => countShardedCall(day(`${id}/${d}`).store, limit),
    saveLimit: async (r, d) => {
      checkVersion(r);
      items.set(r.channelCustId, structuredClone(r));
      day(`${r.channelCustId}/${d}`).changeLimit(r.dailyLimit);
    },
  };
  return { repo, items, directory, usage, origins };
}
