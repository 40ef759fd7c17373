import { type Card, cardActivationItem, cardStateKey } from '../card/card-record.ts';
import { config } from '../platform/config.ts';
import { PutCommand, UpdateCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { objectStore } from '../shared/aws/s3.ts';
import { sfnClient } from '../shared/aws/sfn.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { cardEntity } from '../shared/data/entities/card.entity.ts';
import { allOf, attributeIs } from '../shared/data/list-filter.ts';
import { failedConditionItem, isConditionFailure } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { type ListFilter, createJobStore } from '../shared/jobs/job-store.ts';
import { batchOperationJob } from './batch-job.ts';
import type { BatchRecord, BatchStatus, BatchType, CardResult } from './batch-model.ts';
import { decodeIccidList, encodeIccidList, iccidRange } from './iccid-list.ts';

const ACTIVATED = 64;

/** A card's first activation as its activation entry needs it. */
export interface Activation {
  iccid: string;
  channelCustId: string;
  activatedAt: string;
  listShards?: number;
}

/** One card's state change in a batch (see the repository's `transition`). */
export type TransitionOutcome =
  | { kind: 'changed' | 'already'; activation?: Activation }
  | { kind: 'refused'; card: Record<string, unknown> | undefined };

/** The activation entry's fields of a card that has a first activation date, else undefined. */
const activationOf = (card: Record<string, unknown>): Activation | undefined =>
  typeof card.activatedAt === 'string'
    ? {
        iccid: String(card.iccid),
        channelCustId: String(card.channelCustId),
        activatedAt: card.activatedAt,
        ...(typeof card.listShards === 'number' ? { listShards: card.listShards } : {}),
      }
    : undefined;

/**
 * The batch list's filters (status, type), applied by DynamoDB after reading. Entries written
 * before batch types existed carry no `type`: they are state changes.
 */
const listFilter = (o: { status?: BatchStatus; type?: BatchType }): ListFilter | undefined =>
  allOf([
    o.status && attributeIs('status', o.status),
    o.type &&
      (o.type === 'changeState'
        ? { ...attributeIs('type', o.type), expression: '(#type = :type OR attribute_not_exists(#type))' }
        : attributeIs('type', o.type)),
  ]);

/** Batches: the batch item, per-card results, chunk markers, the ICCID list in S3, and the cards they change. */
export function createBatchRepository(
  db = documentClient(),
  s3 = objectStore,
  sfn = sfnClient(),
  table = () => config('tableName'),
) {
  const listKey = (batchId: string) => `batches/${batchId}.iccids`;
  /** Batches started before the fixed-width list (iccid-list.ts) stored a JSON array. */
  const legacyListKey = (batchId: string) => `batches/${batchId}.json`;
  /** The records in `range` (all without one); a legacy list comes back whole (`whole: true`). */
  const readList = async (batchId: string, range?: string): Promise<{ iccids: string[]; whole: boolean }> => {
    try {
      return { iccids: decodeIccidList(await s3.getText(config('importsBucket'), listKey(batchId), range)), whole: !range };
    } catch (error) {
      if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
      return { iccids: JSON.parse(await s3.getText(config('importsBucket'), legacyListKey(batchId))) as string[], whole: true };
    }
  };
  const jobs = createJobStore(batchOperationJob, db, table, sfn);
  /**
   * Moves one card to the target state unless this batch already did: `changed`, `already` (a retried
   * chunk: the card carries this batch id) or `refused` with the card as it stands. A move to 64 of a
   * card never activated (`card.activatedAt` as read: null or absent) sets its first activation date
   * in the same write, on the condition that it still has none; the outcome's `activation` is then
   * the activation entry to write (`recordActivation`), also on `already` (a chunk retried after a
   * crash before the entry: the date the card holds, never a new one).
   */
  async function transition(
    card: Pick<Card, 'channelCustId' | 'iccid'> & { activatedAt?: string | null; listShards?: number },
    from: number,
    to: number,
    batchId: string,
    at: string,
  ): Promise<TransitionOutcome> {
    const first = to === ACTIVATED && !card.activatedAt;
    try {
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: cardEntity.key(card),
          // The state log (bill run: the days of each state) grows by one entry in the same write.
          UpdateExpression: `SET #state = :to, gsi1sk = :sk, lastBatchId = :b, stateChangedAt = :at, stateLog = list_append(if_not_exists(stateLog, :nil), :log)${
            first ? ', activatedAt = :at' : ''
          }`,
          // The import stores `activatedAt` as null: "never activated" is absent or null.
          ConditionExpression: `attribute_exists(pk) AND #state = :from AND (attribute_not_exists(lastBatchId) OR lastBatchId <> :b)${
            first ? ' AND (attribute_not_exists(activatedAt) OR attribute_type(activatedAt, :null))' : ''
          }`,
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: {
            ':to': to,
            ':from': from,
            ':b': batchId,
            ':sk': cardStateKey(to, card.iccid),
            ':at': at,
            ':nil': [],
            ':log': [{ at, from, to }],
            ...(first ? { ':null': 'NULL' } : {}),
          },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      );
      return first ? { kind: 'changed', activation: activationOf({ ...card, activatedAt: at }) } : { kind: 'changed' };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
      const old = failedConditionItem(error);
      if (old?.lastBatchId === batchId) {
        const activation = to === ACTIVATED ? activationOf(old) : undefined;
        return activation ? { kind: 'already', activation } : { kind: 'already' };
      }
      // Activated (and left 64 again) since it was read: a plain move keeps that first date.
      if (first && old && Number(old.state) === from && typeof old.activatedAt === 'string')
        return transition({ ...card, activatedAt: old.activatedAt }, from, to, batchId, at);
      return { kind: 'refused', card: old };
    }
  }
  return {
    /** The ICCID list in S3, then the batch with its list copies and owner pointer (one transaction: per batch, not per card). */
    async create(batch: BatchRecord, iccids: string[]): Promise<void> {
      await s3.put(config('importsBucket'), listKey(batch.batchId), encodeIccidList(iccids), 'text/plain');
      await jobs.create(batch);
    },
    /** Keeps the plan's initial state on the batch item (see BatchRecord.fromState). */
    recordPlan: (batch: BatchRecord, fromState: number): Promise<void> => jobs.set(batch, { fromState }),
    /** Ends a running batch: the batch item and its list copies together. */
    async finish(batch: BatchRecord, set: Partial<BatchRecord>): Promise<void> {
      await jobs.finish(batch, set);
    },
    /** A scope's batches, newest first, running ones with live counters (status and type filters after reading). */
    list: (
      scope: string,
      o: { status?: BatchStatus; type?: BatchType; cursor?: string; pageSize: number; maxReads?: number },
    ): Promise<Page<BatchRecord>> => jobs.list(scope, { ...o, filter: listFilter(o) }),
    start: (batch: BatchRecord): Promise<void> => jobs.start(batchOperationJob.items.ref(batch), batch.batchId),
    get: (channelCustId: string, batchId: string): Promise<BatchRecord | undefined> => jobs.get({ channelCustId, batchId }),
    /** One page of per-card results (the next chunk of up to 100 cards with a match), worded in the reader's language. */
    resultsPage: jobs.resultsPage,
    /** Per-card results as stored, of the first `maxChunks` chunks. */
    results: (channelCustId: string, batchId: string, maxChunks: number): Promise<CardResult[]> =>
      jobs.firstResults({ channelCustId, batchId }, maxChunks),
    /** Every ICCID of the batch (the plan step). */
    async iccids(batchId: string): Promise<string[]> {
      return (await readList(batchId)).iccids;
    },
    /** ICCIDs `from` (inclusive) to `to` (exclusive): a chunk reads only its own records (one ranged GET). */
    async iccidSlice(batchId: string, from: number, to: number): Promise<string[]> {
      const range = iccidRange(from, to);
      if (!range) return [];
      const { iccids, whole } = await readList(batchId, range);
      // A legacy JSON list comes back whole: slice it here.
      return whole ? iccids.slice(from, to) : iccids;
    },
    /** One card's move (see `transition` above). */
    transition,
    /**
     * Lists a card under its first activation day (card list activation filter): a plain put of the
     * entry the card's own date gives, so a retried chunk writes the same entry again, harmlessly.
     */
    async recordActivation(activation: Activation): Promise<void> {
      await db.send(new PutCommand({ TableName: table(), Item: cardActivationItem(activation)! }));
    },
    /** Records a chunk's per-card results and applies its counters exactly once (one item per chunk keeps the write cost per card low). */
    completeChunk: (
      channelCustId: string,
      batchId: string,
      index: number,
      results: CardResult[],
      stats: Map<string, Record<string, number>>,
      at: string,
    ): Promise<boolean> => jobs.completeResults({ channelCustId, batchId }, index, results, stats, at),
    /** The fields a batch needs of its cards, in one projection read per 100 cards. */
    batchGetCards: (channelCustId: string, iccids: string[]) =>
      batchGetAll(
        db,
        table(),
        iccids.map((iccid) => cardEntity.key({ channelCustId, iccid })),
        {
          // msisdn, plan, pool and labels: the `card-state-changed` event of a moved card carries them.
          // activatedAt and listShards: a move to 64 sets the first activation date and writes its entry.
          ProjectionExpression:
            'iccid, #state, #op, custId, channelCustId, quotaBytes, lastBatchId, msisdn, goodsReleaseId, poolId, labels, activatedAt, listShards',
          ExpressionAttributeNames: { '#state': 'state', '#op': 'operator' },
        },
      ),
  };
}

export type BatchRepository = ReturnType<typeof createBatchRepository>;
