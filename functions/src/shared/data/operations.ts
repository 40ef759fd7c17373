import {
  type DeleteCommand,
  type PutCommand,
  QueryCommand,
  type QueryCommandInput,
  TransactWriteCommand,
  UpdateCommand,
  type UpdateCommandInput,
  type UpdateCommandOutput,
} from '../aws/dynamodb-commands.ts';
/**
 * The generic data operations every repository uses (docs/decisions.md, "Generic data operations"):
 * - `transactSteps`: a transaction whose every write carries the domain error its condition stands for;
 * - `queryPage`: one cursor page of a partition (table or index), optionally filtered, refilling a short
 *   filtered page with at most `maxReads` Queries;
 * - `queryAll`: every item of a bounded partition (workers, small lists);
 * - `putUnique`: an item plus its unique-value claim items in one transaction;
 * - `updateOrFail` / `writeOrFail` / `tryCondition`: one conditional write and what its failed condition means;
 * - `transact` / `transactOrFail` / `putAbsent`: a transaction of plain writes, and what its failed conditions mean;
 * - `failedConditions` / `conditionFailed`: the one classifier of conditional-check failures (a single
 *   write's ConditionalCheckFailedException or the ConditionalCheckFailed reasons of a cancelled
 *   transaction). No other file of functions/src reads those (operations-usage.test.ts enforces it).
 */
import type { DocumentClient } from '../aws/dynamodb.ts';
import { AppError } from '../http/error-catalogue.ts';
import type { TableKey } from './batch-get.ts';
import { type Page, decodeCursor, encodeCursor } from './page-cursor.ts';

type Item = Record<string, unknown>;

/**
 * The positions of the writes whose condition failed: `[0]` for a single write's
 * ConditionalCheckFailedException, the ConditionalCheckFailed positions of a cancelled transaction,
 * and `[]` for any other error (a transaction cancelled for another reason, a throttle, …).
 */
export function failedConditions(error: unknown): number[] {
  if (!error || typeof error !== 'object') return [];
  const { name, CancellationReasons } = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (name === 'ConditionalCheckFailedException') return [0];
  if (name !== 'TransactionCanceledException') return [];
  return (CancellationReasons ?? []).flatMap((r, i) => (r.Code === 'ConditionalCheckFailed' ? [i] : []));
}

/** True when `error` is a cancelled transaction, whatever the reason (a failed condition, a conflict, …). */
export const isCancelledTransaction = (error: unknown): boolean =>
  (error as { name?: string } | undefined)?.name === 'TransactionCanceledException';

/**
 * The item as it was when a single write's condition failed (the write asked for it with
 * `ReturnValuesOnConditionCheckFailure: 'ALL_OLD'`); undefined when absent or for any other error.
 */
export function failedConditionItem(error: unknown): Item | undefined {
  if (failedConditions(error)[0] !== 0 || isCancelledTransaction(error)) return undefined;
  // The document client (shared/aws/dynamodb.ts) has converted it to plain values already.
  return (error as { Item?: Item }).Item;
}

/** True when `error` is a failed condition (of a single write or of any write of a transaction). */
export const isConditionFailure = (error: unknown): boolean => failedConditions(error).length > 0;

/**
 * Rethrows a failed condition as the domain error it stands for; any other error (or a mapping that
 * returns undefined) is rethrown unchanged. `onFail` may pick the error from the failed positions.
 */
export function conditionFailed(error: unknown, onFail: AppError | ((failed: number[]) => AppError | undefined)): never {
  const failed = failedConditions(error);
  if (failed.length) {
    const mapped = onFail instanceof AppError ? onFail : onFail(failed);
    if (mapped) throw mapped;
  }
  throw error;
}

export type TransactItem = NonNullable<ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']>[number];

/** One write of a transaction and the domain error it stands for when its condition fails. */
export interface TransactStep {
  item: TransactItem;
  /** Without it, a failed condition of this write is rethrown as the SDK error. */
  onFail?: AppError;
}

/** Sends the writes as one transaction (a failed condition is the SDK error: see `failedConditions`). */
export const transact = (db: DocumentClient, items: TransactItem[]) =>
  db.send(new TransactWriteCommand({ TransactItems: items }));

/** Sends the writes as one transaction; a failed condition becomes `onFail` (which may pick by the failed positions). */
export async function transactOrFail(
  db: DocumentClient,
  items: TransactItem[],
  onFail: AppError | ((failed: number[]) => AppError | undefined),
): Promise<void> {
  try {
    await transact(db, items);
  } catch (error) {
    conditionFailed(error, onFail);
  }
}

/** A Put of a transaction that holds only if no item has its key yet. */
export const putAbsent = (table: string, item: Item): TransactItem => ({
  Put: { TableName: table, Item: item, ConditionExpression: 'attribute_not_exists(pk)' },
});

/** Runs the steps as one transaction; a failed condition becomes the domain error of the first step that failed. */
export function transactSteps(db: DocumentClient, steps: TransactStep[]): Promise<void> {
  return transactOrFail(
    db,
    steps.map((s) => s.item),
    (failed) => steps[failed[0]!]?.onFail,
  );
}

/** Sends one conditional Put or Delete; a failed condition becomes `onFail`. */
export async function writeOrFail(
  db: DocumentClient,
  command: PutCommand | DeleteCommand,
  onFail: AppError | ((failed: number[]) => AppError | undefined),
): Promise<void> {
  try {
    await db.send(command as PutCommand);
  } catch (error) {
    conditionFailed(error, onFail);
  }
}

/** Sends one conditional Update (returning its output); a failed condition becomes `onFail`. */
export async function updateOrFail(
  db: DocumentClient,
  input: UpdateCommandInput,
  onFail: AppError | ((failed: number[]) => AppError | undefined),
): Promise<UpdateCommandOutput> {
  try {
    return await db.send(new UpdateCommand(input));
  } catch (error) {
    return conditionFailed(error, onFail);
  }
}

/** Runs a conditional write (single or transaction): true when it went through, false when a condition failed. */
export async function tryCondition(write: Promise<unknown>): Promise<boolean> {
  try {
    await write;
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** A unique value claimed by its own item (`CODE#…`, `NAME#…`): absent before, or `onFail`. */
export interface UniqueClaim {
  key: TableKey;
  /** Attributes stored on the claim item (usually the owner's id). */
  attributes?: Item;
  onFail: AppError;
}

/** The item, its unique-value claims and the further writes of `putUnique`, for callers composing a larger transaction. */
export interface UniquePut {
  item: TableKey & Item;
  onExists: AppError;
  claims: UniqueClaim[];
  also?: (TransactItem | TransactStep)[];
}

/** The steps of `putUnique`: the item and each claim absent-only, then the further writes. */
export function uniqueSteps(table: string, o: UniquePut): TransactStep[] {
  const absent = 'attribute_not_exists(pk)';
  return [
    { item: { Put: { TableName: table, Item: o.item, ConditionExpression: absent } }, onFail: o.onExists },
    ...o.claims.map((c) => ({
      item: { Put: { TableName: table, Item: { ...c.attributes, ...c.key }, ConditionExpression: absent } },
      onFail: c.onFail,
    })),
    ...(o.also ?? []).map((s) => ('item' in s ? s : { item: s })),
  ];
}

/**
 * Puts `item` (it must not exist yet: else `onExists`) and its unique-value claim items in one
 * transaction, with optional further writes (counters, directory entries). The first failed
 * condition becomes its step's domain error.
 */
export function putUnique(db: DocumentClient, table: string, o: UniquePut): Promise<void> {
  return transactSteps(db, uniqueSteps(table, o));
}

/** A Query without its paging fields: the partition (or index) key condition, filter, order, projection. */
export type PartitionQuery = Omit<QueryCommandInput, 'Limit' | 'ExclusiveStartKey'>;

export interface PageRequest {
  cursor?: string;
  pageSize: number;
  /**
   * Queries per call (default 5): a filter applies after reading, so a short page is refilled by
   * further Queries up to this many; then it comes back short with a cursor.
   */
  maxReads?: number;
  /** The key attributes of a cursor on this table or index (default `pk`, `sk`). */
  cursorKey?: readonly string[];
  /** The partition a cursor must stay in (a crafted cursor naming another partition is a 400). */
  partition: { name: string; value: string };
}

/**
 * One page of a partition: Queries with `Limit` = the room left on the page (so nothing read is
 * dropped), refilling a short filtered page up to `maxReads` Queries. The cursor is the last Query's
 * LastEvaluatedKey: null exactly when the partition is exhausted.
 */
export async function queryPage<T = Item>(
  db: DocumentClient,
  query: PartitionQuery,
  page: PageRequest,
  map: (item: Item) => T = (i) => i as T,
): Promise<Page<T>> {
  let start = decodeCursor(page.cursor, page.cursorKey ?? ['pk', 'sk'], page.partition);
  const items: T[] = [];
  for (let reads = 0; reads < (page.maxReads ?? 5); reads++) {
    const res = await db.send(new QueryCommand({ ...query, Limit: page.pageSize - items.length, ExclusiveStartKey: start }));
    items.push(...(res.Items ?? []).map(map));
    start = res.LastEvaluatedKey as Record<string, string> | undefined;
    if (!start || items.length >= page.pageSize) break;
  }
  return { items, cursor: encodeCursor(start) };
}

/**
 * Every item of a bounded partition (all pages), for workers and small lists. `max` stops reading
 * once that many items were read (the partition's own bound, e.g. a pool's card limit).
 */
export async function queryAll(db: DocumentClient, query: PartitionQuery, max = Number.POSITIVE_INFINITY): Promise<Item[]> {
  const out: Item[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await db.send(new QueryCommand({ ...query, ExclusiveStartKey: start }));
    out.push(...(res.Items ?? []));
    start = res.LastEvaluatedKey;
  } while (start && out.length < max);
  return out;
}
