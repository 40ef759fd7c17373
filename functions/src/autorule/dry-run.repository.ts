/**
 * The reads of a dry run (issue #15, item 5): the cards of a rule's target scope from the narrowest
 * partition that holds them (a secondary customer's cards, a label's or a pool's members, else the
 * enterprise's cards), at most `cap` of them, then their daily usage records (one BatchGet per 100
 * card-months) and, for pool usage, the pools. Never a Scan, never another enterprise's key.
 */
import { createCardShards, enterpriseCardsQuery, subCustomerCardsQuery } from '../card/card-shards.ts';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { labelCardEntity } from '../shared/data/entities/label.entity.ts';
import { poolCardEntity, poolEntity } from '../shared/data/entities/pool.entity.ts';
import { cardUsageMonthEntity } from '../shared/data/entities/usage.entity.ts';
import { entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import type { RuleTarget } from './rule-model.ts';

export type ScopeCard = InferItem<typeof cardEntity>;
export type ScopePool = InferItem<typeof poolEntity>;

const CARD_FIELDS = [
  'iccid',
  'msisdn',
  'operator',
  'state',
  'channelCustId',
  'custId',
  'goodsReleaseId',
  'quotaBytes',
  'poolId',
  'labels',
  'stateLog',
] as const;
const cardProjection = {
  ProjectionExpression: CARD_FIELDS.map((_, i) => `#c${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(CARD_FIELDS.map((f, i) => [`#c${i}`, f])),
};

export function createDryRunReads(db = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  const shards = createCardShards(db, table);

  async function cardsByIccid(channelCustId: string, iccids: string[]): Promise<ScopeCard[]> {
    const items = await batchGetAll(
      db,
      table(),
      iccids.map((iccid) => cardEntity.key({ channelCustId, iccid })),
      cardProjection,
    );
    return items.map((i) => cardEntity.parse(i)).sort((a, b) => a.iccid.localeCompare(b.iccid));
  }

  return {
    /**
     * Up to `cap` cards the target (and the owning secondary customer) may hold, read from the
     * narrowest partition; `capped` when more were there. The caller still checks each card's target.
     */
    async cards(
      channelCustId: string,
      owner: string | null,
      target: RuleTarget,
      cap: number,
    ): Promise<{ cards: ScopeCard[]; capped: boolean }> {
      let cards: ScopeCard[];
      if (target.kind === 'label' || target.kind === 'pool') {
        const members =
          target.kind === 'label'
            ? await store.all(labelCardEntity, within(labelCardEntity, { channelCustId, labelId: target.id! }), cap + 1)
            : await store.all(poolCardEntity, within(poolCardEntity, { channelCustId, poolId: target.id! }), cap + 1);
        cards = await cardsByIccid(
          channelCustId,
          members.slice(0, cap + 1).map((m) => m.iccid),
        );
      } else {
        const custId = target.kind === 'customer' ? target.id! : owner;
        const n = await shards.count(channelCustId);
        const q = custId ? subCustomerCardsQuery({ channelCustId, custId }, n) : enterpriseCardsQuery({ channelCustId }, n);
        const filter = target.kind === 'plan' ? { expression: 'goodsReleaseId = :g', values: { ':g': target.id } } : undefined;
        cards = await store.all(cardEntity, { ...q, ...(filter ? { filter } : {}) }, cap + 1);
      }
      return { cards: cards.slice(0, cap), capped: cards.length > cap };
    },

    /** Bytes by day of each card over the months given ('YYYY-MM'): iccid → day → bytes. */
    async usage(channelCustId: string, iccids: readonly string[], months: readonly string[]) {
      const keyList = iccids.flatMap((iccid) => months.map((month) => cardUsageMonthEntity.key({ channelCustId, iccid, month })));
      const items = await batchGetAll(db, table(), keyList);
      const out = new Map<string, Map<string, number>>();
      for (const item of items) {
        const iccid = String(item.pk).split('#').at(-1)!;
        const month = String(item.sk).slice(-7);
        const days = out.get(iccid) ?? new Map<string, number>();
        for (const [attr, value] of Object.entries(item))
          if (/^d\d\d$/.test(attr) && typeof value === 'number') days.set(`${month}-${attr.slice(1)}`, value);
        out.set(iccid, days);
      }
      return out;
    },

    /** The pool named, or the enterprise's pools (at most `max`). */
    async pools(channelCustId: string, poolId: string | undefined, max: number): Promise<ScopePool[]> {
      if (poolId) {
        const pool = await store.get(poolEntity, { channelCustId, poolId });
        return pool ? [pool] : [];
      }
      return (await store.all(poolEntity, within(poolEntity, { channelCustId }), max)).slice(0, max);
    },
  };
}

export type DryRunReads = ReturnType<typeof createDryRunReads>;
