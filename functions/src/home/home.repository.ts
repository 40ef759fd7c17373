import { config } from '../platform/config.ts';
import { BatchGetCommand, GetCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { enterpriseEntity, secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { cardStatsEntity, usageMonthEntity, usageYearEntity } from '../shared/data/entities/usage.entity.ts';

type Item = Record<string, unknown>;

/** Reads the roll-ups the home overview shows: a few items per call, never the cards themselves. */
export function createHomeRepository(db = documentClient(), table = () => config('tableName')) {
  async function many(keyList: { pk: string; sk: string }[]): Promise<Item[]> {
    if (!keyList.length) return [];
    const { Responses } = await db.send(new BatchGetCommand({ RequestItems: { [table()]: { Keys: keyList } } }));
    const found = Responses?.[table()] ?? [];
    return keyList.map((k) => found.find((i) => i.pk === k.pk && i.sk === k.sk) ?? {});
  }
  return {
    async cardStats(scope: string): Promise<Item> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: cardStatsEntity.key({ scope }) }));
      return Item ?? {};
    },
    months: (scope: string, months: string[]) => many(months.map((m) => usageMonthEntity.key({ scope, month: m }))),
    years: (scope: string, years: string[]) => many(years.map((y) => usageYearEntity.key({ scope, year: y }))),
    /** Display names of child customers: enterprises for the platform, secondary customers for an enterprise. */
    async customerNames(channelCustId: string | null, ids: string[]): Promise<Map<string, string>> {
      const list = await many(
        ids.map((id) =>
          channelCustId ? secondaryEntity.key({ channelCustId, custId: id }) : enterpriseEntity.key({ channelCustId: id }),
        ),
      );
      return new Map(list.filter((i) => i.name).map((i) => [String(channelCustId ? i.custId : i.channelCustId), String(i.name)]));
    },
  };
}

export type HomeRepository = ReturnType<typeof createHomeRepository>;
