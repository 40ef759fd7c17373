/**
 * The record of a chunked job and everything read about it, derived from its declaration
 * (chunked-job.ts `keys`): the job item with its list entries and owner pointer, its chunk items
 * (each written once, with the job's counts), the end, a scope's list page with live counters, and
 * the results pages worded in the reader's language. Batches, card imports and exports use it; the
 * next job (bill run, write-off cycle, …) gets all of it by declaring its keys.
 */
import { StartExecutionCommand } from '@aws-sdk/client-sfn';
import {
  type DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { config } from '../../platform/config.ts';
import { documentClient } from '../aws/dynamodb.ts';
import { sfnClient } from '../aws/sfn.ts';
import { batchGetAll } from '../data/batch-get.ts';
import { type ChunkWrite, chunkResultsPage, completeChunkOnce } from '../data/chunk-results.ts';
import { skPrefix } from '../data/keys.ts';
import { type TransactItem, failedConditions, isConditionFailure, queryPage } from '../data/operations.ts';
import { ownerPointer } from '../data/owner-directory.repository.ts';
import type { Page } from '../data/page-cursor.ts';
import { setExpression } from '../data/update-expressions.ts';
import type { Lang } from '../i18n/lang.ts';
import { type ChunkedJobDeclaration, resultCounts } from './chunked-job.ts';

/** What every job record has: the list shows live counters of the ones still processing. */
export interface JobRecord {
  status: string;
}

/** A list filter applied by DynamoDB after reading (built by the job's service: status, type, …). */
export interface ListFilter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}

type StoreDeclaration<Ref, Rec, Result> = Pick<
  ChunkedJobDeclaration<string, Ref, Rec, Result>,
  'name' | 'arnEnv' | 'keys' | 'resultView'
>;

const strip = <T>({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest as T;

/** The record update of a job that is still running (`status = processing`), so an ended job is never reopened. */
function whileRunning(tableName: string, key: Record<string, string>, set: Record<string, unknown>) {
  const expression = setExpression(set);
  return {
    TableName: tableName,
    Key: key,
    ...expression,
    ConditionExpression: 'attribute_exists(pk) AND #jobStatus = :processing',
    ExpressionAttributeNames: { ...expression.ExpressionAttributeNames, '#jobStatus': 'status' },
    ExpressionAttributeValues: { ...expression.ExpressionAttributeValues, ':processing': 'processing' },
  };
}

/**
 * The writes that create a job: the record (only if absent: its failed condition is always the
 * first), a copy per listing scope and the owner pointer.
 */
export function createJobWrites<Ref, Rec extends JobRecord>(
  tableName: string,
  keys: StoreDeclaration<Ref, Rec, unknown>['keys'],
  rec: Rec,
): TransactItem[] {
  const list = keys.list;
  const owner = keys.owner?.(rec);
  return [
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.record(keys.ref(rec)), ...rec },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    ...(list.kind === 'copies'
      ? list.scopes(rec).map((scope) => ({ Put: { TableName: tableName, Item: { ...list.entry(scope, rec), ...rec } } }))
      : []),
    ...(owner ? [{ Put: { TableName: tableName, Item: ownerPointer(owner.kind, owner.id, owner.channelCustId) } }] : []),
  ];
}

/** The job record, list entries, chunks and results of one declared job. */
export function createJobStore<Ref, Rec extends JobRecord, Result extends { status: string } = never>(
  job: StoreDeclaration<Ref, Rec, Result>,
  db: DynamoDBDocumentClient = documentClient(),
  table = () => config('tableName'),
  sfn = sfnClient(),
) {
  const { keys } = job;
  const recordKey = (ref: Ref) => keys.record(ref) as unknown as Record<string, string>;
  const store = {
    /** Records a new job; `onExists` names the error when one with its key exists already (else the storage error). */
    async create(rec: Rec, onExists?: () => Error): Promise<void> {
      try {
        await db.send(new TransactWriteCommand({ TransactItems: createJobWrites(table(), keys, rec) }));
      } catch (error) {
        if (onExists && failedConditions(error).includes(0)) throw onExists();
        throw error;
      }
    },

    /** Hands the job to its state machine: the execution is named after the job (a second start is refused by Step Functions). */
    async start(ref: Ref, executionName: string): Promise<void> {
      const arn = process.env[job.arnEnv];
      if (!arn) throw new Error(`Missing environment variable ${job.arnEnv}`);
      await sfn.send(new StartExecutionCommand({ stateMachineArn: arn, name: executionName, input: JSON.stringify(ref) }));
    },

    async get(ref: Ref): Promise<Rec | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: recordKey(ref), ConsistentRead: true }));
      return Item ? strip<Rec>(Item) : undefined;
    },

    /** Sets fields of the record (e.g. the plan a replayed plan step must find again). */
    async set(ref: Ref, set: Partial<Rec>): Promise<void> {
      await db.send(new UpdateCommand({ TableName: table(), Key: recordKey(ref), ...setExpression(set) }));
    },

    /** Sets fields of a job still running; false when it has ended (or does not exist). */
    async setWhileRunning(ref: Ref, set: Partial<Rec>): Promise<boolean> {
      try {
        await db.send(new UpdateCommand(whileRunning(table(), recordKey(ref), set)));
        return true;
      } catch (error) {
        if (isConditionFailure(error)) return false;
        throw error;
      }
    },

    /**
     * Ends a running job: the record and its list copies together. The copies get the whole record,
     * so one missing for any reason is rebuilt complete rather than partial. False when it had ended.
     */
    async finish(rec: Rec, set: Partial<Rec>): Promise<boolean> {
      const list = keys.list;
      if (list.kind === 'inPlace') return store.setWhileRunning(keys.ref(rec), set);
      const record = { ...rec, ...set };
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: [
              { Update: whileRunning(table(), recordKey(keys.ref(rec)), set) },
              ...list
                .scopes(rec)
                .map((scope) => ({ Put: { TableName: table(), Item: { ...list.entry(scope, rec), ...record } } })),
            ],
          }),
        );
        return true;
      } catch (error) {
        if (failedConditions(error).includes(0)) return false;
        throw error;
      }
    },

    /**
     * A scope's jobs, newest first. A filter applies after reading, so a page may come back short
     * with a cursor (at most `maxReads` Queries). List copies are written at the start and the end
     * only: jobs still running are answered from their record, with live counters.
     */
    async list(
      scope: string,
      o: { filter?: ListFilter; cursor?: string; pageSize: number; maxReads?: number },
    ): Promise<Page<Rec>> {
      const pk = keys.list.partition(scope);
      const inPlace = keys.list.kind === 'inPlace' ? keys.list.skPrefix : undefined;
      const page = await queryPage(
        db,
        {
          TableName: table(),
          KeyConditionExpression: inPlace ? 'pk = :pk AND begins_with(sk, :prefix)' : 'pk = :pk',
          ScanIndexForward: false,
          ...(o.filter ? { FilterExpression: o.filter.expression } : {}),
          ...(o.filter && Object.keys(o.filter.names).length ? { ExpressionAttributeNames: o.filter.names } : {}),
          ExpressionAttributeValues: { ':pk': pk, ...(inPlace ? { ':prefix': inPlace } : {}), ...o.filter?.values },
        },
        {
          cursor: o.cursor,
          pageSize: o.pageSize,
          maxReads: o.maxReads ?? 5,
          cursorKey: ['pk', 'sk'],
          partition: { name: 'pk', value: pk },
        },
        (i) => strip<Rec>(i),
      );
      if (inPlace) return page;
      const running = page.items.filter((r) => r.status === 'processing');
      if (!running.length) return page;
      const live = await batchGetAll(
        db,
        table(),
        running.map((r) => keys.record(keys.ref(r))),
      );
      const byKey = new Map(live.map((i) => [`${i.pk}|${i.sk}`, strip<Rec>(i)]));
      const current = (r: Rec) => {
        const k = keys.record(keys.ref(r));
        return byKey.get(`${k.pk}|${k.sk}`) ?? r;
      };
      return { items: page.items.map((r) => (r.status === 'processing' ? current(r) : r)), cursor: page.cursor };
    },

    /** Whether a chunk was recorded (a duplicate delivery of a done chunk is skipped before any work). */
    async chunkDone(ref: Ref, index: number): Promise<boolean> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table(), Key: keys.chunk(ref, index), ProjectionExpression: 'pk', ConsistentRead: true }),
      );
      return Boolean(Item);
    },

    /** A recorded chunk's item (what the chunk after it resumes from), or undefined. */
    async chunk(ref: Ref, index: number): Promise<Record<string, unknown> | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: keys.chunk(ref, index), ConsistentRead: true }));
      return Item ? strip<Record<string, unknown>>(Item) : undefined;
    },

    /** Records a chunk exactly once with what it adds to and sets on the record; false when recorded before. */
    completeChunk: (ref: Ref, index: number, c: Omit<ChunkWrite, 'chunkKey' | 'jobKey'>): Promise<boolean> =>
      completeChunkOnce(db, table(), { ...c, chunkKey: keys.chunk(ref, index), jobKey: keys.record(ref) }),

    /**
     * Records a chunk's per-item results once: the chunk item holds them and its counts, the record
     * adds `succeeded`, `failed` and `chunksDone`, the card counters of every scope move with it.
     */
    completeResults(ref: Ref, index: number, results: Result[], stats: Map<string, Record<string, number>>, at: string) {
      const counts = resultCounts(results);
      return store.completeChunk(ref, index, { item: { ...counts, results, at }, add: { ...counts, chunksDone: 1 }, stats });
    },

    /** One page of results (the next chunk holding a match), worded in the reader's language. */
    async resultsPage(ref: Ref, o: { status?: Result['status']; cursor?: string; maxReads?: number }, lang: Lang) {
      const page = await chunkResultsPage<Result>(db, table(), keys.chunk(ref, 0).pk, o);
      return { items: page.items.map((r) => store.view(r, lang)), cursor: page.cursor };
    },

    /** The stored results of the first `maxChunks` chunks (a detail screen's preview: word them with `view`). */
    async firstResults(ref: Ref, maxChunks: number): Promise<Result[]> {
      const { Items } = await db.send(
        new QueryCommand({
          TableName: table(),
          KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chunk)',
          ExpressionAttributeValues: { ':pk': keys.chunk(ref, 0).pk, ':chunk': skPrefix.chunk },
          Limit: maxChunks,
        }),
      );
      return (Items ?? []).flatMap((i) => (i.results as Result[]) ?? []);
    },

    /** A stored result as the API answers it: its reason code worded in the reader's language. */
    view: (r: Result, lang: Lang): unknown => (job.resultView ? job.resultView(r, lang) : r),
  };
  return store;
}

export type JobStore<Ref, Rec extends JobRecord, Result extends { status: string } = never> = ReturnType<
  typeof createJobStore<Ref, Rec, Result>
>;
