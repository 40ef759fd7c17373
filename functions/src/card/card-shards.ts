/**
 * How many partitions an enterprise's card index (`byCustomerState`) is spread over: the enterprise's
 * `cardShards` (absent: 1, the one key `CUST#<c>#CARDS` every enterprise had before). Writers of new
 * cards read it fresh and stamp it on each card (`listShards`); readers keep it per container for
 * CARD_SHARDS_CACHE_MS, so an unsharded enterprise's list costs no extra call once it is known. It
 * may change only while the enterprise has no cards (its cards' keys depend on it).
 */
import { config } from '../platform/config.ts';
import { GetCommand } from '../shared/aws/dynamodb-commands.ts';
import { type DocumentClient, documentClient } from '../shared/aws/dynamodb.ts';
import { containerCache } from '../shared/container-cache.ts';
import { cardEntity, enterpriseCardPartitions, subCustomerCardPartitions } from '../shared/data/entities/card.entity.ts';
import { enterpriseEntity } from '../shared/data/entities/customer.entity.ts';
import { cardStatsEntity } from '../shared/data/entities/usage.entity.ts';
import { type EntityQuery, within } from '../shared/data/entity-operations.ts';
import { MAX_CARD_LIST_SHARDS, scopeKeys } from '../shared/data/keys.ts';
import { failedConditions, transact } from '../shared/data/operations.ts';

export const CARD_SHARDS_CACHE_MS = 60_000;
const cache = containerCache<number>(CARD_SHARDS_CACHE_MS);

/** The shard count as stored (anything but an integer in 2..MAX_CARD_LIST_SHARDS is 1). */
export const shardCount = (v: unknown): number =>
  typeof v === 'number' && Number.isInteger(v) && v > 1 ? Math.min(v, MAX_CARD_LIST_SHARDS) : 1;

/**
 * The Query of an enterprise's cards on `byCustomerState` (one state's, when given), over all its
 * shards: `store.page` / `store.all` merge them (shared/data/sharded-query.ts).
 */
export function enterpriseCardsQuery(
  k: { channelCustId: string; state?: number },
  shards: number,
): EntityQuery<'cardsOfCustomerByState' | 'cardsOfSubCustomer'> {
  const q = within(cardEntity, k, 'cardsOfCustomerByState');
  return shards > 1 ? { ...q, shards: enterpriseCardPartitions(k.channelCustId, shards) } : q;
}

/**
 * The Query of a secondary customer's cards on `bySubCustomerState`, over all the shards of its
 * enterprise's count (the same spread as the enterprise's index): `store.page` / `store.all` merge them.
 */
export function subCustomerCardsQuery(
  k: { channelCustId: string; custId: string },
  shards: number,
): EntityQuery<'cardsOfCustomerByState' | 'cardsOfSubCustomer'> {
  const q = within(cardEntity, k, 'cardsOfSubCustomer');
  return shards > 1 ? { ...q, shards: subCustomerCardPartitions(k.channelCustId, k.custId, shards) } : q;
}

export function createCardShards(db: DocumentClient = documentClient(), table = () => config('tableName'), now = Date.now) {
  async function read(channelCustId: string): Promise<number> {
    const { Item } = await db.send(
      new GetCommand({
        TableName: table(),
        Key: enterpriseEntity.key({ channelCustId }),
        ProjectionExpression: 'cardShards',
      }),
    );
    return shardCount(Item?.cardShards);
  }
  return {
    /** The enterprise's shard count, from the container's memory when read in the last minute. */
    count: (channelCustId: string): Promise<number> => cache.through(channelCustId, () => read(channelCustId), now()),
    /** The shard count read now (writers of new cards: their keys must agree with it). */
    fresh: read,
    /** How many cards the enterprise has (its card counter; absent: 0): the count may change only at 0. */
    async cards(channelCustId: string): Promise<number> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table(),
          Key: cardStatsEntity.key({ scope: scopeKeys.enterprise(channelCustId) }),
          ProjectionExpression: '#t',
          ExpressionAttributeNames: { '#t': 'total' },
        }),
      );
      return typeof Item?.total === 'number' ? Item.total : 0;
    },
    /**
     * Spreads the enterprise's card index over `shards` partitions; only while it has no cards (its
     * card counter is absent or 0), else 'hasCards'; 'notFound' without the enterprise.
     */
    async set(channelCustId: string, shards: number): Promise<'set' | 'hasCards' | 'notFound'> {
      if (!Number.isInteger(shards) || shards < 1 || shards > MAX_CARD_LIST_SHARDS)
        throw new RangeError(`card shards must be an integer in 1..${MAX_CARD_LIST_SHARDS}`);
      try {
        await transact(db, [
          {
            Update: {
              TableName: table(),
              Key: enterpriseEntity.key({ channelCustId }),
              UpdateExpression: 'SET cardShards = :n',
              ConditionExpression: 'attribute_exists(pk)',
              ExpressionAttributeValues: { ':n': shards },
            },
          },
          {
            ConditionCheck: {
              TableName: table(),
              Key: cardStatsEntity.key({ scope: scopeKeys.enterprise(channelCustId) }),
              ConditionExpression: 'attribute_not_exists(#t) OR #t = :zero',
              ExpressionAttributeNames: { '#t': 'total' },
              ExpressionAttributeValues: { ':zero': 0 },
            },
          },
        ]);
      } catch (error) {
        const failed = failedConditions(error);
        if (failed.includes(0)) return 'notFound';
        if (failed.includes(1)) return 'hasCards';
        throw error;
      }
      cache.delete(channelCustId);
      return 'set';
    },
  };
}

export type CardShards = ReturnType<typeof createCardShards>;
