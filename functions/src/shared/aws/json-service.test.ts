import http, { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GetCommand, TransactWriteCommand } from './dynamodb-commands.ts';
import { createDocumentClient } from './dynamodb.ts';
import { AwsServiceError, isRetryable, jsonClient } from './json-service.ts';

interface Seen {
  target: string;
  auth: string;
  body: Record<string, unknown>;
}
type Reply = { status: number; body: unknown };

let server: Server;
let endpoint: string;
const seen: Seen[] = [];
let replies: Reply[] = [];

beforeAll(async () => {
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      seen.push({
        target: String(req.headers['x-amz-target']),
        auth: String(req.headers.authorization),
        body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>,
      });
      const reply = replies.shift() ?? { status: 200, body: {} };
      res.writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.0' });
      res.end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));
beforeEach(() => {
  seen.length = 0;
  replies = [];
});

const conn = () => ({ endpoint, region: 'eu-west-1', credentials: { accessKeyId: 'AKIDTEST', secretAccessKey: 'secret' } });
const service = {
  signingName: 'dynamodb',
  endpointEnv: 'DYNAMODB_TEST',
  hostPrefix: 'dynamodb',
  targetPrefix: 'DynamoDB_20120810',
  jsonVersion: '1.0',
  maxAttempts: 3,
} as const;

describe('JSON-protocol client', () => {
  it('posts the operation as X-Amz-Target, signed with SigV4 for the service and region', async () => {
    replies = [{ status: 200, body: { TableNames: ['t'] } }];
    const out = await jsonClient(service, conn()).send<{ TableNames: string[] }>('ListTables', { Limit: 1 });
    expect(out.TableNames).toEqual(['t']);
    expect(seen[0]!.target).toBe('DynamoDB_20120810.ListTables');
    expect(seen[0]!.body).toEqual({ Limit: 1 });
    expect(seen[0]!.auth).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIDTEST\/\d{8}\/eu-west-1\/dynamodb\/aws4_request, SignedHeaders=.*x-amz-target.*, Signature=[0-9a-f]{64}$/,
    );
  });

  it('names an error by its type and keeps the answer fields; a client error is not retried', async () => {
    replies = [
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          Message: 'cancelled',
          CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
        },
      },
    ];
    const error = await jsonClient(service, conn())
      .send('TransactWriteItems', {})
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AwsServiceError);
    expect((error as AwsServiceError).name).toBe('TransactionCanceledException');
    expect((error as AwsServiceError).message).toBe('cancelled');
    expect((error as AwsServiceError).CancellationReasons).toEqual([{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }]);
    expect((error as AwsServiceError).$metadata.httpStatusCode).toBe(400);
    expect(seen).toHaveLength(1);
  });

  it('retries throttling and server faults, then answers; gives up after maxAttempts', async () => {
    replies = [
      {
        status: 400,
        body: { __type: 'com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException', message: 'slow down' },
      },
      { status: 500, body: { __type: 'InternalServerError', message: 'oops' } },
      { status: 200, body: { ok: true } },
    ];
    expect(await jsonClient(service, conn()).send('GetItem', {})).toEqual({ ok: true });
    expect(seen).toHaveLength(3);

    seen.length = 0;
    replies = [1, 2, 3].map(() => ({ status: 503, body: { __type: 'ServiceUnavailable', message: 'busy' } }));
    const error = await jsonClient(service, conn())
      .send('GetItem', {})
      .catch((e: unknown) => e);
    expect((error as Error).name).toBe('ServiceUnavailable');
    expect(seen).toHaveLength(3);
  });

  it('classifies broken connections as retryable, validation errors not', () => {
    expect(isRetryable(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(true);
    expect(isRetryable(new AwsServiceError('ValidationException', 'bad', 400, {}))).toBe(false);
    expect(isRetryable(new AwsServiceError('ThrottlingException', 'slow', 400, {}))).toBe(true);
  });

  it('the document client converts plain values to attribute values and back, errors included', async () => {
    const db = createDocumentClient(conn());
    replies = [{ status: 200, body: { Item: { pk: { S: 'A' }, n: { N: '2' }, tags: { SS: ['x'] } } } }];
    const got = await db.send(new GetCommand({ TableName: 't', Key: { pk: 'A', sk: 1 } }));
    expect(seen[0]!.body).toEqual({ TableName: 't', Key: { pk: { S: 'A' }, sk: { N: '1' } } });
    expect(got.Item).toEqual({ pk: 'A', n: 2, tags: new Set(['x']) });

    replies = [
      {
        status: 400,
        body: {
          __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
          message: 'cancelled',
          CancellationReasons: [{ Code: 'ConditionalCheckFailed', Item: { v: { N: '3' } } }],
        },
      },
    ];
    const error = await db
      .send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: 't',
                Key: { pk: 'A' },
                UpdateExpression: 'SET v = :v',
                ExpressionAttributeValues: { ':v': 4, ':gone': undefined },
              },
            },
          ],
        }),
      )
      .catch((e: unknown) => e);
    expect(seen[1]!.body).toEqual({
      TransactItems: [
        {
          Update: {
            TableName: 't',
            Key: { pk: { S: 'A' } },
            UpdateExpression: 'SET v = :v',
            ExpressionAttributeValues: { ':v': { N: '4' } },
          },
        },
      ],
    });
    expect((error as { CancellationReasons: unknown }).CancellationReasons).toEqual([
      { Code: 'ConditionalCheckFailed', Item: { v: 3 } },
    ]);
  });

  it('lets an interceptor see and change every call on the wire', async () => {
    const db = createDocumentClient(conn());
    const ops: string[] = [];
    db.intercept(async (op, input, next) => {
      ops.push(op);
      const out = await next({ ...input, ReturnConsumedCapacity: 'TOTAL' });
      return { ...out, seen: true };
    });
    replies = [{ status: 200, body: {} }];
    await db.send(new GetCommand({ TableName: 't', Key: { pk: 'A' } }));
    expect(ops).toEqual(['GetItem']);
    expect(seen[0]!.body.ReturnConsumedCapacity).toBe('TOTAL');
  });

  it("sends through the http module's request looked up per call, which X-Ray's HTTPS capture replaces", async () => {
    const original = http.request;
    let wrapped = 0;
    http.request = ((...args: Parameters<typeof http.request>) => {
      wrapped += 1;
      return original(...args);
    }) as typeof http.request;
    try {
      replies = [{ status: 200, body: {} }];
      await jsonClient(service, conn()).send('ListTables', {});
    } finally {
      http.request = original;
    }
    expect(wrapped).toBe(1);
  });
});
