import { type DynamoDBDocumentClient, QueryCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { TableKey } from './batch-get.ts';
import { keys, skPrefix } from './keys.ts';
import { failedConditions } from './operations.ts';
import { type Page, decodeCursor, encodeCursor } from './page-cursor.ts';
import { addExpression } from './update-expressions.ts';

/**
 * Records one chunk of a chunked job (batch, import) exactly once: the chunk item with its per-item
 * results is written only if absent, in the same transaction as the job's counts (`succeeded`,
 * `failed`, `chunksDone`) and the card counters of every scope. False when the chunk was recorded
 * before (a retried chunk): nothing is counted twice.
 */
export async function completeChunkOnce<R extends { status: string }>(
  db: DynamoDBDocumentClient,
  tableName: string,
  c: { chunkKey: TableKey; jobKey: TableKey; results: R[]; stats: Map<string, Record<string, number>>; at: string },
): Promise<boolean> {
  const counts = {
    succeeded: c.results.filter((r) => r.status === 'succeeded').length,
    failed: c.results.filter((r) => r.status === 'failed').length,
  };
  const add = (key: TableKey, delta: Record<string, number>) => {
    const expression = addExpression(delta);
    return expression && { Update: { TableName: tableName, Key: key, ...expression } };
  };
  const items = [
    {
      Put: {
        TableName: tableName,
        Item: { ...c.chunkKey, ...counts, results: c.results, at: c.at },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    add(c.jobKey, { ...counts, chunksDone: 1 }),
    ...[...c.stats].map(([scope, delta]) => add(keys.cardStats(scope), delta)),
  ].filter(Boolean);
  try {
    await db.send(new TransactWriteCommand({ TransactItems: items as never }));
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
