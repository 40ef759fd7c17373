import { cardStateChangedEvent, cardZoneChangedEvent } from '../card/card-events.ts';
import { addInto, cardActivationItem, cardImeiEntryStep, cardScopes, cardStateKey, statDelta } from '../card/card-record.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import { planLogEntry } from '../card/plan-change.ts';
import type { OperatorErrorCode } from '../operator/index.ts';
import { config } from '../platform/config.ts';
import { DeleteCommand, GetCommand, QueryCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { publishSafely } from '../shared/aws/events.ts';
import { cardLogPut } from '../shared/data/card-log.ts';
import {
  cardLogEntity,
  cardSmsEntity,
  planChangeDueEntity,
  simulatorFaultEntity,
} from '../shared/data/entities/card-detail.entity.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { secondaryEntity } from '../shared/data/entities/customer.entity.ts';
import { basicPlanEntity, eventPackEntity } from '../shared/data/entities/plan.entity.ts';
import { cardStatsEntity, cardUsageMonthEntity } from '../shared/data/entities/usage.entity.ts';
import { queryAll, queryPage, transactOrFail } from '../shared/data/operations.ts';
import { DEFAULT_PAGE_SIZE } from '../shared/data/page-cursor.ts';
import { cardMonthSteps } from '../shared/data/report-rollups.ts';
import { addExpression, setExpression } from '../shared/data/update-expressions.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { shanghaiDay, shanghaiMonth } from '../shared/time/calendar.ts';
import { ALL_ZONES, type DetailCard, type PendingPlanChange, type PlanItem, isSupplementary, networkOf } from './card-model.ts';

const strip = ({ pk: _p, sk: _s, gsi1pk: _a, gsi1sk: _b, gsi3pk: _c, gsi3sk: _d, ...rest }: Record<string, unknown>) => rest;

export interface LogEntry {
  at: string;
  action: string;
  detail: Record<string, string | number | null>;
  by: string;
}

/** A change of one card: fields to set, the state it must still be in, and its log entry. */
export interface CardChange {
  card: DetailCard;
  set: Record<string, unknown>;
  /** The new lifecycle state, when the change moves the card (counters and index keys follow). */
  toState?: LifecycleState;
  /** Quota of the card after the change (a plan applied on activation), for the active-quota counter. */
  toQuotaBytes?: number;
  log: LogEntry & { id: string };
  /** Other items the change writes in its transaction (the order of a pack or a renewal: order/order.repository.ts `orderWrites`). */
  also?: Record<string, unknown>[];
}

/** A pending plan change filed for the sweep (see `dueItem`). */
export interface DueChange {
  day: string;
  iccid: string;
  channelCustId: string;
  requestedAt: string;
  effectiveAt: string;
}

const isPending = (v: unknown): v is PendingPlanChange =>
  typeof v === 'object' && v !== null && typeof (v as PendingPlanChange).effectiveAt === 'string';

/** Where the scheduled sweep finds a pending change; it expires long after it fell due (stale ones are deleted earlier). */
export function dueItem(card: Pick<DetailCard, 'channelCustId' | 'iccid'>, change: PendingPlanChange) {
  const effective = new Date(change.effectiveAt);
  return {
    ...planChangeDueEntity.key({ day: shanghaiDay(effective), effectiveAt: change.effectiveAt, iccid: card.iccid }),
    channelCustId: card.channelCustId,
    iccid: card.iccid,
    requestedAt: change.requestedAt,
    effectiveAt: change.effectiveAt,
    expiresAt: Math.floor(effective.getTime() / 1000) + 90 * 86_400,
  };
}

/** Card detail storage: the card item, its usage months, log and SMS entries, plans, counters. */
export function createCardDetailRepository(db = documentClient(), table = () => config('tableName')) {
  const cardPk = (c: Pick<DetailCard, 'channelCustId' | 'iccid'>) => cardEntity.key(c).pk;

  /** Newest-first page of the items of a card's partition under a prefix (`LOG#`, `SMS#`). */
  async function page(
    card: Pick<DetailCard, 'channelCustId' | 'iccid'>,
    prefix: string,
    cursor?: string,
    limit = DEFAULT_PAGE_SIZE,
  ) {
    const pk = cardPk(card);
    return queryPage(
      db,
      {
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :p)',
        ExpressionAttributeValues: { ':pk': pk, ':p': prefix },
        ScanIndexForward: false,
      },
      { cursor: cursor, pageSize: limit, maxReads: 1, cursorKey: ['pk', 'sk'], partition: { name: 'pk', value: pk } },
      strip,
    );
  }

  async function basicPlan(goodsReleaseId: string): Promise<PlanItem | undefined> {
    const { Item } = await db.send(new GetCommand({ TableName: table(), Key: basicPlanEntity.key({ goodsReleaseId }) }));
    return Item ? ({ ...strip(Item), kind: 'basic' } as unknown as PlanItem) : undefined;
  }

  return {
    async card(channelCustId: string, iccid: string): Promise<DetailCard | undefined> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table(), Key: cardEntity.key({ channelCustId, iccid }), ConsistentRead: true }),
      );
      return Item ? (strip(Item) as unknown as DetailCard) : undefined;
    },

    /** Usage month items of a card from `from` to `to` ('YYYY-MM'), one Query. */
    async usageMonths(card: Pick<DetailCard, 'channelCustId' | 'iccid'>, from: string, to: string) {
      const { Items } = await db.send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
          ExpressionAttributeValues: {
            ':pk': cardPk(card),
            ':from': cardUsageMonthEntity.key({ ...card, month: from }).sk,
            ':to': cardUsageMonthEntity.key({ ...card, month: to }).sk,
          },
        }),
      );
      return Items ?? [];
    },

    plan: basicPlan,

    /** An event pack: one of the catalogue's event packs, or a supplementary basic plan (goodsType 3) of the plan area. */
    async eventPack(goodsReleaseId: string): Promise<PlanItem | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: eventPackEntity.key({ goodsReleaseId }) }));
      if (Item) return { ...strip(Item), kind: 'event' } as unknown as PlanItem;
      const basic = await basicPlan(goodsReleaseId);
      return basic && isSupplementary(basic) ? { ...basic, kind: 'event' } : undefined;
    },

    /** The platform's plan catalogue (basic plans and event packs): one Query of a small partition. */
    async catalogue(): Promise<PlanItem[]> {
      const { Items } = await db.send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk',
          ExpressionAttributeValues: { ':pk': basicPlanEntity.key({ goodsReleaseId: 'x' }).pk },
        }),
      );
      return (Items ?? []).flatMap((i) => {
        const sk = String(i.sk);
        if (sk.startsWith(basicPlanEntity.prefix({}).skPrefix))
          return [{ ...strip(i), kind: isSupplementary(i as { goodsType?: number }) ? 'event' : 'basic' } as unknown as PlanItem];
        if (sk.startsWith(eventPackEntity.prefix({}).skPrefix)) return [{ ...strip(i), kind: 'event' } as unknown as PlanItem];
        return [];
      });
    },

    /**
     * Applies one change in one transaction: the card (conditional on its state being unchanged),
     * the counters of every scope when the state or active quota moves, and the log entry.
     * A card changed meanwhile → CARD_CHANGED, nothing written.
     */
    async apply(change: CardChange): Promise<void> {
      const { card, log } = change;
      const toState = change.toState ?? card.state;
      const set: Record<string, unknown> = { ...change.set };
      if (toState !== card.state) {
        set.state = toState;
        set.gsi1sk = cardStateKey(toState, card.iccid);
        // The state log (bill run: the days of each state); the state condition below keeps it exact.
        set.stateLog = [...(card.stateLog ?? []), { at: log.at, from: card.state, to: toState }];
      }
      // The plan log (bill run: the days on each plan), in the same write as the change.
      if (typeof set.goodsReleaseId === 'string' && set.goodsReleaseId !== card.goodsReleaseId)
        set.planLog = [...(card.planLog ?? []), planLogEntry(log.at, card.goodsReleaseId, set.goodsReleaseId)];
      const update = setExpression(set);
      const stats: Record<string, number> = {};
      const moved = toState !== card.state || (change.toQuotaBytes !== undefined && change.toQuotaBytes !== card.quotaBytes);
      if (moved) {
        addInto(stats, statDelta(card, -1, false));
        addInto(stats, statDelta({ ...card, state: toState, quotaBytes: change.toQuotaBytes ?? card.quotaBytes }, 1, false));
      }
      const counters = addExpression(stats);
      const items = [
        {
          Update: {
            TableName: table(),
            Key: cardEntity.key(card),
            ...update,
            // The state must be unchanged, and the pending plan change must be the one read (renewal and the
            // scheduled application depend on it).
            ConditionExpression: `attribute_exists(pk) AND #cs = :cs AND ${
              card.pendingPlanChange ? '#pc.requestedAt = :pcr' : '(attribute_not_exists(#pc) OR attribute_type(#pc, :null))'
            }`,
            ExpressionAttributeNames: { ...update.ExpressionAttributeNames, '#cs': 'state', '#pc': 'pendingPlanChange' },
            ExpressionAttributeValues: {
              ...update.ExpressionAttributeValues,
              ':cs': card.state,
              ...(card.pendingPlanChange ? { ':pcr': card.pendingPlanChange.requestedAt } : { ':null': 'NULL' }),
            },
          },
        },
        // A new pending plan change is also filed under the day it falls due, for the scheduled sweep.
        ...(isPending(change.set.pendingPlanChange)
          ? [{ Put: { TableName: table(), Item: dueItem(card, change.set.pendingPlanChange) } }]
          : []),
        ...(counters
          ? cardScopes(card).map((scope) => ({
              Update: { TableName: table(), Key: cardStatsEntity.key({ scope }), ...counters },
            }))
          : []),
        // The report's card month (issue #17), in the same write as the counters.
        ...cardMonthSteps(
          table(),
          new Map(cardScopes(card).map((scope) => [scope, stats])),
          shanghaiMonth(new Date(log.at)),
          card.iccid,
        ).map((s) => s.item),
        cardLogPut(table(), card, log),
        // The card list finds the card by its new IMEI only (its IMEI entry moves with it).
        ...(typeof set.imei === 'string' && set.imei !== card.imei ? [cardImeiEntryStep(table(), card, set.imei)] : []),
        // A first activation lists the card under its activation day (card list activation filter).
        ...(typeof set.activatedAt === 'string' && !card.activatedAt
          ? [{ Put: { TableName: table(), Item: cardActivationItem(card, set.activatedAt)! } }]
          : []),
        ...(change.also ?? []),
      ];
      await transactOrFail(db, items, (failed) => (failed.includes(0) ? new AppError('CARD_CHANGED') : undefined));
      // Committed: rules see the move and the network switched (a failed publish is logged and counted,
      // never the caller's error). Deactivation blocks the zones too, so it publishes both.
      const cause = { kind: 'card' as const, id: log.id };
      const network = change.set.network;
      const events = [
        ...(toState !== card.state ? [cardStateChangedEvent(card, { from: card.state, to: toState, at: log.at, cause })] : []),
        ...((network === 'allowed' || network === 'blocked') && network !== networkOf(card)
          ? [
              cardZoneChangedEvent(card, {
                zoneId: ALL_ZONES,
                action: network === 'blocked' ? 'block' : 'allow',
                at: log.at,
                cause,
              }),
            ]
          : []),
      ];
      if (events.length) await publishSafely(events);
    },

    /** The pending plan changes filed under a Shanghai day that fall due at `upTo` or earlier (all pages). */
    async dueChanges(day: string, upTo: string): Promise<DueChange[]> {
      const items = await queryAll(db, {
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk <= :upTo',
        ExpressionAttributeValues: {
          ':pk': planChangeDueEntity.key({ day, effectiveAt: '', iccid: '' }).pk,
          ':upTo': `${upTo}#~`,
        },
      });
      return items.map((i) => ({
        day,
        iccid: String(i.iccid),
        channelCustId: String(i.channelCustId),
        requestedAt: String(i.requestedAt),
        effectiveAt: String(i.effectiveAt),
      }));
    },

    dropDue: (due: DueChange) =>
      db.send(
        new DeleteCommand({
          TableName: table(),
          Key: planChangeDueEntity.key(due),
        }),
      ),

    log: (card: Pick<DetailCard, 'channelCustId' | 'iccid'>, cursor?: string, pageSize?: number) =>
      page(card, cardLogEntity.prefix(card).skPrefix, cursor, pageSize),
    smsList: (card: Pick<DetailCard, 'channelCustId' | 'iccid'>, cursor?: string, pageSize?: number) =>
      page(card, cardSmsEntity.prefix(card).skPrefix, cursor, pageSize),

    /** A secondary customer's display name in the language, for the detail header. */
    async customerName(channelCustId: string, custId: string, lang: 'zh-CN' | 'en-US'): Promise<string | null> {
      const { Item } = await db.send(
        new GetCommand({
          TableName: table(),
          Key: secondaryEntity.key({ channelCustId, custId }),
          ProjectionExpression: '#n, nameZh',
          ExpressionAttributeNames: { '#n': 'name' },
        }),
      );
      if (!Item) return null;
      return String((lang === 'zh-CN' ? Item.nameZh : undefined) ?? Item.name ?? '') || null;
    },

    /** The simulator's injected fault for a card, if any (see operator.ts). */
    async simulatorFault(iccid: string): Promise<OperatorErrorCode | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: simulatorFaultEntity.key({ iccid }) }));
      return Item?.code as OperatorErrorCode | undefined;
    },
  };
}

export type CardDetailRepository = ReturnType<typeof createCardDetailRepository>;
