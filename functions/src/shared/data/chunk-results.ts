import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type Page, decodeCursor, encodeCursor } from './page-cursor.ts';

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
        ExpressionAttributeValues: { ':pk': pk, ':chunk': 'CHUNK#' },
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
