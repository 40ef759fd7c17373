import { config } from '../platform/config.ts';
import { BatchGetCommand, UpdateCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { apiConfigEntity, apiUsageDayEntity, appKeyDirectoryEntity } from '../shared/data/entities/api-config.entity.ts';
import { enterpriseEntity } from '../shared/data/entities/customer.entity.ts';
import { widgetOriginEntity } from '../shared/data/entities/widget.entity.ts';
import { entitySteps, entityStore } from '../shared/data/entity-operations.ts';
import { API_USAGE_SHARDS } from '../shared/data/keys.ts';
import { failedConditions, isCancelledTransaction, transact, tryCondition } from '../shared/data/operations.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { ApiConfigRecord } from './api-config.ts';
import { type UsageShard, type UsageShardStore, countShardedCall, rebalancedShares, usedOf } from './usage-shards.ts';

/** A write lost the race with another change of the same settings: the caller reloads and retries. */
const concurrentChange = () => new AppError('CONFLICT');

/** Reads and conditional writes a limit change tries while calls keep changing today's counts. */
const LIMIT_CHANGE_ATTEMPTS = 5;

/**
 * Open-API settings (one item per enterprise), the app-key directory and the per-day call
 * counters. The only module that reads or writes them.
 */
export function createApiConfigRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  /** Nobody changed the settings since `record.version - 1` was read. */
  const unchanged = (record: ApiConfigRecord) => ({
    expression: 'attribute_not_exists(pk) OR #version = :expected',
    names: { '#version': 'version' },
    values: { ':expected': record.version - 1 },
  });

  const usageKey = (channelCustId: string, shard: number, day: string) => apiUsageDayEntity.key({ channelCustId, shard, day });

  /** Every shard of a day's counter (index = shard), absent ones as 0 calls. */
  async function readUsage(channelCustId: string, day: string, consistent: boolean): Promise<UsageShard[]> {
    const wanted = Array.from({ length: API_USAGE_SHARDS }, (_, shard) => usageKey(channelCustId, shard, day));
    const { Responses } = await db.send(
      new BatchGetCommand({ RequestItems: { [table()]: { Keys: wanted, ...(consistent ? { ConsistentRead: true } : {}) } } }),
    );
    const found = new Map((Responses?.[table()] ?? []).map((i) => [String(i.pk), apiUsageDayEntity.parse(i)]));
    return wanted.map((k) => {
      const item = found.get(k.pk);
      return { calls: item?.calls ?? 0, ...(item?.share !== undefined ? { share: item.share } : {}) };
    });
  }

  /** The counter of one enterprise and day as usage-shards.ts counts on it. */
  const usageStore = (channelCustId: string, day: string, expiresAt: number): UsageShardStore => ({
    tryAdd: (shard, defaultShare) =>
      tryCondition(
        db.send(
          new UpdateCommand({
            TableName: table(),
            Key: usageKey(channelCustId, shard, day),
            UpdateExpression: 'ADD #calls :one SET #expiresAt = :expiresAt',
            // Below the share the shard holds since a limit change, else below its part of the limit.
            ConditionExpression:
              defaultShare > 0
                ? '(attribute_exists(#share) AND #calls < #share) OR (attribute_not_exists(#share) AND (attribute_not_exists(#calls) OR #calls < :share))'
                : 'attribute_exists(#share) AND #calls < #share',
            ExpressionAttributeNames: { '#calls': 'calls', '#share': 'share', '#expiresAt': 'expiresAt' },
            ExpressionAttributeValues: {
              ':one': 1,
              ':expiresAt': expiresAt,
              ...(defaultShare > 0 ? { ':share': defaultShare } : {}),
            },
          }),
        ),
      ),
    readAll: () => readUsage(channelCustId, day, true),
  });

  /** A shard's new share, if its count is still the one read (`calls` kept, created at 0 when absent). */
  const shareStep = (channelCustId: string, shard: number, day: string, share: number, calls: number, expiresAt: number) => ({
    Update: {
      TableName: table(),
      Key: usageKey(channelCustId, shard, day),
      UpdateExpression: 'SET #share = :share, #calls = if_not_exists(#calls, :zero), #expiresAt = :expiresAt',
      ConditionExpression: calls === 0 ? 'attribute_not_exists(#calls) OR #calls = :zero' : '#calls = :calls',
      ExpressionAttributeNames: { '#calls': 'calls', '#share': 'share', '#expiresAt': 'expiresAt' },
      ExpressionAttributeValues: { ':share': share, ':zero': 0, ':expiresAt': expiresAt, ...(calls ? { ':calls': calls } : {}) },
    },
  });

  return {
    get: (channelCustId: string): Promise<ApiConfigRecord | undefined> => store.get(apiConfigEntity, { channelCustId }),

    async enterpriseExists(channelCustId: string): Promise<boolean> {
      return Boolean(await store.get(enterpriseEntity, { channelCustId }));
    },

    /** Stores the settings if nobody changed them since `record.version - 1` was read. */
    save: (record: ApiConfigRecord): Promise<void> => store.put(apiConfigEntity, record, unchanged(record), concurrentChange()),

    /** New key and secret in the settings, the new key in the directory and the old one out, at once. */
    async rotateKey(record: ApiConfigRecord & { appKey: string }, previousAppKey: string | undefined): Promise<void> {
      const directory = { appKey: record.appKey, channelCustId: record.channelCustId };
      try {
        await store.transact([
          entitySteps.put(table(), apiConfigEntity, record, unchanged(record)),
          entitySteps.put(table(), appKeyDirectoryEntity, directory, 'absent'),
          ...(previousAppKey ? [entitySteps.delete(table(), appKeyDirectoryEntity, { appKey: previousAppKey })] : []),
        ]);
      } catch (error) {
        if (isCancelledTransaction(error)) throw concurrentChange();
        throw error;
      }
    },

    /**
     * The settings with an origin added to or removed from the widget origins, and the origin
     * directory (what CORS preflights read) changed with them, at once.
     */
    async saveOrigins(record: ApiConfigRecord, change: { add: string } | { remove: string }): Promise<void> {
      const { channelCustId } = record;
      const directory =
        'add' in change
          ? entitySteps.put(table(), widgetOriginEntity, { origin: change.add, channelCustId })
          : entitySteps.delete(table(), widgetOriginEntity, { origin: change.remove, channelCustId });
      try {
        await store.transact([entitySteps.put(table(), apiConfigEntity, record, unchanged(record)), directory]);
      } catch (error) {
        if (isCancelledTransaction(error)) throw concurrentChange();
        throw error;
      }
    },

    /** The enterprise an app key belongs to. */
    enterpriseOfAppKey: async (appKey: string): Promise<string | undefined> =>
      (await store.get(appKeyDirectoryEntity, { appKey }))?.channelCustId,

    /** The day's calls: every shard of the counter summed (one BatchGet). */
    usedOn: async (channelCustId: string, day: string): Promise<number> => usedOf(await readUsage(channelCustId, day, false)),

    /**
     * Counts one call of the day unless the limit is reached: one conditional ADD on a shard in the
     * usual case, never past the limit under concurrent calls (usage-shards.ts). False when reached.
     */
    countCall: (channelCustId: string, day: string, limit: number, expiresAt: number): Promise<boolean> =>
      countShardedCall(usageStore(channelCustId, day, expiresAt), limit),

    /**
     * Saves a changed daily limit (as `save`) and, in the same transaction, gives each of today's
     * counter shards its count plus its part of what is left of the new limit, conditioned on the
     * counts read; retried when a call came in between, 409 when calls keep coming in every time.
     */
    async saveLimit(record: ApiConfigRecord, day: string, expiresAt: number): Promise<void> {
      const { channelCustId } = record;
      for (let attempt = 0; attempt < LIMIT_CHANGE_ATTEMPTS; attempt++) {
        const seen = await readUsage(channelCustId, day, true);
        const shares = rebalancedShares(seen, record.dailyLimit);
        try {
          await transact(db, [
            entitySteps.put(table(), apiConfigEntity, record, unchanged(record)).item,
            ...shares.map((share, shard) => shareStep(channelCustId, shard, day, share, seen[shard]?.calls ?? 0, expiresAt)),
          ]);
          return;
        } catch (error) {
          if (!isCancelledTransaction(error)) throw error;
          if (failedConditions(error).includes(0)) throw concurrentChange();
          // A call changed a count since the read (or a conflicting write): read again.
        }
      }
      throw concurrentChange();
    },
  };
}

export type ApiConfigRepository = ReturnType<typeof createApiConfigRepository>;
