import type { OperatorErrorCode } from '../operator/index.ts';
import { config } from '../platform/config.ts';
import { GetCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardLogPut } from '../shared/data/card-log.ts';
import { cardSmsEntity, simulatorFaultEntity, smsListEntity } from '../shared/data/entities/card-detail.entity.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { isCancelledTransaction, putAbsent, queryPage, transact } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { setExpression } from '../shared/data/update-expressions.ts';
import type { SmsRecord, SmsState } from './sms-model.ts';

/** The card fields the SMS area needs (the card item holds more). */
export interface SmsCard {
  iccid: string;
  channelCustId: string;
  custId: string | null;
  operator: SmsRecord['operator'];
  state: number;
  msisdn?: string;
}

export interface SmsLogEntry {
  id: string;
  at: string;
  action: string;
  detail: Record<string, string | number | null>;
  by: string;
}

export interface SmsQuery {
  window: { from: string; to: string };
  state?: SmsState;
  cursor?: string;
  pageSize: number;
  /** Queries per call at most, so a selective state filter answers a short page with a cursor. */
  maxReads?: number;
}

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest;

/**
 * SMS storage: the record in the card's partition plus its copy in each scope's list, always written
 * together in one transaction, so the card's SMS tab and the SMS area never disagree.
 */
export function createSmsRepository(db = documentClient(), table = () => config('tableName')) {
  const cardKey = (r: Pick<SmsRecord, 'channelCustId' | 'iccid' | 'at' | 'smsId'>) => cardSmsEntity.key(r);

  async function query(pk: string, range: { from: string; to: string }, q: SmsQuery): Promise<Page<SmsRecord>> {
    return queryPage(
      db,
      {
        TableName: table(),
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ScanIndexForward: false,
        ...(q.state ? { FilterExpression: '#state = :state', ExpressionAttributeNames: { '#state': 'state' } } : {}),
        ExpressionAttributeValues: {
          ':pk': pk,
          ':from': range.from,
          ':to': range.to,
          ...(q.state ? { ':state': q.state } : {}),
        },
      },
      {
        cursor: q.cursor,
        pageSize: q.pageSize,
        maxReads: q.maxReads ?? 5,
        cursorKey: ['pk', 'sk'],
        partition: { name: 'pk', value: pk },
      },
      (i) => strip(i) as unknown as SmsRecord,
    );
  }

  return {
    /** Cards of one enterprise by ICCID (one BatchGet per 100); ICCIDs not in the enterprise are absent. */
    async cards(channelCustId: string, iccids: readonly string[]): Promise<SmsCard[]> {
      const items = await batchGetAll(
        db,
        table(),
        iccids.map((iccid) => cardEntity.key({ channelCustId, iccid })),
        {
          ProjectionExpression: 'iccid, channelCustId, custId, #op, #st, msisdn',
          ExpressionAttributeNames: { '#op': 'operator', '#st': 'state' },
        },
      );
      return items as unknown as SmsCard[];
    },

    /** Writes a new record (state `sending`), its list copies and the card's log entry together. */
    async create(sms: SmsRecord, log: SmsLogEntry): Promise<void> {
      await transact(db, [
        putAbsent(table(), { ...cardKey(sms), ...sms }),
        ...sms.scopes.map((scope) => ({
          Put: { TableName: table(), Item: { ...smsListEntity.key({ scope, at: sms.at, smsId: sms.smsId }), ...sms } },
        })),
        cardLogPut(table(), sms, log),
      ]);
    },

    /**
     * Sets fields on the record and every copy in one transaction. With `from`, only if the record is
     * still in that state (a concurrent read may have settled it first): answers false when it was not.
     */
    async update(sms: SmsRecord, set: Partial<SmsRecord>, from?: SmsState): Promise<boolean> {
      const expr = setExpression(set as Record<string, unknown>);
      const guarded = (key: { pk: string; sk: string }, withState: boolean) => ({
        Update: {
          TableName: table(),
          Key: key,
          ...expr,
          ConditionExpression: withState ? 'attribute_exists(pk) AND #from_state = :from_state' : 'attribute_exists(pk)',
          ...(withState
            ? {
                ExpressionAttributeNames: { ...expr.ExpressionAttributeNames, '#from_state': 'state' },
                ExpressionAttributeValues: { ...expr.ExpressionAttributeValues, ':from_state': from },
              }
            : {}),
        },
      });
      try {
        await transact(db, [
          guarded(cardKey(sms), from !== undefined),
          ...(sms.scopes ?? []).map((scope) => guarded(smsListEntity.key({ scope, at: sms.at, smsId: sms.smsId }), false)),
        ]);
        return true;
      } catch (error) {
        if (from !== undefined && isCancelledTransaction(error)) return false;
        throw error;
      }
    },

    /** A scope's SMS list, newest first, within the time window (state as a filter). */
    list: (scope: string, q: SmsQuery) => query(smsListEntity.prefix({ scope }).pk, q.window, q),

    /** The simulator's injected fault for a card, if any (see operator/operators.ts). */
    async simulatorFault(iccid: string): Promise<OperatorErrorCode | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: simulatorFaultEntity.key({ iccid }) }));
      return Item?.code as OperatorErrorCode | undefined;
    },

    /** One card's SMS records, newest first, within the time window. */
    listCard: (card: Pick<SmsCard, 'channelCustId' | 'iccid'>, q: SmsQuery) =>
      query(
        cardSmsEntity.prefix(card).pk,
        { from: cardSmsEntity.prefix(card).skPrefix + q.window.from, to: cardSmsEntity.prefix(card).skPrefix + q.window.to },
        q,
      ),
  };
}

export type SmsRepository = ReturnType<typeof createSmsRepository>;
