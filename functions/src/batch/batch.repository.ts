import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import { GetCommand, QueryCommand, TransactWriteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type Card, cardStateKey } from '../card/card-record.ts';
import { config } from '../platform/config.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { s3Client } from '../shared/aws/s3.ts';
import { sfnClient } from '../shared/aws/sfn.ts';
import { batchGetAll } from '../shared/data/batch-get.ts';
import { chunkResultsPage, completeChunkOnce } from '../shared/data/chunk-results.ts';
import { keys, partitionKeys, skPrefix } from '../shared/data/keys.ts';
import { failedConditionItem, isConditionFailure, queryPage } from '../shared/data/operations.ts';
import { ownerPointer } from '../shared/data/owner-directory.repository.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { setExpression } from '../shared/data/update-expressions.ts';
import { type BatchRecord, type BatchStatus, type BatchType, type CardResult, batchListScopes } from './batch-model.ts';
import { decodeIccidList, encodeIccidList, iccidRange } from './iccid-list.ts';

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest;

/**
 * The batch list's filters (status, type), applied by DynamoDB after reading. Entries written
 * before batch types existed carry no `type`: they are state changes.
 */
function listFilter(pk: string, o: { status?: BatchStatus; type?: BatchType }) {
  const parts: string[] = [];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = { ':pk': pk };
  if (o.status) {
    parts.push('#status = :status');
    names['#status'] = 'status';
    values[':status'] = o.status;
  }
  if (o.type) {
    parts.push(o.type === 'changeState' ? '(#type = :type OR attribute_not_exists(#type))' : '#type = :type');
    names['#type'] = 'type';
    values[':type'] = o.type;
  }
  return parts.length
    ? { FilterExpression: parts.join(' AND '), ExpressionAttributeNames: names, ExpressionAttributeValues: values }
    : { ExpressionAttributeValues: values };
}

/** Batches: the batch item, per-card results, chunk markers, the ICCID list in S3, and the cards they change. */
export function createBatchRepository(
  db = documentClient(),
  s3 = s3Client(),
  sfn = sfnClient(),
  table = () => config('tableName'),
) {
  const listKey = (batchId: string) => `batches/${batchId}.iccids`;
  /** Batches started before the fixed-width list (iccid-list.ts) stored a JSON array. */
  const legacyListKey = (batchId: string) => `batches/${batchId}.json`;
  /** The records in `range` (all without one); a legacy list comes back whole (`whole: true`). */
  const readList = async (batchId: string, range?: string): Promise<{ iccids: string[]; whole: boolean }> => {
    try {
      const res = await s3.send(new GetObjectCommand({ Bucket: config('importsBucket'), Key: listKey(batchId), Range: range }));
      return { iccids: decodeIccidList(await res.Body!.transformToString('utf8')), whole: !range };
    } catch (error) {
      if ((error as { name?: string }).name !== 'NoSuchKey') throw error;
      const res = await s3.send(new GetObjectCommand({ Bucket: config('importsBucket'), Key: legacyListKey(batchId) }));
      return { iccids: JSON.parse(await res.Body!.transformToString('utf8')) as string[], whole: true };
    }
  };
  return {
    async create(batch: BatchRecord, iccids: string[]): Promise<void> {
      await s3.send(
        new PutObjectCommand({
          Bucket: config('importsBucket'),
          Key: listKey(batch.batchId),
          Body: encodeIccidList(iccids),
          ContentType: 'text/plain',
        }),
      );
      // The batch, its list entries (one per scope that lists it) and its owner pointer in one transaction: per batch, not per card.
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: table(),
                Item: { ...keys.batch(batch.channelCustId, batch.batchId), ...batch },
                ConditionExpression: 'attribute_not_exists(pk)',
              },
            },
            ...batchListScopes(batch).map((scope) => ({
              Put: { TableName: table(), Item: { ...keys.batchListItem(scope, batch.createdAt, batch.batchId), ...batch } },
            })),
            // Every batch type is created here: the owner pointer lets a platform deep link name the batch alone.
            { Put: { TableName: table(), Item: ownerPointer('BATCH', batch.batchId, batch.channelCustId) } },
          ],
        }),
      );
    },
    /** Keeps the plan's initial state on the batch item (see BatchRecord.fromState). */
    async recordPlan(batch: BatchRecord, fromState: number): Promise<void> {
      await db.send(
        new UpdateCommand({
          TableName: table(),
          Key: keys.batch(batch.channelCustId, batch.batchId),
          ...setExpression({ fromState }),
        }),
      );
    },
    /**
     * Ends a batch: the batch item and its list entries together. The list entries get the whole
     * record, so an entry missing for any reason is rebuilt complete rather than partial.
     */
    async finish(batch: BatchRecord, set: Partial<BatchRecord>): Promise<void> {
      const record = { ...batch, ...set };
      await db.send(
        new TransactWriteCommand({
          TransactItems: [
            { Update: { TableName: table(), Key: keys.batch(batch.channelCustId, batch.batchId), ...setExpression(set) } },
            ...batchListScopes(batch).map((scope) => ({
              Put: { TableName: table(), Item: { ...keys.batchListItem(scope, batch.createdAt, batch.batchId), ...record } },
            })),
          ],
        }),
      );
    },
    /**
     * A scope's batches, newest first. The status filter is applied by DynamoDB after reading, so a
     * page may come back short with a cursor; at most `maxReads` Queries per call.
     */
    async list(
      scope: string,
      o: { status?: BatchStatus; type?: BatchType; cursor?: string; pageSize: number; maxReads?: number },
    ): Promise<Page<BatchRecord>> {
      const pk = partitionKeys.batchList(scope);
      return queryPage(
        db,
        {
          TableName: table(),
          KeyConditionExpression: 'pk = :pk',
          ScanIndexForward: false,
          ...listFilter(pk, o),
        },
        {
          cursor: o.cursor,
          pageSize: o.pageSize,
          maxReads: o.maxReads ?? 5,
          cursorKey: ['pk', 'sk'],
          partition: { name: 'pk', value: pk },
        },
        (i) => strip(i) as unknown as BatchRecord,
      );
    },
    /** Live counters of batches still running (list entries are written at start and end only). */
    async current(batches: Pick<BatchRecord, 'channelCustId' | 'batchId'>[]): Promise<BatchRecord[]> {
      if (!batches.length) return [];
      const items = await batchGetAll(
        db,
        table(),
        batches.map((b) => keys.batch(b.channelCustId, b.batchId)),
      );
      return items.map((i) => strip(i) as unknown as BatchRecord);
    },
    async start(batch: BatchRecord): Promise<void> {
      await sfn.send(
        new StartExecutionCommand({
          stateMachineArn: config('batchStateMachineArn'),
          name: batch.batchId,
          input: JSON.stringify({ batchId: batch.batchId, channelCustId: batch.channelCustId }),
        }),
      );
    },
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
    async get(channelCustId: string, batchId: string): Promise<BatchRecord | undefined> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table(), Key: keys.batch(channelCustId, batchId), ConsistentRead: true }),
      );
      return Item ? (strip(Item) as unknown as BatchRecord) : undefined;
    },
    /**
     * One page of per-card results: the next chunk (up to 100 cards) with a matching result. Chunks
     * whose results all miss the filter are skipped, reading at most `maxReads` chunks per call.
     * Each Query reads two chunk items, so the cursor is null exactly when no chunk follows.
     */
    resultsPage: (
      channelCustId: string,
      batchId: string,
      o: { status?: CardResult['status']; cursor?: string; maxReads?: number },
    ): Promise<Page<CardResult>> => chunkResultsPage<CardResult>(db, table(), keys.batch(channelCustId, batchId).pk, o),
    /** Per-card results, stored with each chunk's marker; the first `maxChunks` chunks. */
    async results(channelCustId: string, batchId: string, maxChunks: number): Promise<CardResult[]> {
      const { Items } = await db.send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chunk)',
          ExpressionAttributeValues: { ':pk': keys.batch(channelCustId, batchId).pk, ':chunk': skPrefix.chunk },
          Limit: maxChunks,
        }),
      );
      return (Items ?? []).flatMap((i) => (i.results as CardResult[]) ?? []);
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
            Key: keys.card(card.channelCustId, card.iccid),
            UpdateExpression: 'SET #state = :to, gsi1sk = :sk, lastBatchId = :b, stateChangedAt = :at',
            ConditionExpression:
              'attribute_exists(pk) AND #state = :from AND (attribute_not_exists(lastBatchId) OR lastBatchId <> :b)',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':to': to,
              ':from': from,
              ':b': batchId,
              ':sk': cardStateKey(to, card.iccid),
              ':at': at,
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
    /**
     * Records a chunk's per-card results and applies its counters exactly once: the chunk item is
     * written only if absent, in the same transaction as the counters. One item per chunk keeps
     * the write cost per card low.
     */
    completeChunk: (
      channelCustId: string,
      batchId: string,
      index: number,
      results: CardResult[],
      stats: Map<string, Record<string, number>>,
      at: string,
    ): Promise<boolean> =>
      completeChunkOnce(db, table(), {
        chunkKey: keys.batchChunk(channelCustId, batchId, index),
        jobKey: keys.batch(channelCustId, batchId),
        results,
        stats,
        at,
      }),
    /** The fields a batch needs of its cards, in one projection read per 100 cards. */
    batchGetCards: (channelCustId: string, iccids: string[]) =>
      batchGetAll(
        db,
        table(),
        iccids.map((i) => keys.card(channelCustId, i)),
        {
          ProjectionExpression: 'iccid, #state, #op, custId, channelCustId, quotaBytes, lastBatchId',
          ExpressionAttributeNames: { '#state': 'state', '#op': 'operator' },
        },
      ),
  };
}

export type BatchRepository = ReturnType<typeof createBatchRepository>;
