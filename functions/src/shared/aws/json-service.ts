/**
 * A client of an AWS "JSON protocol" API (DynamoDB, Step Functions, Cognito, Secrets Manager): a
 * POST of the operation's input as JSON, named by the X-Amz-Target header. Errors come back as
 * `Error`s named by the service's error type and carrying the body's fields (`CancellationReasons`,
 * `Item`…), as the SDK's do, so callers test `error.name`. Throttling, 5xx answers and broken
 * connections are retried with capped exponential backoff and full jitter (the SDK's standard mode).
 */
import { type AwsService, type Connection, type SignedResponse, signedRequest } from './signed-request.ts';

export interface JsonService extends AwsService {
  /** X-Amz-Target prefix: `DynamoDB_20120810`, `AWSStepFunctions`… */
  targetPrefix: string;
  /** awsJson protocol version: DynamoDB and Step Functions speak 1.0, Cognito and Secrets Manager 1.1. */
  jsonVersion: '1.0' | '1.1';
  /** Attempts in all, the first included. */
  maxAttempts: number;
}

export type Wire = Record<string, unknown>;
/** Sees (and may change) every call of a client: the benchmark's capacity meter hooks in here. */
export type Interceptor = (operation: string, input: Wire, next: (input: Wire) => Promise<Wire>) => Promise<Wire>;

/** An error answer of an AWS API, shaped like the SDK's service exceptions. */
export class AwsServiceError extends Error {
  readonly $metadata: { httpStatusCode: number; requestId?: string };
  readonly $retryable: boolean;
  [field: string]: unknown;

  constructor(name: string, message: string, status: number, fields: Wire, requestId?: string) {
    super(message);
    Object.assign(this, fields);
    this.name = name;
    this.$metadata = { httpStatusCode: status, requestId };
    this.$retryable = status >= 500 || THROTTLING.has(name);
  }
}

const THROTTLING = new Set([
  'ThrottlingException',
  'Throttling',
  'ThrottledException',
  'RequestThrottledException',
  'TooManyRequestsException',
  'ProvisionedThroughputExceededException',
  'TransactionInProgressException',
  'RequestLimitExceeded',
  'LimitExceededException',
  'RequestThrottled',
  'SlowDown',
  'PriorRequestNotComplete',
]);
const NETWORK = new Set(['ECONNRESET', 'ECONNREFUSED', 'EPIPE', 'ETIMEDOUT', 'EAI_AGAIN', 'ENOTFOUND', 'TimeoutError']);

/** Whether a failed call may be tried again: throttling, a server fault or a broken connection. */
export function isRetryable(error: unknown): boolean {
  if (error instanceof AwsServiceError) return error.$retryable;
  const e = error as { code?: string; name?: string } | undefined;
  return NETWORK.has(e?.code ?? '') || NETWORK.has(e?.name ?? '');
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Runs `call` until it succeeds, fails for good, or has been tried `maxAttempts` times. */
export async function withRetries<T>(maxAttempts: number, call: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= maxAttempts || !isRetryable(error)) throw error;
      await sleep(Math.random() * Math.min(20_000, 100 * 2 ** attempt));
    }
  }
}

/** The error type from `__type` (`com.amazonaws.dynamodb.v20120810#ConditionalCheckFailedException`) or the header. */
function errorOf(res: SignedResponse): AwsServiceError {
  let body: Wire = {};
  try {
    body = JSON.parse(res.body.toString('utf8') || '{}') as Wire;
  } catch {
    // A non-JSON error body (a proxy's HTML page): the status says enough.
  }
  const type = String(body.__type ?? res.headers['x-amzn-errortype'] ?? `HTTP${res.status}`);
  const name = type.split('#').pop()!.split(':')[0]!;
  const { __type: _type, message, Message, ...fields } = body;
  const requestId = res.headers['x-amzn-requestid'] as string | undefined;
  return new AwsServiceError(name, String(message ?? Message ?? name), res.status, fields, requestId);
}

export interface JsonClient {
  /** Calls the operation; `O` is the operation's output type (the SDK's, for instance). */
  send<O extends object = Wire>(operation: string, input: object): Promise<O>;
  intercept(interceptor: Interceptor): void;
}

export function jsonClient(service: JsonService, conn: Connection = {}): JsonClient {
  const interceptors: Interceptor[] = [];
  const post = async (operation: string, input: Wire): Promise<Wire> => {
    const res = await signedRequest(
      service,
      {
        method: 'POST',
        path: '/',
        headers: {
          'Content-Type': `application/x-amz-json-${service.jsonVersion}`,
          'X-Amz-Target': `${service.targetPrefix}.${operation}`,
        },
        body: JSON.stringify(input),
      },
      conn,
    );
    if (res.status >= 300) throw errorOf(res);
    const text = res.body.toString('utf8');
    return text ? (JSON.parse(text) as Wire) : {};
  };
  const call = (operation: string, input: Wire) => withRetries(service.maxAttempts, () => post(operation, input));
  return {
    send: async <O extends object>(operation: string, input: object) =>
      (await interceptors.reduceRight<(i: Wire) => Promise<Wire>>(
        (next, interceptor) => (i) => interceptor(operation, i, next),
        (i) => call(operation, i),
      )({ ...input })) as O,
    intercept: (interceptor) => void interceptors.push(interceptor),
  };
}
