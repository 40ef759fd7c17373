import { DeleteCommand, GetCommand, PutCommand, type UpdateCommandInput } from '../aws/dynamodb-commands.ts';
/**
 * The generic operations of operations.ts bound to an entity declaration (entity.ts): get, a cursor
 * page of an access pattern, put with unique-value claims, an update that recomputes the index keys
 * whose attributes it changes, and transaction steps. Failed conditions are still classified only in
 * operations.ts (`transactSteps`, `updateOrFail`, `writeOrFail`).
 */
import type { DocumentClient } from '../aws/dynamodb.ts';
import type { AppError } from '../http/error-catalogue.ts';
import type { TableKey } from './batch-get.ts';
import { type Entity, tableIndexes } from './entity.ts';
import {
  type PartitionQuery,
  type TransactStep,
  type UniqueClaim,
  putUnique,
  queryAll,
  queryPage,
  transactSteps,
  updateOrFail,
  writeOrFail,
} from './operations.ts';
import type { Page } from './page-cursor.ts';
import { type ShardedPartition, shardWalkPage, shardedQueryAll, shardedQueryPage } from './sharded-query.ts';
import { addExpression, setExpression } from './update-expressions.ts';

/** A condition with its own placeholders (`#x`, `:x`; the update's own are `#s0`, `#a0`, `#r0`, …). */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}
/** `exists` / `absent`: the item is there / is not there yet. */
export type ConditionArg = Condition | 'exists' | 'absent';

const conditionOf = (c: ConditionArg | undefined): Condition | undefined =>
  c === 'exists' ? { expression: 'attribute_exists(pk)' } : c === 'absent' ? { expression: 'attribute_not_exists(pk)' } : c;

function withCondition<T extends object>(input: T, c: ConditionArg | undefined) {
  const cond = conditionOf(c);
  if (!cond) return input;
  const base = input as {
    ExpressionAttributeNames?: Record<string, string>;
    ExpressionAttributeValues?: Record<string, unknown>;
  };
  const names = { ...base.ExpressionAttributeNames, ...cond.names };
  const values = { ...base.ExpressionAttributeValues, ...cond.values };
  return {
    ...input,
    ConditionExpression: cond.expression,
    ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
    ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
  };
}

/** An update of an entity's item; index keys depending on a changed attribute are recomputed. */
export interface EntityUpdate<I> {
  set?: Partial<I>;
  add?: Partial<Record<keyof I & string, number>>;
  remove?: readonly (keyof I & string)[];
  /** What an index key needs besides `set` and the primary key (e.g. the iccid of a state change). */
  current?: Partial<I>;
  condition?: ConditionArg;
  returnValues?: UpdateCommandInput['ReturnValues'];
}

/** The UpdateItem input of `update` (index keys included), for a single write or a transaction step. */
export function updateInput<I, P extends object, X extends string>(
  table: string,
  e: Entity<I, P, X>,
  key: P,
  u: EntityUpdate<I>,
): UpdateCommandInput & { UpdateExpression: string } {
  const removed: readonly string[] = u.remove ?? [];
  const idx = e.indexChanges(u.set ?? {}, { ...u.current, ...key } as Partial<I>, removed);
  const set = { ...u.set, ...idx.set } as Record<string, unknown>;
  const clauses = Object.keys(set).length ? [setExpression(set)] : [];
  const add = addExpression((u.add ?? {}) as Record<string, number>);
  if (add) clauses.push(add);
  const remove = [...removed, ...idx.remove];
  const removeNames = Object.fromEntries(remove.map((a, i) => [`#r${i}`, a]));
  const expression = [
    ...clauses.map((c) => c.UpdateExpression),
    ...(remove.length ? [`REMOVE ${Object.keys(removeNames).join(', ')}`] : []),
  ].join(' ');
  const names = Object.assign({}, removeNames, ...clauses.map((c) => c.ExpressionAttributeNames));
  const values = Object.assign({}, ...clauses.map((c) => c.ExpressionAttributeValues));
  return withCondition(
    {
      TableName: table,
      Key: e.key(key),
      UpdateExpression: expression,
      ExpressionAttributeNames: names,
      ...(Object.keys(values).length ? { ExpressionAttributeValues: values } : {}),
      ...(u.returnValues ? { ReturnValues: u.returnValues } : {}),
    },
    u.condition,
  );
}

const putInput = <I, P extends object, X extends string>(table: string, e: Entity<I, P, X>, item: I & P, c?: ConditionArg) =>
  withCondition({ TableName: table, Item: e.record(item) }, c);
const keyInput = <I, P extends object, X extends string>(table: string, e: Entity<I, P, X>, key: P, c?: ConditionArg) =>
  withCondition({ TableName: table, Key: e.key(key) }, c);

/** Transaction steps of entity writes, for `transactSteps` (the failed-condition error rides on each step). */
export const entitySteps = {
  put: <I, P extends object, X extends string>(t: string, e: Entity<I, P, X>, item: I & P, c?: ConditionArg, onFail?: AppError) =>
    ({ item: { Put: putInput(t, e, item, c) }, onFail }) satisfies TransactStep,
  update<I, P extends object, X extends string>(t: string, e: Entity<I, P, X>, key: P, u: EntityUpdate<I>, onFail?: AppError) {
    const { ReturnValues: _r, ...update } = updateInput(t, e, key, u);
    return { item: { Update: update }, onFail } satisfies TransactStep;
  },
  delete: <I, P extends object, X extends string>(t: string, e: Entity<I, P, X>, key: P, c?: ConditionArg, onFail?: AppError) =>
    ({ item: { Delete: keyInput(t, e, key, c) }, onFail }) satisfies TransactStep,
  check: <I, P extends object, X extends string>(t: string, e: Entity<I, P, X>, key: P, c: ConditionArg, onFail?: AppError) =>
    ({ item: { ConditionCheck: keyInput(t, e, key, c) as never }, onFail }) satisfies TransactStep,
};

/** A Query of one access pattern: the table or a declared index, one partition, an optional sort-key range. */
export interface EntityQuery<X extends string> {
  /** An index key declared on the entity (named after its access pattern); the table when absent. */
  index?: X;
  pk: string;
  sk?: { beginsWith: string } | { between: readonly [string, string] } | { lessOrEqual: string } | { greaterOrEqual: string };
  backwards?: boolean;
  filter?: Condition;
  projection?: string;
  /** A strongly consistent read (the table only): sees every write acknowledged before it. */
  consistent?: boolean;
  /**
   * The partition key values `pk` is spread over (write sharding): read together and merged in sort-key
   * order (sharded-query.ts); cursors still name `pk`. Absent or one value: `pk` alone.
   */
  shards?: readonly string[];
}

function queryInput<I, P extends object, X extends string>(table: string, e: Entity<I, P, X>, q: EntityQuery<X>) {
  const names = q.index ? tableIndexes[e.indexes[q.index].index] : { pk: 'pk', sk: 'sk' };
  const values: Record<string, unknown> = { ':pk': q.pk, ...q.filter?.values };
  let keyCondition = `${names.pk} = :pk`;
  if (q.sk && 'beginsWith' in q.sk) {
    keyCondition += ` AND begins_with(${names.sk}, :sk)`;
    values[':sk'] = q.sk.beginsWith;
  } else if (q.sk && 'between' in q.sk) {
    keyCondition += ` AND ${names.sk} BETWEEN :skFrom AND :skTo`;
    [values[':skFrom'], values[':skTo']] = q.sk.between;
  } else if (q.sk && 'lessOrEqual' in q.sk) {
    keyCondition += ` AND ${names.sk} <= :sk`;
    values[':sk'] = q.sk.lessOrEqual;
  } else if (q.sk) {
    keyCondition += ` AND ${names.sk} >= :sk`;
    values[':sk'] = q.sk.greaterOrEqual;
  }
  const query: PartitionQuery = {
    TableName: table,
    ...(q.index ? { IndexName: e.indexes[q.index].index } : {}),
    KeyConditionExpression: keyCondition,
    ...(q.filter ? { FilterExpression: q.filter.expression } : {}),
    // DynamoDB refuses an empty map of names.
    ...(q.filter?.names && Object.keys(q.filter.names).length ? { ExpressionAttributeNames: q.filter.names } : {}),
    ExpressionAttributeValues: values,
    ...(q.projection ? { ProjectionExpression: q.projection } : {}),
    ...(q.backwards ? { ScanIndexForward: false } : {}),
    ...(q.consistent ? { ConsistentRead: true } : {}),
  };
  const cursorKey = q.index ? ['pk', 'sk', names.pk, names.sk] : ['pk', 'sk'];
  const partition = { name: names.pk, value: q.pk };
  const sharded: ShardedPartition | undefined =
    q.shards && q.shards.length > 1 ? { partition, shards: q.shards, sortKeyName: names.sk, cursorKey } : undefined;
  return { query, cursorKey, partition, sharded };
}

/** The Query of an access pattern, for a caller that sends it differently (tests assert these parameters). */
export const entityQuery = <I, P extends object, X extends string>(
  table: string,
  e: Entity<I, P, X>,
  q: EntityQuery<X>,
): PartitionQuery => queryInput(table, e, q).query;

/**
 * The items of an entity under its leading key attributes (`prefix`): a partition, by sort-key prefix;
 * with `index`, the same on that index key (`indexPrefix`).
 */
export function within<I, P extends object, X extends string>(
  e: Entity<I, P, X>,
  k: Partial<P> | Partial<I>,
  index?: X,
): EntityQuery<X> {
  const { pk, skPrefix } = index ? e.indexPrefix(index, k as Partial<I>) : e.prefix(k as Partial<P>);
  return { ...(index ? { index } : {}), pk, ...(skPrefix ? { sk: { beginsWith: skPrefix } } : {}) };
}

/** The operations of every repository, bound to its client and table. */
export function entityStore(db: DocumentClient, table: () => string) {
  return {
    async get<I, P extends object, X extends string>(e: Entity<I, P, X>, key: P, consistent = false): Promise<I | undefined> {
      const { Item } = await db.send(
        new GetCommand({ TableName: table(), Key: e.key(key), ...(consistent ? { ConsistentRead: true } : {}) }),
      );
      return Item ? e.parse(Item) : undefined;
    },
    /** One cursor page (queryPage's cursor rules: the cursor must name this partition). */
    page<I, P extends object, X extends string>(
      e: Entity<I, P, X>,
      q: EntityQuery<X>,
      page: {
        cursor?: string;
        pageSize: number;
        maxReads?: number;
        /** A sharded partition's shards one after the other, not merged in order (workers reading every item). */
        anyOrder?: boolean;
      },
    ): Promise<Page<I>> {
      const { query, cursorKey, partition, sharded } = queryInput(table(), e, q);
      if (sharded) return (page.anyOrder ? shardWalkPage : shardedQueryPage)(db, query, sharded, page, (i) => e.parse(i));
      return queryPage(db, query, { ...page, cursorKey, partition }, (i) => e.parse(i));
    },
    /** Every item of a bounded partition (at most about `max`). */
    async all<I, P extends object, X extends string>(e: Entity<I, P, X>, q: EntityQuery<X>, max?: number): Promise<I[]> {
      const { query, sharded } = queryInput(table(), e, q);
      const items = sharded ? await shardedQueryAll(db, query, sharded, max) : await queryAll(db, query, max);
      return items.map((i) => e.parse(i));
    },
    async put<I, P extends object, X extends string>(
      e: Entity<I, P, X>,
      item: I & P,
      condition?: ConditionArg,
      onFail?: AppError,
    ): Promise<void> {
      const command = new PutCommand(putInput(table(), e, item, condition));
      if (onFail) await writeOrFail(db, command, onFail);
      else await db.send(command);
    },
    /** The item (absent before, else `onExists`) and its unique-value claims in one transaction. */
    putUnique<I, P extends object, X extends string>(
      e: Entity<I, P, X>,
      item: I & P,
      o: { onExists: AppError; claims: UniqueClaim[]; also?: TransactStep[] },
    ): Promise<void> {
      return putUnique(db, table(), { item: e.record(item), ...o });
    },
    /** Updates the item, recomputing the index keys its change touches; a failed condition becomes `onFail`. */
    async update<I, P extends object, X extends string>(
      e: Entity<I, P, X>,
      key: P,
      u: EntityUpdate<I>,
      onFail?: AppError | ((failed: number[]) => AppError | undefined),
    ): Promise<Record<string, unknown> | undefined> {
      const res = await updateOrFail(db, updateInput(table(), e, key, u), onFail ?? (() => undefined));
      return res.Attributes;
    },
    async delete<I, P extends object, X extends string>(
      e: Entity<I, P, X>,
      key: P,
      condition?: ConditionArg,
      onFail?: AppError,
    ): Promise<void> {
      const command = new DeleteCommand(keyInput(table(), e, key, condition));
      if (onFail) await writeOrFail(db, command, onFail);
      else await db.send(command);
    },
    transact: (steps: TransactStep[]) => transactSteps(db, steps),
    /** The table name, for `entitySteps`. */
    table,
  };
}

export type EntityStore = ReturnType<typeof entityStore>;
export type { TableKey };
