/**
 * Item helpers shared by the pool repositories: a filtered, cursor-paged Query of one partition, a
 * GetItem without the table keys, and a BatchWrite of many items (unprocessed items written again).
 */
import { BatchWriteCommand, type DynamoDBDocumentClient, GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { type Page, decodeCursor, encodeCursor } from '../shared/data/page-cursor.ts';
import { chunks, mapLimit } from '../shared/util/map-limit.ts';

const strip = <T>({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest as unknown as T;

export function createPoolItems(db: DynamoDBDocumentClient, TABLE: () => string) {
  async function queryPage<T>(
    pk: string,
    opts: {
      cursor?: string;
      pageSize: number;
      prefix?: string;
      newestFirst?: boolean;
      filter?: { expr: string; values: object };
    },
  ): Promise<Page<T>> {
    let start = decodeCursor(opts.cursor, ['pk', 'sk'], { name: 'pk', value: pk });
    const items: T[] = [];
    // A filter is applied after reading; a few reads fill the page, else it comes back short with a cursor.
    for (let reads = 0; reads < 5 && items.length < opts.pageSize; reads++) {
      const res = await db.send(
        new QueryCommand({
          TableName: TABLE(),
          KeyConditionExpression: opts.prefix ? 'pk = :pk AND begins_with(sk, :s)' : 'pk = :pk',
          ...(opts.filter ? { FilterExpression: opts.filter.expr } : {}),
          ExpressionAttributeValues: { ':pk': pk, ...(opts.prefix ? { ':s': opts.prefix } : {}), ...opts.filter?.values },
          ExclusiveStartKey: start,
          ScanIndexForward: !opts.newestFirst,
          Limit: opts.pageSize - items.length,
        }),
      );
      items.push(...(res.Items ?? []).map((i) => strip<T>(i)));
      start = res.LastEvaluatedKey as Record<string, string> | undefined;
      if (!start) break;
    }
    return { items, cursor: encodeCursor(start) };
  }

  async function getItem<T>(key: { pk: string; sk: string }): Promise<T | null> {
    const { Item } = await db.send(new GetCommand({ TableName: TABLE(), Key: key }));
    return Item ? strip<T>(Item) : null;
  }

  async function writeAll(items: Record<string, unknown>[]): Promise<void> {
    await mapLimit(chunks(items, 25), 4, async (part) => {
      let pending: unknown[] | undefined = part.map((Item) => ({ PutRequest: { Item } }));
      while (pending?.length) {
        const res: { UnprocessedItems?: Record<string, unknown[]> } = await db.send(
          new BatchWriteCommand({ RequestItems: { [TABLE()]: pending as never } }),
        );
        pending = res.UnprocessedItems?.[TABLE()];
      }
    });
  }

  return { queryPage, getItem, writeAll };
}
