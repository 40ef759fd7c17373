import { AppError } from '../shared/http/error-catalogue.ts';
import type { ApiConfigRepository } from './api-config.repository.ts';
import type { ApiConfigRecord } from './api-config.ts';

/** Unit tests only: an in-memory stand-in for the repository with the repository's version check, so concurrency rules are exercised too. */
export function memoryConfigs(enterprises = ['C1001', 'C1002']) {
  const items = new Map<string, ApiConfigRecord>();
  const directory = new Map<string, string>();
  const usage = new Map<string, number>();
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
    usedOn: async (id, day) => usage.get(`${id}/${day}`) ?? 0,
    countCall: async (id, day, limit) => {
      const used = usage.get(`${id}/${day}`) ?? 0;
      if (used >= limit) return false;
      usage.set(`${id}/${day}`, used + 1);
      return true;
    },
  };
  return { repo, items, directory, usage, origins };
}
