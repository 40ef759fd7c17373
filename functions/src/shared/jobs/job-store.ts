import { config } from '../../platform/config.ts';
/**
 * The record of a chunked job and everything read about it, derived from its declaration
 * (chunked-job.ts `items`: entity declarations of shared/data/entities/): the job item with its list
 * entries and owner pointer, its chunk items (each written once, with the job's counts), the end, a
 * scope's list page with live counters, and the results pages worded in the reader's language.
 * Batches, card imports and exports use it; the next job (bill run, write-off cycle, …) gets all of
 * it by declaring its entities.
 */
import type { DocumentClient } from '../aws/dynamodb.ts';
import { documentClient } from '../aws/dynamodb.ts';
import { sfnClient, startExecution } from '../aws/sfn.ts';
import { batchGetAll } from '../data/batch-get.ts';
import { chunkResultsPage, completeChunkOnce } from '../data/chunk-results.ts';
import { ownerDirectoryEntity } from '../data/entities/owner.entity.ts';
import { type Condition, entitySteps, entityStore, within } from '../data/entity-operations.ts';
import { type TransactStep, tryCondition } from '../data/operations.ts';
import type { Page } from '../data/page-cursor.ts';
import type { AppError } from '../http/error-catalogue.ts';
import type { Lang } from '../i18n/lang.ts';
import { type ChunkedJobDeclaration, type JobItems, hostedInput, resultCounts } from './chunked-job.ts';

/** What every job record has: the list shows live counters of the ones still processing. */
export interface JobRecord {
  status: string;
}

/** A list filter applied by DynamoDB after reading (built by the job's service: status, type, …). */
export type ListFilter = Condition;

type StoreDeclaration<Ref extends object, Rec, Chunk, Result> = Pick<
  ChunkedJobDeclaration<string, Ref, Rec, Chunk, Result>,
  'name' | 'arnEnv' | 'items' | 'resultView' | 'host'
>;

/** The condition of every write that must not touch an ended job: it exists and is still `processing`. */
const stillRunning: Condition = {
  expression: 'attribute_exists(pk) AND #jobStatus = :processing',
  names: { '#jobStatus': 'status' },
  values: { ':processing': 'processing' },
};

/**
 * The writes that create a job: the record (only if absent, else `onExists`: its failed condition is
 * always the first), a copy per listing scope and the owner pointer.
 */
export function createJobSteps<Ref extends object, Rec extends JobRecord, Chunk>(
  table: string,
  items: JobItems<Ref, Rec, Chunk>,
  rec: Rec,
  onExists?: AppError,
): TransactStep[] {
  const { list } = items;
  const owner = items.owner?.(rec);
  return [
    entitySteps.put(table, items.record, { ...rec, ...items.ref(rec) }, 'absent', onExists),
    ...(list.kind === 'copies' ? list.scopes(rec).map((scope) => entitySteps.put(table, list.entry, { ...rec, scope })) : []),
    ...(owner ? [entitySteps.put(table, ownerDirectoryEntity, owner)] : []),
  ];
}

/**
 * Hands a job to its state machine (a hosted job: its host's, with its name in the input): the
 * execution is named after the job (a second start is refused by Step Functions). On its own so a
 * function that only starts jobs does not bundle the rest of the store.
 */
export async function startJob<Ref extends object>(
  job: Pick<ChunkedJobDeclaration<string, Ref, unknown, unknown, never>, 'arnEnv' | 'name' | 'host'>,
  ref: Ref,
  executionName: string,
  sfn = sfnClient(),
): Promise<void> {
  const arn = process.env[job.arnEnv];
  if (!arn) throw new Error(`Missing environment variable ${job.arnEnv}`);
  await startExecution({ stateMachineArn: arn, name: executionName, input: JSON.stringify(hostedInput(job, ref)) }, sfn);
}

/** The job record, list entries, chunks and results of one declared job. */
export function createJobStore<Ref extends object, Rec extends JobRecord, Chunk, Result extends { status: string } = never>(
  job: StoreDeclaration<Ref, Rec, Chunk, Result>,
  db: DocumentClient = documentClient(),
  table = () => config('tableName'),
  sfn = sfnClient(),
) {
  const { items } = job;
  const data = entityStore(db, table);
  /**
   * A chunk's key attributes: the job's ref (only its key attributes — `ref` of a ref is the ref, so
   * a record passed as ref adds nothing to the chunk item) and the chunk's index.
   */
  const chunkKey = (ref: Ref, index: number) => ({ ...items.ref(ref as unknown as Rec), index });
  /** The per-item results a chunk item holds (a job with results declares them as its chunk's `results`). */
  const resultsOf = (chunk: Chunk): Result[] => (chunk as { results?: Result[] }).results ?? [];
  const store = {
    /** Records a new job; `onExists` is the error when one with its key exists already (else the storage error). */
    async create(rec: Rec, onExists?: AppError): Promise<void> {
      await data.transact(createJobSteps(table(), items, rec, onExists));
    },

    /** Hands the job to its state machine (`startJob`). */
    start: (ref: Ref, executionName: string): Promise<void> => startJob(job, ref, executionName, sfn),

    get: (ref: Ref): Promise<Rec | undefined> => data.get(items.record, ref, true),

    /** Sets fields of the record (e.g. the plan a replayed plan step must find again). */
    async set(ref: Ref, set: Partial<Rec>): Promise<void> {
      await data.update(items.record, ref, { set });
    },

    /** Sets fields of a job still running; false when it has ended (or does not exist). */
    setWhileRunning: (ref: Ref, set: Partial<Rec>): Promise<boolean> =>
      tryCondition(data.update(items.record, ref, { set, condition: stillRunning })),

    /**
     * Ends a running job: the record and its list copies together. The copies get the whole record,
     * so one missing for any reason is rebuilt complete rather than partial. False when it had ended.
     */
    async finish(rec: Rec, set: Partial<Rec>): Promise<boolean> {
      const { list } = items;
      if (list.kind === 'inPlace') return store.setWhileRunning(items.ref(rec), set);
      const record = { ...rec, ...set };
      // Only the record's update has a condition.
      return tryCondition(
        data.transact([
          entitySteps.update(table(), items.record, items.ref(rec), { set, condition: stillRunning }),
          ...list.scopes(rec).map((scope) => entitySteps.put(table(), list.entry, { ...record, scope })),
        ]),
      );
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
      const { list } = items;
      const query = { backwards: true, ...(o.filter ? { filter: o.filter } : {}) };
      const paging = { cursor: o.cursor, pageSize: o.pageSize, maxReads: o.maxReads ?? 5 };
      if (list.kind === 'inPlace') {
        return data.page(items.record, { ...within(items.record, list.within(scope)), ...query }, paging);
      }
      const page = await data.page(
        list.entry,
        { ...within(list.entry, { scope } as Partial<Rec & { scope: string }>), ...query },
        paging,
      );
      const running = page.items.filter((r) => r.status === 'processing');
      if (!running.length) return page;
      const recordKey = (r: Rec) => items.record.key(items.ref(r));
      const live = await batchGetAll(db, table(), running.map(recordKey));
      const byKey = new Map(live.map((i) => [`${i.pk}|${i.sk}`, items.record.parse(i)]));
      const current = (r: Rec) => {
        const k = recordKey(r);
        return byKey.get(`${k.pk}|${k.sk}`) ?? r;
      };
      return { items: page.items.map((r) => (r.status === 'processing' ? current(r) : r)), cursor: page.cursor };
    },

    /** Whether a chunk was recorded (a duplicate delivery of a done chunk is skipped before any work). */
    chunkDone: async (ref: Ref, index: number): Promise<boolean> => Boolean(await store.chunk(ref, index)),

    /** A recorded chunk's item (what the chunk after it resumes from), or undefined. */
    chunk: (ref: Ref, index: number): Promise<Chunk | undefined> => data.get(items.chunk, chunkKey(ref, index), true),

    /** Records a chunk exactly once with what it adds to and sets on the record; false when recorded before. */
    completeChunk: (
      ref: Ref,
      index: number,
      c: { item: Chunk; add: Record<string, number>; set?: Partial<Rec>; stats?: Map<string, Record<string, number>> },
    ): Promise<boolean> =>
      completeChunkOnce(db, table(), {
        chunk: items.chunk,
        item: { ...c.item, ...chunkKey(ref, index) },
        job: items.record,
        jobKey: ref,
        add: c.add,
        set: c.set,
        stats: c.stats,
      }),

    /**
     * Records a chunk's per-item results once: the chunk item holds them and its counts, the record
     * adds `succeeded`, `failed` and `chunksDone`, the card counters of every scope move with it.
     */
    completeResults(ref: Ref, index: number, results: Result[], stats: Map<string, Record<string, number>>, at: string) {
      const counts = resultCounts(results);
      // A job with per-item results declares its chunk item as its counts, its results and when.
      const item = { ...counts, results, at } as unknown as Chunk;
      return store.completeChunk(ref, index, { item, add: { ...counts, chunksDone: 1 }, stats });
    },

    /** One page of results (the next chunk holding a match), worded in the reader's language. */
    async resultsPage(ref: Ref, o: { status?: Result['status']; cursor?: string; maxReads?: number }, lang: Lang) {
      const page = await chunkResultsPage<Result, Chunk, Ref & { index: number }>(db, table(), items.chunk, ref, o);
      return { items: page.items.map((r) => store.view(r, lang)), cursor: page.cursor };
    },

    /** The stored results of the first `maxChunks` chunks (a detail screen's preview: word them with `view`). */
    async firstResults(ref: Ref, maxChunks: number): Promise<Result[]> {
      const page = await data.page(items.chunk, within(items.chunk, ref), { pageSize: maxChunks, maxReads: 1 });
      return page.items.flatMap(resultsOf);
    },

    /** A stored result as the API answers it: its reason code worded in the reader's language. */
    view: (r: Result, lang: Lang): unknown => (job.resultView ? job.resultView(r, lang) : r),
  };
  return store;
}

export type JobStore<Ref extends object, Rec extends JobRecord, Chunk, Result extends { status: string } = never> = ReturnType<
  typeof createJobStore<Ref, Rec, Chunk, Result>
>;
