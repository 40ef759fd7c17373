/**
 * Reads of the pool usage view: an enterprise's pools, their memberships, the member cards, their
 * usage month items and the plans' names. Every key starts with the tenant: another enterprise's
 * cards are never read.
 */
import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { basicPlanEntity } from '../shared/data/entities/plan.entity.ts';
import { poolCardEntity, poolEntity } from '../shared/data/entities/pool.entity.ts';
import { cardUsageMonthEntity } from '../shared/data/entities/usage.entity.ts';
import { queryAll } from '../shared/data/operations.ts';

export interface PoolHead {
  poolId: string;
  name: string;
  elementId: string;
  elementName: string;
}

export function createCustOperationRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  return {
    async pools(channelCustId: string): Promise<PoolHead[]> {
      const items = await queryAll(db, {
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :sk)',
        ExpressionAttributeValues: {
          ':pk': poolEntity.key({ channelCustId, poolId: '' }).pk,
          ':sk': poolEntity.prefix({ channelCustId }).skPrefix,
        },
        ProjectionExpression: 'poolId, #n, elementId, elementName',
        ExpressionAttributeNames: { '#n': 'name' },
      });
      return items as unknown as PoolHead[];
    },

    /** A pool's members and the quota each brought, at most `max` (+1 to tell that there are more). */
    async members(channelCustId: string, poolId: string, max: number): Promise<{ iccid: string; quotaBytes: number }[]> {
      const items = await queryAll(
        db,
        {
          TableName: table(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': poolCardEntity.key({ channelCustId, poolId, iccid: '' }).pk },
          ProjectionExpression: 'iccid, quotaBytes',
        },
        max + 1,
      );
      return items.map((i) => ({ iccid: String(i.iccid), quotaBytes: Number(i.quotaBytes ?? 0) }));
    },

    async cards(channelCustId: string, iccids: string[]) {
      const found = await batchGetAll(
        db,
        table(),
        iccids.map((iccid) => cardEntity.key({ channelCustId, iccid })),
        { ProjectionExpression: 'iccid, msisdn, custId, goodsReleaseId' },
      );
      return new Map(
        found.map((c) => [
          String(c.iccid),
          {
            msisdn: (c.msisdn as string | undefined) ?? null,
            custId: (c.custId as string | undefined) ?? null,
            goodsReleaseId: String(c.goodsReleaseId ?? ''),
          },
        ]),
      );
    },

    /** The cards' usage month items of `month` (`YYYY-MM`), by ICCID. */
    async usage(channelCustId: string, iccids: string[], month: string): Promise<Map<string, Record<string, unknown>>> {
      const found = await batchGetAll(
        db,
        table(),
        iccids.map((iccid) => cardUsageMonthEntity.key({ channelCustId, iccid, month })),
      );
      const iccidOf = (pk: string) => pk.slice(pk.lastIndexOf('#') + 1);
      return new Map(found.map((i) => [iccidOf(String(i.pk)), i]));
    },

    async planNames(goodsReleaseIds: string[]): Promise<Map<string, string>> {
      const ids = [...new Set(goodsReleaseIds)].filter(Boolean);
      if (!ids.length) return new Map();
      const found = await batchGetAll(
        db,
        table(),
        ids.map((goodsReleaseId) => basicPlanEntity.key({ goodsReleaseId })),
        { ProjectionExpression: 'goodsReleaseId, #n', ExpressionAttributeNames: { '#n': 'name' } },
      );
      return new Map(found.map((p) => [String(p.goodsReleaseId), String(p.name)]));
    },
  };
}

export type CustOperationRepository = ReturnType<typeof createCustOperationRepository>;
