import { BatchGetCommand } from '../aws/dynamodb-commands.ts';
import type { DocumentClient } from '../aws/dynamodb.ts';
import { chunks } from '../util/map-limit.ts';

export interface TableKey {
  pk: string;
  sk: string;
}

/**
 * Reads many items by key: 100 keys per BatchGetItem, retrying unprocessed keys. Missing items
 * are simply absent from the result (order is not kept).
 */
export async function batchGetAll(
  db: DocumentClient,
  table: string,
  keyList: TableKey[],
  projection?: { ProjectionExpression: string; ExpressionAttributeNames?: Record<string, string> },
): Promise<Record<string, unknown>[]> {
  const out: Record<string, unknown>[] = [];
  for (const part of chunks(keyList, 100)) {
    type Request = Record<
      string,
      { Keys: TableKey[]; ProjectionExpression?: string; ExpressionAttributeNames?: Record<string, string> }
    >;
    let request: Request | undefined = { [table]: { Keys: part, ...projection } };
    while (request && Object.keys(request).length) {
      const res = await db.send(new BatchGetCommand({ RequestItems: request }));
      out.push(...(res.Responses?.[table] ?? []));
      request = res.UnprocessedKeys as typeof request;
    }
  }
  return out;
}
