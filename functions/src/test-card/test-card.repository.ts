import { type DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { cardStateKey } from '../card/card-record.ts';
import { config } from '../platform/config.ts';
import type { Tenant } from '../shared/auth/tenant.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { keys } from '../shared/data/keys.ts';
import { type Page, decodeCursor, encodeCursor } from '../shared/data/page-cursor.ts';

export const TEST_STATE = 61;

/** Reads of test cards: the tenant's state-61 cards from its card index, one card, its usage months. */
export function createTestCardRepository(db: DynamoDBDocumentClient = documentClient(), table = () => config('tableName')) {
  return {
    /** One Query of `byCustomerState` (or `bySubCustomerState` for a secondary customer), `S#61#` prefix. */
    async page(tenant: Tenant, opts: { cursor?: string; pageSize: number }): Promise<Page<Record<string, unknown>>> {
      const sub = Boolean(tenant.custId);
      const [pkName, skName] = sub ? ['gsi3pk', 'gsi3sk'] : ['gsi1pk', 'gsi1sk'];
      const partition = sub ? `CUST#${tenant.channelCustId}#SUB#${tenant.custId}#CARDS` : `CUST#${tenant.channelCustId}#CARDS`;
      const res = await db.send(
        new QueryCommand({
          TableName: table(),
          IndexName: sub ? 'bySubCustomerState' : 'byCustomerState',
          KeyConditionExpression: `${pkName} = :p AND begins_with(${skName}, :s)`,
          ExpressionAttributeValues: { ':p': partition, ':s': cardStateKey(TEST_STATE, '') },
          ExclusiveStartKey: decodeCursor(opts.cursor, ['pk', 'sk', pkName, skName], { name: pkName, value: partition }),
          Limit: opts.pageSize,
        }),
      );
      return { items: res.Items ?? [], cursor: encodeCursor(res.LastEvaluatedKey) };
    },

    /** The tenant's card (the key starts with the tenant, so another enterprise's card is never read). */
    async card(channelCustId: string, iccid: string): Promise<Record<string, unknown> | null> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.card(channelCustId, iccid) }));
      return Item ?? null;
    },

    /** The card's usage months from `fromMonth` on ('YYYY-MM'): one Query of the card's partition. */
    async usageMonths(channelCustId: string, iccid: string, fromMonth: string): Promise<Record<string, unknown>[]> {
      const res = await db.send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': keys.cardUsageMonth(channelCustId, iccid, '').pk,
            ':from': keys.cardUsageMonth(channelCustId, iccid, fromMonth).sk,
            ':to': keys.cardUsageMonth(channelCustId, iccid, '9999-12').sk,
          },
        }),
      );
      return res.Items ?? [];
    },
  };
}

export type TestCardRepository = ReturnType<typeof createTestCardRepository>;
