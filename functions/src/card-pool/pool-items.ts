import { BatchWriteCommand, GetCommand } from '../shared/aws/dynamodb-commands.ts';
/**
 * Item helpers shared by the pool repositories: a filtered, cursor-paged Query of one partition, a
 * GetItem without the table keys, and a BatchWrite of many items (unprocessed items written again).
 */
import type { DocumentClient } from '../shared/aws/dynamodb.ts';
import { queryPage as pageOf } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { chunks, mapLimit } from '../shared/util/map-limit.ts';

const strip = <T>({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest as unknown as T;

export function createPoolItems(db: DocumentClient, TABLE: () => string) {
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
    return pageOf(
      db,
      {
        TableName: TABLE(),
        KeyConditionExpression: opts.prefix ? 'pk = :pk AND begins_with(sk, :s)' : 'pk = :pk',
        ...(opts.filter ? { FilterExpression: opts.filter.expr } : {}),
        ExpressionAttributeValues: { ':pk': pk, ...(opts.prefix ? { ':s': opts.prefix } : {}), ...opts.filter?.values },
        ScanIndexForward: !opts.newestFirst,
      },
      {
        cursor: opts.cursor,
        pageSize: opts.pageSize,
        maxReads: 5,
        cursorKey: ['pk', 'sk'],
        partition: { name: 'pk', value: pk },
      },
      (i) => strip<T>(i),
    );
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
