import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { apiConfigEntity, apiUsageDayEntity, appKeyDirectoryEntity } from '../shared/data/entities/api-config.entity.ts';
import { enterpriseEntity } from '../shared/data/entities/customer.entity.ts';
import { widgetOriginEntity } from '../shared/data/entities/widget.entity.ts';
import { entitySteps, entityStore } from '../shared/data/entity-operations.ts';
import { isCancelledTransaction, tryCondition } from '../shared/data/operations.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { ApiConfigRecord } from './api-config.ts';

/** A write lost the race with another change of the same settings: the caller reloads and retries. */
const concurrentChange = () => new AppError('CONFLICT');

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

    usedOn: async (channelCustId: string, day: string): Promise<number> =>
      (await store.get(apiUsageDayEntity, { channelCustId, day }))?.calls ?? 0,

    /**
     * Counts one call of the day unless the limit is reached; atomic (one conditional update), so
     * concurrent calls can never pass the limit together. False when the limit is reached.
     */
    countCall: (channelCustId: string, day: string, limit: number, expiresAt: number): Promise<boolean> =>
      tryCondition(
        store.update(
          apiUsageDayEntity,
          { channelCustId, day },
          {
            add: { calls: 1 },
            set: { expiresAt },
            condition: { expression: 'attribute_not_exists(calls) OR calls < :limit', values: { ':limit': limit } },
          },
        ),
      ),
  };
}

export type ApiConfigRepository = ReturnType<typeof createApiConfigRepository>;
