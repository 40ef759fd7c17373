import { type DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TableKey } from './batch-get.ts';
import { keys, skPrefix } from './keys.ts';
import { type TransactItem, failedConditions } from './operations.ts';
import { type Page, decodeCursor, encodeCursor } from './page-cursor.ts';
import { addExpression, setExpression } from './update-expressions.ts';

/** What one chunk of a chunked job records: its item, what it adds to (and sets on) the job record, the card counters it moves. */
export interface ChunkWrite {
  chunkKey: TableKey;
  jobKey: TableKey;
  /** The chunk item's attributes (its per-item results, or what a later chunk resumes from). */
  item: Record<string, unknown>;
  add: Record<string, number>;
  set?: Record<string, unknown>;
  /** Card counter deltas per scope (`<scope>#STAT`). */
  stats?: Map<string, Record<string, number>>;
}

/** `SET …` and `ADD …` in one update expression (their placeholders are apart: `#s0`, `#a0`); undefined when both are empty. */
function setAndAdd(set: Record<string, unknown> = {}, add: Record<string, number> = {}) {
  const s = Object.keys(set).length ? setExpression(set) : undefined;
  const a = addExpression(add);
  if (!s || !a) return s ?? a;
  return {
    UpdateExpression: `${s.UpdateExpression} ${a.UpdateExpression}`,
    ExpressionAttributeNames: { ...s.ExpressionAttributeNames, ...a.ExpressionAttributeNames },
    ExpressionAttributeValues: { ...s.ExpressionAttributeValues, ...a.ExpressionAttributeValues },
  };
}

/**
 * The transaction of one chunk: the chunk item, written only if absent (always the first write: its
 * failed condition means "recorded before"), the job record's update and the card counters.
 */
export function chunkTransaction(tableName: string, c: ChunkWrite): TransactItem[] {
  const update = (key: TableKey, set?: Record<string, unknown>, add?: Record<string, number>): TransactItem | undefined => {
    const expression = setAndAdd(set, add);
    return expression && { Update: { TableName: tableName, Key: key, ...expression } };
  };
  const items: (TransactItem | undefined)[] = [
    { Put: { TableName: tableName, Item: { ...c.chunkKey, ...c.item }, ConditionExpression: 'attribute_not_exists(pk)' } },
    update(c.jobKey, c.set, c.add),
    ...[...(c.stats ?? [])].map(([scope, delta]) => update(keys.cardStats(scope), undefined, delta)),
  ];
  return items.filter((i): i is TransactItem => Boolean(i));
}

/**
 * Records one chunk of a chunked job exactly once (chunkTransaction). False when the chunk was
 * recorded before (a retried chunk): nothing is counted twice.
 */
export async function completeChunkOnce(db: DynamoDBDocumentClient, tableName: string, c: ChunkWrite): Promise<boolean> {
  try {
    await db.send(new TransactWriteCommand({ TransactItems: chunkTransaction(tableName, c) }));
    return true;
  } catch (error) {
    if (failedConditions(error).includes(0)) return false;
    throw error;
  }
}

/**
 * One page of per-item results of a chunked job (batch, import): the results are stored on the
 * job's `CHUNK#<n>` items, so a page is the next chunk holding a result that matches `status`.
 * Chunks whose results all miss the filter are skipped, reading at most `maxReads` chunks per call;
 * each Query reads two chunk items, so the cursor is null exactly when no chunk follows.
 */
export async function chunkResultsPage<R extends { status: string }>(
  db: DynamoDBDocumentClient,
  tableName: string,
  pk: string,
  o: { status?: R['status']; cursor?: string; maxReads?: number },
): Promise<Page<R>> {
  let start = decodeCursor(o.cursor, ['pk', 'sk'], { name: 'pk', value: pk });
  for (let reads = 0; reads < (o.maxReads ?? 10); reads++) {
    const res = await db.send(
      new QueryCommand({
        TableName: tableName,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :chunk)',
        ExpressionAttributeValues: { ':pk': pk, ':chunk': skPrefix.chunk },
        ExclusiveStartKey: start,
        Limit: 2,
      }),
    );
    const [chunk, following] = res.Items ?? [];
    if (!chunk) return { items: [], cursor: null };
    const results = (chunk.results as R[]) ?? [];
    const items = o.status ? results.filter((r) => r.status === o.status) : results;
    start = { pk, sk: String(chunk.sk) };
    if (items.length || !following) return { items, cursor: following ? encodeCursor(start) : null };
  }
  return { items: [], cursor: encodeCursor(start) };
}
