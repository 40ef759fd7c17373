import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
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
  return DynamoDBDocumentClient.from(
    new DynamoDBClient({
      endpoint: env.AWS_ENDPOINT_URL_DYNAMODB,
      region: 'us-east-1',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    }),
  );
};

/**
 * Cards of an enterprise (`CUST#<id>`, allocated ones included) or of a secondary customer
 * (`CUST#<id>#SUB#<custId>`) in a state, read from the index.
 */
export async function cardsOf(owner: string, state: number): Promise<CardRow[]> {
  const sub = owner.includes('#SUB#');
  const { Items } = await stackDb().send(
    new QueryCommand({
      TableName: inject('stack').env.TABLE_NAME,
      IndexName: sub ? 'bySubCustomerState' : 'byCustomerState',
      KeyConditionExpression: sub ? 'gsi3pk = :p AND begins_with(gsi3sk, :s)' : 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
      ExpressionAttributeValues: { ':p': `${owner}#CARDS`, ':s': `S#${state}#` },
    }),
  );
  return (Items ?? []) as CardRow[];
}

export interface BatchView {
  status: string;
  total: number;
  succeeded: number;
  failed: number;
  failureReason?: string;
  results: { iccid: string; status: string; reason?: string }[];
}

/** Polls the batch detail until the batch leaves `processing`. */
export async function waitForBatch(token: string, batchId: string, timeoutMs = 60_000): Promise<BatchView> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const res = await call<BatchView>('/cmp/sim/batch/detail', { batchId }, { token });
    expect(res.status).toBe(200);
    if (res.body.data!.status !== 'processing') return res.body.data!;
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`batch ${batchId} still processing after ${timeoutMs} ms`);
}
