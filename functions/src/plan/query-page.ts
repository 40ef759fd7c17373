import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { queryPage as partitionPage } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';

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
 * Queries (shared/data/operations.ts `queryPage`), so nothing is skipped.
 */
export function queryPage<T>(
  db: DocumentClient,
  table: string,
  pk: string,
  skPrefix: string,
  filter: Filter | undefined,
  opts: PageOpts,
): Promise<Page<T>> {
  return partitionPage(
    db,
    {
      TableName: table,
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ...(filter ? { FilterExpression: filter.expression, ExpressionAttributeNames: filter.names } : {}),
      ExpressionAttributeValues: { ':pk': pk, ':prefix': skPrefix, ...filter?.values },
      ScanIndexForward: !opts.newestFirst,
    },
    { cursor: opts.cursor, pageSize: opts.pageSize, maxReads: READ_ROUNDS, partition: { name: 'pk', value: pk } },
    (i) => strip(i) as T,
  );
}
