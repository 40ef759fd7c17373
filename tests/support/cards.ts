import { S3Client } from '@aws-sdk/client-s3';
import { type DocumentClient, createDocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { GetCommand, PutCommand, QueryCommand, type QueryCommandInput } from '@cmp/functions/shared/aws/dynamodb-commands';
import { expect, inject } from 'vitest';
import { call } from './api-client.ts';

export interface CardRow {
  iccid: string;
  operator: string;
  state: number;
  custId: string | null;
  channelCustId: string;
}

export const stackDb = () => {
  const env = inject('stack').env;
  return createDocumentClient({
    endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
    region: 'us-east-1',
    credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
  });
};

/** The stack's S3 stand-in (s3rver), as the functions reach it. */
export const stackS3 = () =>
  new S3Client({
    endpoint: inject('stack').env.AWS_ENDPOINT_URL_S3,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
  });

const table = () => inject('stack').env.TABLE_NAME;

/** One item of the stack's table, read straight from it (undefined when absent). */
export const stackItem = async (pk: string, sk: string) =>
  (await stackDb().send(new GetCommand({ TableName: table(), Key: { pk, sk } }))).Item;

/** The card counters of a scope (`CUST#C1001`, `CUST#C1001#SUB#S2001`): `{}` before its first card. */
export const cardStats = async (scope: string): Promise<Record<string, unknown>> =>
  (await stackItem(`${scope}#STAT`, 'CARDS')) ?? {};

/** A card's item as stored. */
export const storedCard = async <T = CardRow>(channelCustId: string, iccid: string) =>
  (await stackItem(`CUST#${channelCustId}#CARD#${iccid}`, 'CARD')) as T & Record<string, unknown>;

/** A card's log entries, oldest first. */
export const cardLog = <T = { at: string; action: string; detail: Record<string, unknown>; by: string }>(
  channelCustId: string,
  iccid: string,
) =>
  queryAll<T>({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :log)',
    ExpressionAttributeValues: { ':pk': `CUST#${channelCustId}#CARD#${iccid}`, ':log': 'LOG#' },
  });

/** Every item a query of the stack's table returns, page after page. */
export async function queryAll<T>(query: Omit<QueryCommandInput, 'TableName' | 'ExclusiveStartKey'>): Promise<T[]> {
  const out: T[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await stackDb().send(new QueryCommand({ ...query, TableName: table(), ExclusiveStartKey: start }));
    out.push(...((res.Items ?? []) as T[]));
    start = res.LastEvaluatedKey;
  } while (start);
  return out;
}

/**
 * Every card of an enterprise (`CUST#<id>`, allocated ones included) or of a secondary customer
 * (`CUST#<id>#SUB#<custId>`), read from its index: the tests' own view of the truth.
 */
export const indexedCards = <T = CardRow>(owner: string): Promise<T[]> => {
  const sub = owner.includes('#SUB#');
  return queryAll<T>({
    IndexName: sub ? 'bySubCustomerState' : 'byCustomerState',
    KeyConditionExpression: `${sub ? 'gsi3pk' : 'gsi1pk'} = :p`,
    ExpressionAttributeValues: { ':p': `${owner}#CARDS` },
  });
};

/** The cards of an enterprise or of a secondary customer (as for `indexedCards`) in a state, read from the index. */
export function cardsOf(owner: string, state: number): Promise<CardRow[]> {
  // A secondary customer's index is keyed by ICCID only: its cards in a state are a filter.
  const sub = owner.includes('#SUB#');
  return queryAll<CardRow>({
    IndexName: sub ? 'bySubCustomerState' : 'byCustomerState',
    KeyConditionExpression: sub ? 'gsi3pk = :p' : 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
    ...(sub ? { FilterExpression: '#st = :s', ExpressionAttributeNames: { '#st': 'state' } } : {}),
    ExpressionAttributeValues: { ':p': `${owner}#CARDS`, ':s': sub ? state : `S#${state}#` },
  });
}

export interface BatchView {
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  failureReason?: string;
  failureCode?: string;
  results: { iccid: string; status: string; reason?: string; reasonCode?: string }[];
}

/**
 * Polls a job's detail (`path` with `body`) until the job leaves `processing`; the detail then.
 * `what` names the job in the timeout error.
 */
export async function waitWhileProcessing<V extends { status: string }>(
  what: string,
  path: string,
  body: unknown,
  opts: { token: string; lang?: 'zh-CN' | 'en-US'; timeoutMs?: number },
): Promise<V> {
  const timeoutMs = opts.timeoutMs ?? 60_000;
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await call<V>(path, body, opts);
    expect(res.status).toBe(200);
    if (res.body.data!.status !== 'processing') return res.body.data!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${what} still processing after ${timeoutMs} ms`);
}

/** Polls the batch detail until the batch leaves `processing`. */
export const waitForBatch = (token: string, batchId: string, timeoutMs = 60_000, lang: 'zh-CN' | 'en-US' = 'en-US') =>
  waitWhileProcessing<BatchView>(`batch ${batchId}`, '/cmp/sim/batch/detail', { batchId }, { token, lang, timeoutMs });

/**
 * Reserves up to `n` of `cards` (in order) for the calling suite alone: the suites share one stack
 * and pick seeded cards by state, so a card one suite changed (plan, pair, log entries) must never
 * be the card another suite asserts on. A conditional put per card under a test-only partition.
 */
export async function claimCards<T extends { iccid: string }>(cards: readonly T[], n = cards.length): Promise<T[]> {
  const out: T[] = [];
  for (const card of cards) {
    if (out.length >= n) break;
    try {
      await stackDb().send(
        new PutCommand({
          TableName: table(),
          Item: { pk: 'TEST#CLAIMED', sk: card.iccid },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      out.push(card);
    } catch (error) {
      if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    }
  }
  return out;
}

/**
 * A suite's taker of seeded cards: `n` of `cards` matching `pred` that this suite has not taken yet,
 * claimed for it (`claimCards`); fails the test when the seed has too few.
 */
export function cardTaker<T extends { iccid: string }>() {
  const used = new Set<string>();
  return async (cards: readonly T[], pred: (c: T) => boolean, n: number): Promise<T[]> => {
    const picked = await claimCards(
      cards.filter((c) => !used.has(c.iccid) && pred(c)),
      n,
    );
    for (const c of picked) used.add(c.iccid);
    expect(picked, 'enough seeded cards').toHaveLength(n);
    return picked;
  };
}

/**
 * The stack's document client counting the DynamoDB calls sent through it (`calls()`, `reset()`):
 * a repository built on it in the test's process shows what one read costs.
 */
export function countingStackDb() {
  const real = stackDb();
  let n = 0;
  const db = {
    send: (command: never) => {
      n++;
      return real.send(command);
    },
  } as unknown as DocumentClient;
  return {
    db,
    calls: () => n,
    reset: () => {
      n = 0;
    },
  };
}
