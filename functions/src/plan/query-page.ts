import { type DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type Page, decodeCursor, encodeCursor } from '../shared/data/page-cursor.ts';

/** Index reads per list call: a selective filter returns a short page and a cursor instead of reading on. */
const READ_ROUNDS = 5;

export interface Filter {
  expression: string;
  names: Record<string, string>;
  values: Record<string, unknown>;
}
export interface PageOpts {
  cursor?: string;
  pageSize: number;
  newestFirst?: boolean;
}

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest;

/**
 * One page of a partition's items under an sk prefix, with an optional filter: at most READ_ROUNDS
 * Queries. When more items were read than the page holds, the cursor continues after the last one
 * shown, so nothing is skipped.
 */
export async function queryPage<T>(
  db: DynamoDBDocumentClient,
  table: string,
  pk: string,
  skPrefix: string,
  filter: Filter | undefined,
  opts: PageOpts,
): Promise<Page<T>> {
  let start = decodeCursor(opts.cursor, ['pk', 'sk'], { name: 'pk', value: pk });
  const items: Record<string, unknown>[] = [];
  for (let round = 0; round < READ_ROUNDS && items.length < opts.pageSize; round++) {
    const res = await db.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
        ...(filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names } : {}),
        ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ...filter?.values },
        Limit: opts.pageSize,
        ScanIndexForward: !opts.newestFirst,
        ExclusiveStartKey: start,
      }),
    );
    items.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey as Record<string, string> | undefined;
    if (!start) break;
  }
  const kept = items.slice(0, opts.pageSize);
  const last = kept.at(-1);
  const next = items.length > kept.length && last ? { pk: last.pk, sk: last.sk } : start;
  return { items: kept.map((i) => strip(i) as T), cursor: encodeCursor(next) };
}
