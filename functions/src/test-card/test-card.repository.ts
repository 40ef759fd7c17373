import { createCardShards, enterpriseCardsQuery } from '../card/card-shards.ts';
import { config } from '../platform/config.ts';
import type { Tenant } from '../shared/auth/tenant.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { cardUsageMonthEntity } from '../shared/data/entities/usage.entity.ts';
import { entityQuery, entityStore, within } from '../shared/data/entity-operations.ts';
import { idAfter } from '../shared/data/keys.ts';
import { queryAll } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';

export const TEST_STATE = 61;

/** Reads of test cards: the tenant's state-61 cards from its card index, one card, its usage months. */
export function createTestCardRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const shards = createCardShards(db, table);
  return {
    /**
     * Queries of the enterprise's `S#61#` range of `byCustomerState`; a secondary customer's page keeps
     * its own cards (test cards are few, and its own index is keyed by ICCID only), so it may take
     * several Queries to fill.
     */
    async page(tenant: Tenant, opts: { cursor?: string; pageSize: number }): Promise<Page<Record<string, unknown>>> {
      const testCards = enterpriseCardsQuery(
        { channelCustId: tenant.channelCustId, state: TEST_STATE },
        await shards.count(tenant.channelCustId),
      );
      const own = tenant.custId ? { filter: { expression: 'custId = :c', values: { ':c': tenant.custId } } } : {};
      // The page is filled however many Queries a secondary customer's filter needs.
      return store.page(cardEntity, { ...testCards, ...own }, { ...opts, maxReads: Number.POSITIVE_INFINITY });
    },

    /** The tenant's card (the key starts with the tenant, so another enterprise's card is never read). */
    card: async (channelCustId: string, iccid: string): Promise<Record<string, unknown> | null> =>
      (await store.get(cardEntity, { channelCustId, iccid })) ?? null,

    /** The card's usage months from `fromMonth` on ('YYYY-MM'), each with its `month`: one Query of the card's partition. */
    async usageMonths(channelCustId: string, iccid: string, fromMonth: string): Promise<Record<string, unknown>[]> {
      const key = (month: string) => cardUsageMonthEntity.key({ channelCustId, iccid, month });
      const { skPrefix } = cardUsageMonthEntity.prefix({ channelCustId, iccid });
      const query = entityQuery(table(), cardUsageMonthEntity, {
        pk: key(fromMonth).pk,
        sk: { between: [key(fromMonth).sk, key('9999-12').sk] },
      });
      // The month is a key part, not an attribute: read back from the sort key.
      return (await queryAll(db, query)).map((i) => ({
        ...cardUsageMonthEntity.parse(i),
        month: idAfter(skPrefix, String(i.sk)),
      }));
    },
  };
}

export type TestCardRepository = ReturnType<typeof createTestCardRepository>;
