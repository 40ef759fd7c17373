import { ThrottlingException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import type { DocumentClient } from '../aws/dynamodb.ts';
import { AwsServiceError } from '../aws/json-service.ts';
import { AppError } from '../http/error-catalogue.ts';
import {
  conditionFailed,
  failedConditionItem,
  failedConditions,
  isConditionFailure,
  putUnique,
  queryAll,
  queryPage,
  transactSteps,
  tryCondition,
  updateOrFail,
} from './operations.ts';
import { encodeCursor } from './page-cursor.ts';

/** As the document client throws it: the old item already in plain values. */
const checkFailed = (item?: Record<string, unknown>) =>
  new AwsServiceError('ConditionalCheckFailedException', 'failed', 400, item ? { Item: item } : {});
const cancelled = (...codes: string[]) =>
  new TransactionCanceledException({ message: 'cancelled', $metadata: {}, CancellationReasons: codes.map((Code) => ({ Code })) });

/** A document client whose every call is recorded and answered by `answer` (a thrown error is sent back). */
function fakeDb(answer: (input: Record<string, unknown>, call: number) => unknown) {
  const calls: Record<string, unknown>[] = [];
  const db = {
    send: async (command: { input: Record<string, unknown> }) => {
      calls.push(command.input);
      const out = answer(command.input, calls.length - 1);
      if (out instanceof Error) throw out;
      return out;
    },
  } as unknown as DocumentClient;
  return { db, calls };
}

/** A partition of `n` items read in key order, honouring Limit, ExclusiveStartKey and a `keep` filter. */
function partition(n: number, keep: (i: number) => boolean = () => true) {
  const items = Array.from({ length: n }, (_, i) => ({ pk: 'P', sk: `S${String(i).padStart(3, '0')}`, n: i }));
  return (input: Record<string, unknown>) => {
    const start = input.ExclusiveStartKey as { sk: string } | undefined;
    const from = start ? items.findIndex((i) => i.sk === start.sk) + 1 : 0;
    const limit = (input.Limit as number | undefined) ?? items.length;
    const read = items.slice(from, from + limit);
    const last = read.at(-1);
    const more = from + read.length < items.length;
    return {
      Items: read.filter((i) => keep(i.n)),
      LastEvaluatedKey: more && last ? { pk: last.pk, sk: last.sk } : undefined,
    };
  };
}

describe('failedConditions / conditionFailed: the one classifier', () => {
  it('names the failed write: [0] for a single write, the failed positions of a transaction', () => {
    expect(failedConditions(checkFailed())).toEqual([0]);
    expect(failedConditions(cancelled('None', 'ConditionalCheckFailed', 'None', 'ConditionalCheckFailed'))).toEqual([1, 3]);
    expect(failedConditions(cancelled('None', 'TransactionConflict'))).toEqual([]);
    expect(failedConditions(new ThrottlingException({ message: 'slow', $metadata: {} }))).toEqual([]);
    expect(failedConditions(new Error('x'))).toEqual([]);
    expect(isConditionFailure(cancelled('ConditionalCheckFailed'))).toBe(true);
    expect(isConditionFailure(cancelled('TransactionConflict'))).toBe(false);
  });

  it('turns a failed condition into the domain error and leaves any other error as it is', () => {
    const taken = new AppError('CONFLICT', {}, 'code');
    expect(() => conditionFailed(checkFailed(), taken)).toThrow(taken);
    const conflict = cancelled('TransactionConflict');
    expect(() => conditionFailed(conflict, taken)).toThrow(conflict);
    const pick = (failed: number[]) => (failed.includes(2) ? taken : undefined);
    expect(() => conditionFailed(cancelled('None', 'None', 'ConditionalCheckFailed'), pick)).toThrow(taken);
    const other = cancelled('ConditionalCheckFailed');
    expect(() => conditionFailed(other, pick)).toThrow(other);
  });

  it('gives the item as it was when a single write asked for it', () => {
    expect(failedConditionItem(checkFailed({ lastBatchId: 'B1' }))).toEqual({ lastBatchId: 'B1' });
    expect(failedConditionItem(checkFailed())).toBeUndefined();
    expect(failedConditionItem(cancelled('ConditionalCheckFailed'))).toBeUndefined();
  });
});

describe('conditional writes', () => {
  it('updateOrFail returns the output, or the domain error when the condition failed', async () => {
    const missing = new AppError('NOT_FOUND');
    const ok = fakeDb(() => ({ Attributes: { a: 1 } }));
    expect((await updateOrFail(ok.db, { TableName: 't', Key: { pk: 'a', sk: 'b' } }, missing)).Attributes).toEqual({ a: 1 });
    const gone = fakeDb(() => checkFailed());
    await expect(updateOrFail(gone.db, { TableName: 't', Key: { pk: 'a', sk: 'b' } }, missing)).rejects.toBe(missing);
  });

  it('tryCondition is false on a failed condition and rethrows anything else', async () => {
    expect(await tryCondition(Promise.resolve())).toBe(true);
    expect(await tryCondition(Promise.reject(cancelled('ConditionalCheckFailed')))).toBe(false);
    const throttled = new ThrottlingException({ message: 'slow', $metadata: {} });
    await expect(tryCondition(Promise.reject(throttled))).rejects.toBe(throttled);
  });

  it('transactSteps throws the error of the first failed step, and the SDK error for a step without one', async () => {
    const first = new AppError('CONFLICT', {}, 'a');
    const second = new AppError('CONFLICT', {}, 'b');
    const step = (onFail?: AppError) => ({
      item: { ConditionCheck: { TableName: 't', Key: {}, ConditionExpression: 'x' } },
      onFail,
    });
    const { db } = fakeDb(() => cancelled('None', 'ConditionalCheckFailed', 'ConditionalCheckFailed'));
    await expect(transactSteps(db, [step(first), step(second), step(first)])).rejects.toBe(second);
    const bare = cancelled('ConditionalCheckFailed');
    await expect(transactSteps(fakeDb(() => bare).db, [step()])).rejects.toBe(bare);
  });

  it('putUnique writes the item and its claims absent-only in one transaction; a taken claim is its error', async () => {
    const exists = new AppError('CONFLICT', {}, 'id');
    const taken = new AppError('CONFLICT', {}, 'code');
    const o = {
      item: { pk: 'T', sk: 'ITEM#1', name: 'x' },
      onExists: exists,
      claims: [{ key: { pk: 'T', sk: 'CODE#x' }, attributes: { id: '1' }, onFail: taken }],
      also: [{ Put: { TableName: 't', Item: { pk: 'DIR', sk: '1' } } }],
    };
    const ok = fakeDb(() => ({}));
    await putUnique(ok.db, 't', o);
    expect(ok.calls).toHaveLength(1);
    expect(ok.calls[0]!.TransactItems).toEqual([
      { Put: { TableName: 't', Item: o.item, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: 't', Item: { pk: 'T', sk: 'CODE#x', id: '1' }, ConditionExpression: 'attribute_not_exists(pk)' } },
      { Put: { TableName: 't', Item: { pk: 'DIR', sk: '1' } } },
    ]);
    await expect(putUnique(fakeDb(() => cancelled('None', 'ConditionalCheckFailed', 'None')).db, 't', o)).rejects.toBe(taken);
    await expect(putUnique(fakeDb(() => cancelled('ConditionalCheckFailed', 'None', 'None')).db, 't', o)).rejects.toBe(exists);
  });
});

describe('queryPage', () => {
  const query = { TableName: 't', KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': 'P' } };
  const page = { pageSize: 10, partition: { name: 'pk', value: 'P' } };

  it('reads one page, and the cursor continues exactly after it until the partition ends', async () => {
    const { db, calls } = fakeDb(partition(25));
    const first = await queryPage(db, query, page);
    expect(first.items.map((i) => i.n)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    const second = await queryPage(db, query, { ...page, cursor: first.cursor! });
    expect(second.items[0]).toMatchObject({ n: 10 });
    const third = await queryPage(db, query, { ...page, cursor: second.cursor! }, (i) => i.n);
    expect(third).toEqual({ items: [20, 21, 22, 23, 24], cursor: null });
    expect(calls[1]!.ExclusiveStartKey).toEqual({ pk: 'P', sk: 'S009' });
  });

  it('refills a short filtered page with at most maxReads Queries, each asking only for the room left', async () => {
    const { db, calls } = fakeDb(partition(100, (n) => n % 4 === 0));
    const full = await queryPage(db, query, { ...page, maxReads: 50 }, (i) => i.n);
    expect(full.items).toEqual([0, 4, 8, 12, 16, 20, 24, 28, 32, 36]);
    // 0..9 keep 3 items, so the second Query asks for the 7 left; nothing read is ever dropped.
    expect(calls.slice(0, 2).map((c) => c.Limit)).toEqual([10, 7]);
    expect(calls.every((c, i) => i === 0 || (c.Limit as number) <= (calls[i - 1]!.Limit as number))).toBe(true);
    const next = await queryPage(db, query, { ...page, maxReads: 50, cursor: full.cursor! }, (i) => i.n);
    expect(next.items[0]).toBe(40);

    const short = fakeDb(partition(100, (n) => n % 4 === 0));
    const capped = await queryPage(short.db, query, { ...page, maxReads: 2 }, (i) => i.n);
    expect(short.calls).toHaveLength(2);
    expect(capped.items).toEqual([0, 4, 8, 12, 16]);
    expect(capped.cursor).not.toBeNull();
  });

  it('refuses a cursor of another partition or another key shape (400 naming cursor)', async () => {
    const { db, calls } = fakeDb(partition(5));
    const foreign = encodeCursor({ pk: 'OTHER', sk: 'S001' })!;
    await expect(queryPage(db, query, { ...page, cursor: foreign })).rejects.toMatchObject({
      key: 'VALIDATION',
      field: 'cursor',
    });
    const indexCursor = encodeCursor({ pk: 'P', sk: 'S001' })!;
    await expect(
      queryPage(db, query, { ...page, cursor: indexCursor, cursorKey: ['pk', 'sk', 'gsi1pk', 'gsi1sk'] }),
    ).rejects.toMatchObject({ key: 'VALIDATION', field: 'cursor' });
    expect(calls).toHaveLength(0);
  });
});

describe('queryAll', () => {
  it('reads every page of a partition', async () => {
    const { db, calls } = fakeDb((input) => partition(25)({ ...input, Limit: 10 }));
    const all = await queryAll(db, { TableName: 't', KeyConditionExpression: 'pk = :pk' });
    expect(all.map((i) => i.n)).toEqual(Array.from({ length: 25 }, (_, i) => i));
    expect(calls).toHaveLength(3);
  });

  it('stops once `max` items were read', async () => {
    const { db, calls } = fakeDb((input) => partition(25)({ ...input, Limit: 10 }));
    const some = await queryAll(db, { TableName: 't', KeyConditionExpression: 'pk = :pk' }, 10);
    expect(some).toHaveLength(10);
    expect(calls).toHaveLength(1);
  });
});
