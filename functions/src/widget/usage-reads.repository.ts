import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { poolEntity } from '../shared/data/entities/pool.entity.ts';
import { usageMonthEntity, usageYearEntity } from '../shared/data/entities/usage.entity.ts';
import { entityStore } from '../shared/data/entity-operations.ts';

/** The usage roll-ups of a scope or a data pool (maintained by usage ingestion): a month's days, a year's months. One GetItem each. */
export function createUsageReadsRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    month: async (scope: string, month: string): Promise<Record<string, unknown>> =>
      ((await store.get(usageMonthEntity, { scope, month })) as Record<string, unknown> | undefined) ?? {},
    year: async (scope: string, year: string): Promise<Record<string, unknown>> =>
      ((await store.get(usageYearEntity, { scope, year })) as Record<string, unknown> | undefined) ?? {},
    /** The name of the enterprise's data pool, or undefined when it has no such pool (one GetItem). */
    poolName: async (channelCustId: string, poolId: string): Promise<string | undefined> =>
      (await store.get(poolEntity, { channelCustId, poolId }))?.name,
  };
}

export type UsageReadsRepository = ReturnType<typeof createUsageReadsRepository>;
