/**
 * The actor directory: which login names belong to platform accounts (no `channelCustId`), for
 * response shaping (shared/http/response-view.ts). An account's tenant is fixed once it is active
 * (an applicant's is set when the platform approves it) and login names are never reused, so an
 * answer about an active account is cached per container for good: a page of
 * records costs at most one BatchGet for the names not seen before.
 */
import { config } from '../../platform/config.ts';
import { documentClient } from '../aws/dynamodb.ts';
import { batchGetAll } from './batch-get.ts';
import { accountEntity } from './entities/account.entity.ts';

/** Bounds the per-container cache; past it the cache starts over. */
const CACHE_LIMIT = 10_000;
/** A self-registered account the platform has not approved (registration review). */
const isApplicant = (status: unknown) => status === 'pending' || status === 'rejected';

export function createActorDirectory(db = documentClient(), table = () => config('tableName')) {
  const known = new Map<string, boolean>();
  return {
    async platformActors(loginNames: string[]): Promise<ReadonlySet<string>> {
      const unknown = loginNames.filter((n) => !known.has(n));
      if (unknown.length) {
        const found = await batchGetAll(
          db,
          table(),
          unknown.map((n) => accountEntity.key({ loginName: n })),
          { ProjectionExpression: 'loginName, channelCustId, #s', ExpressionAttributeNames: { '#s': 'status' } },
        );
        if (known.size + unknown.length > CACHE_LIMIT) known.clear();
        // A self-registered applicant has no enterprise until the platform approves it: it is not
        // platform staff, and its tenant is not settled yet, so it is neither answered nor cached as one.
        const unsettled = new Set(found.filter((a) => isApplicant(a.status)).map((a) => String(a.loginName)));
        const platform = new Set(found.filter((a) => !a.channelCustId && !isApplicant(a.status)).map((a) => String(a.loginName)));
        for (const n of unknown) if (!unsettled.has(n)) known.set(n, platform.has(n));
      }
      return new Set(loginNames.filter((n) => known.get(n)));
    },
  };
}

export type ActorDirectory = ReturnType<typeof createActorDirectory>;
