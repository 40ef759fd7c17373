/**
 * The actor directory: which login names belong to platform accounts (no `channelCustId`), for
 * response shaping (shared/http/response-view.ts). An account's tenant is fixed when it is created
 * and login names are never reused, so an answer is cached per container for good: a page of
 * records costs at most one BatchGet for the names not seen before.
 */
import { config } from '../../platform/config.ts';
import { documentClient } from '../aws/dynamodb.ts';
import { batchGetAll } from './batch-get.ts';
import { keys } from './keys.ts';

/** Bounds the per-container cache; past it the cache starts over. */
const CACHE_LIMIT = 10_000;

export function createActorDirectory(db = documentClient(), table = () => config('tableName')) {
  const known = new Map<string, boolean>();
  return {
    async platformActors(loginNames: string[]): Promise<ReadonlySet<string>> {
      const unknown = loginNames.filter((n) => !known.has(n));
      if (unknown.length) {
        const found = await batchGetAll(
          db,
          table(),
          unknown.map((n) => keys.account(n)),
          { ProjectionExpression: 'loginName, channelCustId' },
        );
        if (known.size + unknown.length > CACHE_LIMIT) known.clear();
        const platform = new Set(found.filter((a) => !a.channelCustId).map((a) => String(a.loginName)));
        for (const n of unknown) known.set(n, platform.has(n));
      }
      return new Set(loginNames.filter((n) => known.get(n)));
    },
  };
}

export type ActorDirectory = ReturnType<typeof createActorDirectory>;
