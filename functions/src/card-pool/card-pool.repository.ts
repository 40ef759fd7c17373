import { toCardRow } from '../card/card-row.ts';
import { config } from '../platform/config.ts';
import { QueryCommand, UpdateCommand } from '../shared/aws/dynamodb-commands.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { zoneEntity } from '../shared/data/entities/catalogue.entity.ts';
import { basicPlanEntity } from '../shared/data/entities/plan.entity.ts';
import { poolBlockEntity, poolCardEntity, poolEntity } from '../shared/data/entities/pool.entity.ts';
import { cardUsageMonthEntity } from '../shared/data/entities/usage.entity.ts';
import type { InferItem } from '../shared/data/entity.ts';
import {
  type TransactItem,
  failedConditions,
  isCancelledTransaction,
  putAbsent,
  queryAll,
  transact,
} from '../shared/data/operations.ts';
import { ownerPointerPut } from '../shared/data/owner-directory.repository.ts';
import { chunks, mapLimit } from '../shared/util/map-limit.ts';
import { monthTotal } from '../usage/usage-rollup.ts';
import { type PoolChange, createPoolChangeRepository } from './pool-change.repository.ts';
import { createPoolItems } from './pool-items.ts';
import { POOL_CARDS_MAX, type Pool, type PoolCard, type PoolFailure, type PoolStatus } from './pool-rules.ts';

export type BlockRecord = InferItem<typeof poolBlockEntity>;

/** A member as the change writes it: the card and the quota it brings to the pool's total. */
export interface Member {
  iccid: string;
  quotaBytes: number;
  /** The plan the rules checked (joining only): the card must still have it when written. */
  goodsReleaseId?: string;
}

/** Valid cards of one change transaction: 2 items each plus the pool's counters (≤ 100 items). */
const CHUNK = 40;

export type { PoolChange };

/**
 * Data pools of an enterprise (`CUST#<c>#POOLS`), their members (`CUST#<c>#POOL#<poolId>`), block
 * history (`CUST#<c>#POOLBLOCK#<poolId>`) and change operations with their fail logs. A card joins
 * or leaves in a transaction with its membership item and the pool's counters, so a card is never
 * half in a pool and `cardCount` / `totalBytes` stay exact.
 */
export function createCardPoolRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const TABLE = table;
  const { queryPage, getItem } = createPoolItems(db, TABLE);

  /** Memberships of `iccids` in a pool (for a removal: the quota each card brought). */
  async function memberships(pool: Pool, iccids: string[]): Promise<Map<string, Member>> {
    const found = await batchGetAll(
      db,
      TABLE(),
      iccids.map((i) => poolCardEntity.key({ channelCustId: pool.channelCustId, poolId: pool.poolId, iccid: i })),
      { ProjectionExpression: 'iccid, quotaBytes' },
    );
    return new Map(found.map((m) => [String(m.iccid), { iccid: String(m.iccid), quotaBytes: Number(m.quotaBytes) }]));
  }

  /** Every member ICCID (bounded by POOL_CARDS_MAX). */
  async function memberIccids(pool: Pool): Promise<string[]> {
    const items = await queryAll(
      db,
      {
        TableName: TABLE(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: {
          ':pk': poolCardEntity.key({ channelCustId: pool.channelCustId, poolId: pool.poolId, iccid: '' }).pk,
        },
        ProjectionExpression: 'iccid',
      },
      POOL_CARDS_MAX,
    );
    return items.map((i) => String(i.iccid));
  }

  /** The writes of cards joining (`+1`) or leaving (`-1`) a pool, with the pool's counter update. */
  type TransactItems = TransactItem[];
  function changeItems(pool: Pool, members: Member[], sign: 1 | -1, at: string): TransactItems {
    const c = pool.channelCustId;
    const bytes = members.reduce((t, m) => t + m.quotaBytes, 0);
    const perCard: TransactItems = members.flatMap(
      (m): TransactItems =>
        sign === 1
          ? [
              {
                Update: {
                  TableName: TABLE(),
                  Key: cardEntity.key({ channelCustId: c, iccid: m.iccid }),
                  UpdateExpression: 'SET poolId = :p, poolLog = list_append(if_not_exists(poolLog, :none), :log)',
                  // The checks the rules passed on the card as read: still the same operator, mode and plan, still unpooled.
                  ConditionExpression:
                    'attribute_exists(pk) AND attribute_not_exists(poolId) AND #op = :op AND modeType = :m AND quotaBytes = :q AND goodsReleaseId = :g',
                  ExpressionAttributeNames: { '#op': 'operator' },
                  ExpressionAttributeValues: {
                    ':p': pool.poolId,
                    ':none': [],
                    ':log': [{ at, from: null, to: pool.poolId }],
                    ':op': pool.operator,
                    ':m': pool.modeType,
                    ':q': m.quotaBytes,
                    ':g': m.goodsReleaseId ?? '',
                  },
                },
              },
              {
                Put: {
                  TableName: TABLE(),
                  Item: {
                    ...poolCardEntity.key({ channelCustId: c, poolId: pool.poolId, iccid: m.iccid }),
                    iccid: m.iccid,
                    quotaBytes: m.quotaBytes,
                    joinedAt: at,
                  },
                  ConditionExpression: 'attribute_not_exists(pk)',
                },
              },
            ]
          : [
              {
                Update: {
                  TableName: TABLE(),
                  Key: cardEntity.key({ channelCustId: c, iccid: m.iccid }),
                  UpdateExpression: 'SET poolLog = list_append(if_not_exists(poolLog, :none), :log) REMOVE poolId',
                  ConditionExpression: 'poolId = :p',
                  ExpressionAttributeValues: { ':p': pool.poolId, ':none': [], ':log': [{ at, from: pool.poolId, to: null }] },
                },
              },
              {
                Delete: {
                  TableName: TABLE(),
                  Key: poolCardEntity.key({ channelCustId: c, poolId: pool.poolId, iccid: m.iccid }),
                  ConditionExpression: 'attribute_exists(pk)',
                },
              },
            ],
    );
    const counters = {
      Update: {
        TableName: TABLE(),
        Key: poolEntity.key({ channelCustId: c, poolId: pool.poolId }),
        UpdateExpression: 'ADD cardCount :n, totalBytes :b',
        ConditionExpression: sign === 1 ? 'attribute_exists(pk) AND cardCount <= :room' : 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':n': sign * members.length,
          ':b': sign * bytes,
          ...(sign === 1 ? { ':room': POOL_CARDS_MAX - members.length } : {}),
        },
      },
    };
    return [...perCard, counters];
  }

  /**
   * Moves valid cards into (`+1`) or out of (`-1`) a pool: chunks of 40 cards per transaction; a
   * chunk that a concurrent change cancelled is retried card by card (one transaction each), so
   * each card ends wholly changed or wholly not, and the reason of the refused ones is known.
   */
  async function change(
    pool: Pool,
    members: Member[],
    sign: 1 | -1,
    at: string,
  ): Promise<{ changed: string[]; failed: { iccid: string; reason: PoolFailure }[] }> {
    const changed: string[] = [];
    const failed: { iccid: string; reason: PoolFailure }[] = [];
    // Chunks run one after another: they all update the pool item, and concurrent transactions on one item conflict.
    for (const part of chunks(members, CHUNK)) {
      try {
        await transact(db, changeItems(pool, part, sign, at));
        changed.push(...part.map((m) => m.iccid));
        continue;
      } catch (e) {
        if (!isCancelledTransaction(e)) throw e;
      }
      for (const m of part) {
        try {
          await transact(db, changeItems(pool, [m], sign, at));
          changed.push(m.iccid);
        } catch (e) {
          if (!isCancelledTransaction(e)) throw e;
          const conditions = failedConditions(e);
          const poolRefused = conditions.includes(2) && !conditions.includes(0);
          failed.push({ iccid: m.iccid, reason: sign === 1 && poolRefused ? 'poolFull' : 'changedMeanwhile' });
        }
      }
    }
    return { changed, failed };
  }

  return {
    ...createPoolChangeRepository(db, TABLE),
    page: (channelCustId: string, opts: { name?: string; status?: PoolStatus; cursor?: string; pageSize: number }) => {
      const exprs: string[] = [];
      const values: Record<string, string> = {};
      if (opts.name) {
        exprs.push('contains(nameKey, :q)');
        values[':q'] = opts.name.toLowerCase();
      }
      if (opts.status) {
        exprs.push('#st = :st');
        values[':st'] = opts.status;
      }
      return queryPage<Pool & { nameKey?: string }>(poolEntity.key({ channelCustId, poolId: '' }).pk, {
        ...opts,
        prefix: poolEntity.prefix({ channelCustId }).skPrefix,
        filter: exprs.length ? { expr: exprs.join(' AND '), values } : undefined,
      }).then((p) => ({ ...p, items: p.items.map(({ nameKey: _n, ...pool }) => pool as Pool) }));
    },
    get: (channelCustId: string, poolId: string) =>
      getItem<Pool & { nameKey?: string }>(poolEntity.key({ channelCustId, poolId })).then((p) => {
        if (!p) return null;
        const { nameKey: _n, ...pool } = p;
        return pool as Pool;
      }),

    /** The pool and its owner pointer (platform deep links name the pool alone) in one transaction. */
    async create(pool: Pool): Promise<void> {
      await transact(db, [
        putAbsent(TABLE(), { ...poolEntity.key(pool), ...pool, nameKey: pool.name.toLowerCase() }),
        ownerPointerPut(TABLE(), 'POOL', pool.poolId, pool.channelCustId),
      ]);
    },

    /** The area (zone) of the catalogue, or null. */
    async zone(elementId: string): Promise<{ elementId: string; elementName: string } | null> {
      const z = await getItem<{ elementId: string; elementName: string }>(zoneEntity.key({ elementId }));
      return z ? { elementId: z.elementId, elementName: z.elementName } : null;
    },

    /** The enterprise's cards among `iccids` (keys start with the tenant: others' cards are never read). */
    async cards(channelCustId: string, iccids: string[]): Promise<Map<string, PoolCard>> {
      const found = await batchGetAll(
        db,
        TABLE(),
        iccids.map((i) => cardEntity.key({ channelCustId, iccid: i })),
        {
          ProjectionExpression: 'iccid, #op, modeType, goodsReleaseId, quotaBytes, poolId',
          ExpressionAttributeNames: { '#op': 'operator' },
        },
      );
      return new Map(found.map((c) => [String(c.iccid), c as unknown as PoolCard]));
    },

    /** The area packages (elementIds) of each basic plan. */
    async planAreas(goodsReleaseIds: string[]): Promise<Map<string, string[]>> {
      const found = await batchGetAll(
        db,
        TABLE(),
        goodsReleaseIds.map((g) => basicPlanEntity.key({ goodsReleaseId: g })),
        { ProjectionExpression: 'goodsReleaseId, zones' },
      );
      return new Map(
        found.map((p) => [String(p.goodsReleaseId), ((p.zones as { elementId: string }[]) ?? []).map((z) => z.elementId)]),
      );
    },

    memberships,
    change,

    /** A page of a pool's cards, read from the memberships, then the cards with one BatchGet. */
    async members(pool: Pool, opts: { cursor?: string; pageSize: number }) {
      const page = await queryPage<{ iccid: string; quotaBytes: number; joinedAt: string }>(
        poolCardEntity.key({ channelCustId: pool.channelCustId, poolId: pool.poolId, iccid: '' }).pk,
        opts,
      );
      const found = page.items.length
        ? await batchGetAll(
            db,
            TABLE(),
            page.items.map((m) => cardEntity.key({ channelCustId: pool.channelCustId, iccid: m.iccid })),
          )
        : [];
      const byIccid = new Map(found.map((item) => [String(item.iccid), item]));
      const items = page.items
        .filter((m) => byIccid.has(m.iccid))
        .map((m) => ({ ...toCardRow(byIccid.get(m.iccid)!), poolQuotaBytes: m.quotaBytes, joinedAt: m.joinedAt }));
      return { items, cursor: page.cursor };
    },

    /** The members' usage of one month (Asia/Shanghai), summed from their card month items. */
    async usedBytes(pool: Pool, month: string): Promise<number> {
      const iccids = await memberIccids(pool);
      const parts = await mapLimit(chunks(iccids, 100), 4, (part) =>
        batchGetAll(
          db,
          TABLE(),
          part.map((i) => cardUsageMonthEntity.key({ channelCustId: pool.channelCustId, iccid: i, month })),
        ),
      );
      return parts.flat().reduce((t, item) => t + monthTotal(item), 0);
    },

    async setUsage(pool: Pool, usedBytes: number, month: string, at: string): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: TABLE(),
          Key: poolEntity.key(pool),
          UpdateExpression: 'SET usedBytes = :u, usedMonth = :m, usedAt = :a',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':u': usedBytes, ':m': month, ':a': at },
        }),
      );
    },

    /**
     * Blocks or unblocks a pool and records it, in one transaction conditional on the status read:
     * false when another request changed the status first (nothing written).
     */
    async setStatus(pool: Pool, record: BlockRecord, id: string): Promise<boolean> {
      const to: PoolStatus = record.action === 'block' ? 'blocked' : 'normal';
      try {
        await transact(db, [
          {
            Update: {
              TableName: TABLE(),
              Key: poolEntity.key(pool),
              UpdateExpression: 'SET #st = :to, blockKind = :k',
              ConditionExpression: '#st = :from',
              ExpressionAttributeNames: { '#st': 'status' },
              ExpressionAttributeValues: { ':to': to, ':from': pool.status, ':k': to === 'blocked' ? record.kind : null },
            },
          },
          putAbsent(TABLE(), {
            ...poolBlockEntity.key({ channelCustId: pool.channelCustId, poolId: pool.poolId, at: record.at, id }),
            ...record,
          }),
        ]);
        return true;
      } catch (e) {
        if (failedConditions(e).includes(0)) return false;
        throw e;
      }
    },

    blockHistory: (pool: Pool, opts: { cursor?: string; pageSize: number }) =>
      queryPage<BlockRecord>(poolBlockEntity.key({ channelCustId: pool.channelCustId, poolId: pool.poolId, at: '', id: '' }).pk, {
        ...opts,
        newestFirst: true,
      }),
  };
}

export type CardPoolRepository = ReturnType<typeof createCardPoolRepository>;
