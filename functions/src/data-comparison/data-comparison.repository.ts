/** Reads of the data comparison: the cards' stored status and their usage month items (keys start with the tenant). */
import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { cardUsageMonthEntity } from '../shared/data/entities/usage.entity.ts';

export function createDataComparisonRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  return {
    /** Each card's lifecycle state and the operator status it last confirmed, by ICCID. */
    async statuses(channelCustId: string, iccids: string[]): Promise<Map<string, { state: number; operatorStatus?: string }>> {
      if (!iccids.length) return new Map();
      const found = await batchGetAll(
        db,
        table(),
        iccids.map((iccid) => cardEntity.key({ channelCustId, iccid })),
        { ProjectionExpression: 'iccid, #st, operatorStatus', ExpressionAttributeNames: { '#st': 'state' } },
      );
      return new Map(
        found.map((c) => [String(c.iccid), { state: Number(c.state), operatorStatus: c.operatorStatus as string | undefined }]),
      );
    },
    /** The cards' usage month items of `months`, as `usageByDay` reads them. */
    async usage(channelCustId: string, iccids: string[], months: string[]): Promise<Record<string, unknown>[]> {
      const keys = iccids.flatMap((iccid) => months.map((month) => cardUsageMonthEntity.key({ channelCustId, iccid, month })));
      return keys.length ? batchGetAll(db, table(), keys) : [];
    },
  };
}

export type DataComparisonRepository = ReturnType<typeof createDataComparisonRepository>;
