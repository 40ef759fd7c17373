import { type DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { cardStateKey } from '../card/card-record.ts';
import { config } from '../platform/config.ts';
import type { Tenant } from '../shared/auth/tenant.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { cardListKeys, keys } from '../shared/data/keys.ts';
import { queryPage } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';

export const TEST_STATE = 61;

/** Reads of test cards: the tenant's state-61 cards from its card index, one card, its usage months. */
export function createTestCardRepository(db: DynamoDBDocumentClient = documentClient(), table = () => config('tableName')) {
  return {
    /**
     * Queries of the enterprise's `S#61#` range of `byCustomerState`; a secondary customer's page keeps
     * its own cards (test cards are few, and its own index is keyed by ICCID only), so it may take
     * several Queries to fill.
     */
    async page(tenant: Tenant, opts: { cursor?: string; pageSize: number }): Promise<Page<Record<string, unknown>>> {
      const partition = cardListKeys.enterprise(tenant.channelCustId);
      // The page is filled however many Queries a secondary customer's filter needs.
      return queryPage(
        db,
        {
          TableName: table(),
          IndexName: 'byCustomerState',
          KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
          ...(tenant.custId ? { FilterExpression: 'custId = :c' } : {}),
          ExpressionAttributeValues: {
            ':p': partition,
            ':s': cardStateKey(TEST_STATE, ''),
            ...(tenant.custId ? { ':c': tenant.custId } : {}),
          },
        },
        {
          cursor: opts.cursor,
          pageSize: opts.pageSize,
          maxReads: Number.POSITIVE_INFINITY,
          cursorKey: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
          partition: { name: 'gsi1pk', value: partition },
        },
      );
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
