import { S3Client } from '@aws-sdk/client-s3';
import { type DocumentClient, createDocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { PutCommand, QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
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

/**
 * Cards of an enterprise (`CUST#<id>`, allocated ones included) or of a secondary customer
 * (`CUST#<id>#SUB#<custId>`) in a state, read from the index.
 */
export async function cardsOf(owner: string, state: number): Promise<CardRow[]> {
  // A secondary customer's index is keyed by ICCID only: its cards in a state are a filter.
  const sub = owner.includes('#SUB#');
  const out: CardRow[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const res = await stackDb().send(
      new QueryCommand({
        TableName: inject('stack').env.TABLE_NAME,
        IndexName: sub ? 'bySubCustomerState' : 'byCustomerState',
        KeyConditionExpression: sub ? 'gsi3pk = :p' : 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
        ...(sub ? { FilterExpression: '#st = :s', ExpressionAttributeNames: { '#st': 'state' } } : {}),
        ExpressionAttributeValues: { ':p': `${owner}#CARDS`, ':s': sub ? state : `S#${state}#` },
        ExclusiveStartKey: start,
      }),
    );
    out.push(...((res.Items ?? []) as CardRow[]));
    start = res.LastEvaluatedKey;
  } while (start);
  return out;
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

/** Polls the batch detail until the batch leaves `processing`. */
export async function waitForBatch(
  token: string,
  batchId: string,
  timeoutMs = 60_000,
  lang: 'zh-CN' | 'en-US' = 'en-US',
): Promise<BatchView> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await call<BatchView>('/cmp/sim/batch/detail', { batchId }, { token, lang });
    expect(res.status).toBe(200);
    if (res.body.data!.status !== 'processing') return res.body.data!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`batch ${batchId} still processing after ${timeoutMs} ms`);
}

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
          TableName: inject('stack').env.TABLE_NAME,
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
