import { config } from '../platform/config.ts';
import { DeleteCommand, GetCommand, PutCommand, TransactWriteCommand } from '../shared/aws/dynamodb-commands.ts';
import { documentClient } from '../shared/aws/dynamodb.ts';
import { type TableKey, batchGetAll } from '../shared/data/batch-get.ts';
import { conditionFailed, queryPage, writeOrFail } from '../shared/data/operations.ts';
import type { Page } from '../shared/data/page-cursor.ts';
import { AppError, type ErrorKey } from '../shared/http/error-catalogue.ts';

const strip = ({ pk: _p, sk: _s, ...rest }: Record<string, unknown>) => rest;

/** An equality / contains filter applied by DynamoDB after the key condition. */
export interface ItemFilter {
  equals?: Record<string, string | number | undefined>;
  contains?: Record<string, string | undefined>;
  /** Attributes that must be present (e.g. `qos`). */
  exists?: string[];
}

function filterExpression(f: ItemFilter) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const clauses: string[] = [];
  let i = 0;
  for (const [name, value] of Object.entries(f.equals ?? {})) {
    if (value === undefined) continue;
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    clauses.push(`#f${i} = :f${i}`);
    i++;
  }
  for (const [name, value] of Object.entries(f.contains ?? {})) {
    if (!value) continue;
    names[`#f${i}`] = name;
    values[`:f${i}`] = value;
    clauses.push(`contains(#f${i}, :f${i})`);
    i++;
  }
  for (const name of f.exists ?? []) {
    names[`#f${i}`] = name;
    clauses.push(`attribute_exists(#f${i})`);
    i++;
  }
  return { clauses, names, values };
}

/**
 * Platform catalogue items kept in one small partition each (zones, services, operator accounts,
 * operator goods): a list is one Query per page, a change is one conditional write.
 */
export function createCatalogueStore(db = documentClient(), table = () => config('tableName')) {
  return {
    async get<T>(key: TableKey): Promise<T | undefined> {
      const { Item } = await db.send(new GetCommand({ TableName: table(), Key: key, ConsistentRead: true }));
      return Item ? (strip(Item) as T) : undefined;
    },
    async getMany<T>(keyList: TableKey[]): Promise<T[]> {
      if (!keyList.length) return [];
      return (await batchGetAll(db, table(), keyList)).map((i) => strip(i) as T);
    },
    /** Writes a new item; `conflict` is the error when the key is taken. */
    async create(key: TableKey, item: object, conflict: ErrorKey = 'CONFLICT'): Promise<void> {
      await writeOrFail(
        db,
        new PutCommand({ TableName: table(), Item: { ...key, ...item }, ConditionExpression: 'attribute_not_exists(pk)' }),
        new AppError(conflict),
      );
    },
    /** Replaces an existing item; `missing` is the error when it is gone. */
    async replace(key: TableKey, item: object, missing: ErrorKey = 'NOT_FOUND'): Promise<void> {
      await writeOrFail(
        db,
        new PutCommand({ TableName: table(), Item: { ...key, ...item }, ConditionExpression: 'attribute_exists(pk)' }),
        new AppError(missing),
      );
    },
    /** Replaces several existing items in one transaction (≤ 100): all change, or none. */
    async replaceAll(entries: { key: TableKey; item: object }[], missing: ErrorKey = 'NOT_FOUND'): Promise<void> {
      if (!entries.length) return;
      try {
        await db.send(
          new TransactWriteCommand({
            TransactItems: entries.map(({ key, item }) => ({
              Put: { TableName: table(), Item: { ...key, ...item }, ConditionExpression: 'attribute_exists(pk)' },
            })),
          }),
        );
      } catch (e) {
        conditionFailed(e, new AppError(missing));
      }
    },
    async remove(key: TableKey, missing: ErrorKey = 'NOT_FOUND'): Promise<void> {
      await writeOrFail(
        db,
        new DeleteCommand({ TableName: table(), Key: key, ConditionExpression: 'attribute_exists(pk)' }),
        new AppError(missing),
      );
    },
    /**
     * One page of a partition in key order. With a filter a page may come back short with a
     * cursor; at most `maxReads` Queries per call.
     */
    async page<T>(
      pk: string,
      o: { filter?: ItemFilter; cursor?: string; pageSize: number; maxReads?: number },
    ): Promise<Page<T>> {
      const f = filterExpression(o.filter ?? {});
      return queryPage(
        db,
        {
          TableName: table(),
          KeyConditionExpression: 'pk = :pk',
          ...(f.clauses.length ? { FilterExpression: f.clauses.join(' AND '), ExpressionAttributeNames: f.names } : {}),
          ExpressionAttributeValues: { ':pk': pk, ...f.values },
        },
        { cursor: o.cursor, pageSize: o.pageSize, maxReads: o.maxReads ?? 5, partition: { name: 'pk', value: pk } },
        (i) => strip(i) as T,
      );
    },
    /** A whole (small, bounded) partition: the zones, or the operator accounts. */
    async all<T>(pk: string, filter?: ItemFilter): Promise<T[]> {
      const out: T[] = [];
      let cursor: string | undefined;
      do {
        const p = await this.page<T>(pk, { filter, cursor, pageSize: 100, maxReads: 1 });
        out.push(...p.items);
        cursor = p.cursor ?? undefined;
      } while (cursor);
      return out;
    },
  };
}

export type CatalogueStore = ReturnType<typeof createCatalogueStore>;
