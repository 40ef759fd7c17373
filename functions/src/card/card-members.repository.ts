import type { Tenant } from '../shared/auth/tenant.ts';
import { QueryCommand } from '../shared/aws/dynamodb-commands.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { decodeCursor } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { CardFilter } from './card-filter.ts';
import { type MemberQueryPlan, cardMatches, cursorFits, cursorKeyOf } from './card-query.ts';

/** Membership items one `all`/`iccids` step reads (then one BatchGet per 100 of them). */
const STEP = 500;

/** Attributes `cardMatches` needs, for reads that only want the matching ICCIDs. */
const MATCH_FIELDS = [
  'iccid',
  'msisdn',
  'imsi',
  'imei',
  'operator',
  'state',
  'channelCustId',
  'custId',
  'goodsReleaseId',
  'networkType',
  'activatedAt',
  'poolId',
  'labels',
] as const;
const matchProjection = {
  ProjectionExpression: MATCH_FIELDS.map((_, i) => `#m${i}`).join(', '),
  ExpressionAttributeNames: Object.fromEntries(MATCH_FIELDS.map((f, i) => [`#m${i}`, f])),
};

/**
 * Reads of the card list filtered by a label or a data pool (plan kind `members`): a Query of the
 * membership items, a BatchGet of those cards under the tenant's own key (another enterprise's card
 * cannot be read), then every filter in memory. Never a Scan; the cursor is a membership key.
 */
export function createMemberFilterReads(db: DocumentClient, table: () => string) {
  /** One Query of memberships, then the matching cards in membership (ICCID) order. */
  async function step(
    plan: MemberQueryPlan,
    tenant: Tenant,
    filter: CardFilter,
    opts: { start?: Record<string, unknown>; limit: number; onlyMatchFields?: boolean },
  ) {
    const res = await db.send(
      new QueryCommand({
        TableName: table(),
        KeyConditionExpression: plan.keyCondition,
        ExpressionAttributeValues: plan.values,
        ScanIndexForward: plan.scanIndexForward,
        ProjectionExpression: 'pk, sk, iccid',
        ExclusiveStartKey: opts.start,
        Limit: opts.limit,
      }),
    );
    const iccids = (res.Items ?? []).map((i) => String(i.iccid));
    const found = iccids.length
      ? await batchGetAll(
          db,
          table(),
          iccids.map((i) => cardEntity.key({ channelCustId: tenant.channelCustId, iccid: i })),
          opts.onlyMatchFields ? matchProjection : undefined,
        )
      : [];
    const byIccid = new Map(found.map((item) => [String(item.iccid), item]));
    const cards = iccids
      .map((i) => byIccid.get(i))
      .filter(
        (item): item is Record<string, unknown> =>
          item !== undefined && cardMatches(item as unknown as Parameters<typeof cardMatches>[0], tenant, filter),
      );
    return { cards, read: res.Items?.length ?? 0, next: res.LastEvaluatedKey };
  }

  return {
    /**
     * One page of the matching member cards: reads at most `budget` memberships, so a page may come
     * back short (even empty) with a cursor when the other filters are selective.
     */
    async page(
      plan: MemberQueryPlan,
      tenant: Tenant,
      filter: CardFilter,
      opts: { cursor?: string; pageSize: number; budget: number },
    ) {
      let start: Record<string, unknown> | undefined = decodeCursor(opts.cursor, plan.keyAttributes, plan.partition);
      if (start && !cursorFits(plan, start as Record<string, string>))
        throw new AppError('VALIDATION', { reasonKey: 'format' }, 'cursor');
      let read = 0;
      const kept: Record<string, unknown>[] = [];
      let next: Record<string, unknown> | undefined;
      for (;;) {
        const need = opts.pageSize - kept.length;
        const got = await step(plan, tenant, filter, { start, limit: Math.min(opts.budget - read, opts.pageSize) });
        read += got.read;
        next = got.next;
        if (got.cards.length > need) {
          kept.push(...got.cards.slice(0, need));
          // Resume right after the last card shown: its membership key.
          next = cursorKeyOf(plan, { pk: plan.partition.value, sk: plan.memberPrefix + String(kept[kept.length - 1]!.iccid) });
          break;
        }
        kept.push(...got.cards);
        if (!next || kept.length >= opts.pageSize || read >= opts.budget) break;
        start = next;
      }
      return { cards: kept, next };
    },

    /** Every matching card (or only the fields `cardMatches` needs), a step of memberships at a time. */
    async *all(plan: MemberQueryPlan, tenant: Tenant, filter: CardFilter, opts: { onlyMatchFields?: boolean } = {}) {
      let start: Record<string, unknown> | undefined;
      do {
        const got = await step(plan, tenant, filter, { start, limit: STEP, onlyMatchFields: opts.onlyMatchFields });
        start = got.next;
        if (got.cards.length) yield got.cards;
      } while (start);
    },
  };
}
