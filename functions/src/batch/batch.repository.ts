import { type Card, cardStateKey } from '../card/card-record.ts';
import { config } from '../platform/config.ts';
import { UpdateCommand } from '../shared/aws/dynamodb-commands.ts';
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
    /**
     * Moves one card to the target state unless this batch already did. Returns 'changed', 'already'
     * (a retried chunk: the card carries this batch id) or the card as it stands when it did not match.
     */
    async transition(
      card: Pick<Card, 'channelCustId' | 'iccid'>,
      from: number,
      to: number,
      batchId: string,
      at: string,
    ): Promise<'changed' | 'already' | Record<string, unknown> | undefined> {
      try {
        await db.send(
          new UpdateCommand({
            TableName: table(),
            Key: cardEntity.key(card),
            // The state log (bill run: the days of each state) grows by one entry in the same write.
            UpdateExpression:
              'SET #state = :to, gsi1sk = :sk, lastBatchId = :b, stateChangedAt = :at, stateLog = list_append(if_not_exists(stateLog, :nil), :log)',
            ConditionExpression:
              'attribute_exists(pk) AND #state = :from AND (attribute_not_exists(lastBatchId) OR lastBatchId <> :b)',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':to': to,
              ':from': from,
              ':b': batchId,
              ':sk': cardStateKey(to, card.iccid),
              ':at': at,
              ':nil': [],
              ':log': [{ at, from, to }],
            },
            ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
          }),
        );
        return 'changed';
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
        const old = failedConditionItem(error);
        if (old?.lastBatchId === batchId) return 'already';
        return old;
      }
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
          ProjectionExpression:
            'iccid, #state, #op, custId, channelCustId, quotaBytes, lastBatchId, msisdn, goodsReleaseId, poolId, labels',
          ExpressionAttributeNames: { '#state': 'state', '#op': 'operator' },
        },
      ),
  };
}

export type BatchRepository = ReturnType<typeof createBatchRepository>;
