import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { usageMonthEntity, usageYearEntity } from '../shared/data/entities/usage.entity.ts';
import { entityStore } from '../shared/data/entity-operations.ts';

/** The usage roll-ups of a scope (maintained by usage ingestion): a month's days, a year's months. One GetItem each. */
export function createUsageReadsRepository(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  return {
    month: async (scope: string, month: string): Promise<Record<string, unknown>> =>
      ((await store.get(usageMonthEntity, { scope, month })) as Record<string, unknown> | undefined) ?? {},
    year: async (scope: string, year: string): Promise<Record<string, unknown>> =>
      ((await store.get(usageYearEntity, { scope, year })) as Record<string, unknown> | undefined) ?? {},
  };
}

export type UsageReadsRepository = ReturnType<typeof createUsageReadsRepository>;
