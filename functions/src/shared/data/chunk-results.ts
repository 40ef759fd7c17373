import { QueryCommand } from '../aws/dynamodb-commands.ts';
/**
 * The chunk items of a chunked job (shared/jobs/): the transaction that records one chunk exactly
 * once with what it adds to the job record and the card counters, and the pages of per-item results
 * the chunk items hold. Keys come from the job's entity declarations.
 */
import type { DocumentClient } from '../aws/dynamodb.ts';
import { shanghaiMonth } from '../time/calendar.ts';
import { cardStatsEntity } from './entities/usage.entity.ts';
import { entityQuery, entitySteps, within } from './entity-operations.ts';
import type { Entity, InferItem } from './entity.ts';
import { type TransactStep, transactSteps, tryCondition } from './operations.ts';
import { type Page, decodeCursor, encodeCursor } from './page-cursor.ts';
import { cardMonthSteps } from './report-rollups.ts';

/** What one chunk of a chunked job records: its item, what it adds to (and sets on) the job record, the card counters it moves. */
export interface ChunkWrite<C, CK extends object, J, JK extends object> {
  chunk: Entity<C, CK, string>;
  /** The chunk item with its key attributes (its per-item results, or what a later chunk resumes from). */
  item: C & CK;
  job: Entity<J, JK, string>;
  jobKey: JK;
  add: Record<string, number>;
  set?: Partial<J>;
  /** Card counter deltas per scope (`<scope>#STAT`). */
  stats?: Map<string, Record<string, number>>;
}

const moves = (add: Record<string, number> = {}) => Object.values(add).some((v) => v !== 0);
/** Counter deltas by attribute name (a job record's `succeeded`, the card counters' `s64`, …). */
type Counters<I> = Partial<Record<keyof I & string, number>>;
type CardStats = InferItem<typeof cardStatsEntity>;

/**
 * The transaction of one chunk: the chunk item, written only if absent (always the first write: its
 * failed condition means "recorded before"), the job record's update, the card counters and their
 * report months (report-rollups.ts); an
 * update with nothing to set or add (a zero counter delta) is left out.
 */
export function chunkSteps<C, CK extends object, J, JK extends object>(
  table: string,
  c: ChunkWrite<C, CK, J, JK>,
): TransactStep[] {
  const set = c.set && Object.keys(c.set).length ? c.set : undefined;
  return [
    entitySteps.put(table, c.chunk, c.item, 'absent'),
    ...(set || moves(c.add)
      ? [entitySteps.update(table, c.job, c.jobKey, { ...(set ? { set } : {}), add: c.add as Counters<J> })]
      : []),
    ...[...(c.stats ?? [])]
      .filter(([, delta]) => moves(delta))
      .map(([scope, delta]) => entitySteps.update(table, cardStatsEntity, { scope }, { add: delta as Counters<CardStats> })),
    // The report roll-ups of the month (issue #17): in the same transaction, so a retried chunk adds nothing.
    ...cardMonthSteps(table, c.stats ?? new Map(), shanghaiMonth(new Date()), Object.values(c.chunk.key(c.item)).join('#')),
  ];
}

/**
 * Records one chunk of a chunked job exactly once (chunkSteps). False when the chunk was recorded
 * before (a retried chunk): nothing is counted twice. Only the chunk item's write has a condition.
 */
export function completeChunkOnce<C, CK extends object, J, JK extends object>(
  db: DocumentClient,
  table: string,
  c: ChunkWrite<C, CK, J, JK>,
): Promise<boolean> {
  return tryCondition(transactSteps(db, chunkSteps(table, c)));
}

/**
 * One page of per-item results of a chunked job (batch, import): the results are stored on the
 * job's chunk items (`CHUNK#<n>`), so a page is the next chunk holding a result that matches
 * `status`. Chunks whose results all miss the filter are skipped, reading at most `maxReads` chunks
 * per call; each Query reads two chunk items, so the cursor is null exactly when no chunk follows.
 */
export async function chunkResultsPage<R extends { status: string }, C, CK extends object>(
  db: DocumentClient,
  table: string,
  chunks: Entity<C, CK, string>,
  job: Partial<CK>,
  o: { status?: R['status']; cursor?: string; maxReads?: number },
): Promise<Page<R>> {
  const partition = within(chunks, job);
  const query = entityQuery(table, chunks, partition);
  const pk = partition.pk;
  let start = decodeCursor(o.cursor, ['pk', 'sk'], { name: 'pk', value: pk });
  for (let reads = 0; reads < (o.maxReads ?? 10); reads++) {
    const res = await db.send(new QueryCommand({ ...query, ExclusiveStartKey: start, Limit: 2 }));
    const [chunk, following] = res.Items ?? [];
    if (!chunk) return { items: [], cursor: null };
    const results = (chunks.parse(chunk) as { results?: R[] }).results ?? [];
    const items = o.status ? results.filter((r) => r.status === o.status) : results;
    start = { pk, sk: String(chunk.sk) };
    if (items.length || !following) return { items, cursor: following ? encodeCursor(start) : null };
  }
  return { items: [], cursor: encodeCursor(start) };
}
