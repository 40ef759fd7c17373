import { config } from '../platform/config.ts';
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardLogPut } from '../shared/data/card-log.ts';
import { dsimPairEntity } from '../shared/data/entities/card-detail.entity.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { entityStore, within } from '../shared/data/entity-operations.ts';
import type { InferItem } from '../shared/data/entity.ts';
import { putAbsent, transactOrFail } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import type { Slot } from './dsim-rules.ts';

/** A stored dual-SIM pair: device serial number, its two cards (slot 1 primary, slot 2 backup) and the active slot. */
export type DsimPair = InferItem<typeof dsimPairEntity>;

/** A card as the dual-SIM list shows it. */
export interface DsimCard {
  iccid: string;
  msisdn: string;
  operator: string;
  state: number;
  custId: string | null;
  dsimSn?: string;
}

/** One card-log entry written with a pair change (docs/data-model.md card log). */
export interface LogEntry {
  id: string;
  at: string;
  action: 'dsimPair' | 'dsimUnpair' | 'dsimSwitch';
  detail: Record<string, string | number>;
  by: string;
}

/**
 * Dual-SIM pairs of an enterprise (`CUST#<c>#DSIM` / `SN#<sn>`) and the `dsimSn` marker on each card,
 * always written together in one transaction with conditions, so no card is ever in two pairs.
 */
export function createDsimRepository(db: DocumentClient = documentClient(), table = () => config('tableName')) {
  const store = entityStore(db, table);
  /** The card-log entries of a pair change, one per card (each stamped with its ICCID). */
  const pairLogs = (c: string, pair: DsimPair, logs: [LogEntry, LogEntry]) =>
    [pair.iccid1, pair.iccid2].map((iccid, i) => cardLogPut(table(), { channelCustId: c, iccid }, { ...logs[i]!, iccid }));
  /**
   * The pair's key and the condition that it is still as read (same version), for its delete or
   * update; `condition` and `values` add to it.
   */
  const pairAsRead = (pair: DsimPair, condition = '', values: Record<string, unknown> = {}) => ({
    TableName: table(),
    Key: dsimPairEntity.key({ channelCustId: pair.channelCustId, sn: pair.sn }),
    ConditionExpression: `${condition}updatedAt = :u`,
    ExpressionAttributeValues: { ...values, ':u': pair.updatedAt },
  });
  /** The change of one card's `dsimSn` marker (set or removed), conditional on what it was. */
  const markerUpdate = (c: string, iccid: string, sn: string, update: string, condition: string) => ({
    Update: {
      TableName: table(),
      Key: cardEntity.key({ channelCustId: c, iccid }),
      UpdateExpression: update,
      ConditionExpression: condition,
      ExpressionAttributeValues: { ':sn': sn },
    },
  });

  return {
    /** One Query per page; `snPrefix` narrows the sort key. */
    page: (c: string, opts: { snPrefix?: string; cursor?: string; pageSize: number }): Promise<Page<DsimPair>> =>
      store.page(dsimPairEntity, within(dsimPairEntity, { channelCustId: c, sn: opts.snPrefix ?? '' }), { ...opts, maxReads: 1 }),

    get: async (c: string, sn: string): Promise<DsimPair | null> =>
      (await store.get(dsimPairEntity, { channelCustId: c, sn })) ?? null,

    /** The enterprise's cards among `iccids` (keys start with the tenant: others' cards are never read). */
    async cards(c: string, iccids: string[]): Promise<Map<string, DsimCard>> {
      const unique = [...new Set(iccids)];
      const found = unique.length
        ? await batchGetAll(
            db,
            table(),
            unique.map((i) => cardEntity.key({ channelCustId: c, iccid: i })),
            {
              ProjectionExpression: 'iccid, msisdn, #o, #s, custId, dsimSn',
              ExpressionAttributeNames: { '#o': 'operator', '#s': 'state' },
            },
          )
        : [];
      return new Map(
        found.map((i) => [String(i.iccid), { ...(i as unknown as DsimCard), custId: (i.custId as string) ?? null }]),
      );
    },

    /** Creates the pair and marks both cards; fails if the serial number or either card is taken meanwhile. */
    async pair(pair: DsimPair, logs: [LogEntry, LogEntry]): Promise<void> {
      const c = pair.channelCustId;
      const mark = (iccid: string) =>
        markerUpdate(c, iccid, pair.sn, 'SET dsimSn = :sn', 'attribute_exists(pk) AND attribute_not_exists(dsimSn)');
      await transactOrFail(
        db,
        [
          putAbsent(table(), { ...dsimPairEntity.key({ channelCustId: c, sn: pair.sn }), ...pair }),
          mark(pair.iccid1),
          mark(pair.iccid2),
          ...pairLogs(c, pair, logs),
        ],
        (failed) => {
          if (failed.includes(0)) return new AppError('DSIM_SN_TAKEN', { sn: pair.sn }, 'sn');
          if (failed.includes(1)) return new AppError('DSIM_CARD_PAIRED', { iccid: pair.iccid1 }, 'iccid1');
          if (failed.includes(2)) return new AppError('DSIM_CARD_PAIRED', { iccid: pair.iccid2 }, 'iccid2');
        },
      );
    },

    /** Deletes the pair and both markers; the pair must be as read (same cards and version). */
    async unpair(pair: DsimPair, logs: [LogEntry, LogEntry]): Promise<void> {
      const c = pair.channelCustId;
      const unmark = (iccid: string) => markerUpdate(c, iccid, pair.sn, 'REMOVE dsimSn', 'dsimSn = :sn');
      await transactOrFail(
        db,
        [{ Delete: pairAsRead(pair) }, unmark(pair.iccid1), unmark(pair.iccid2), ...pairLogs(c, pair, logs)],
        new AppError('DSIM_CHANGED'),
      );
    },

    /** Moves the active slot; the pair must still be in the slot it was read in. */
    async switchSlot(pair: DsimPair, to: Slot, at: string, by: string, logs: [LogEntry, LogEntry]): Promise<void> {
      const c = pair.channelCustId;
      await transactOrFail(
        db,
        [
          {
            Update: {
              ...pairAsRead(pair, 'activeSlot = :from AND ', { ':to': to, ':at': at, ':by': by, ':from': pair.activeSlot }),
              UpdateExpression: 'SET activeSlot = :to, updatedAt = :at, updatedBy = :by',
            },
          },
          ...pairLogs(c, pair, logs),
        ],
        new AppError('DSIM_CHANGED'),
      );
    },
  };
}

export type DsimRepository = ReturnType<typeof createDsimRepository>;
