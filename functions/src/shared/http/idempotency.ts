import {
  IdempotencyAlreadyInProgressError,
  IdempotencyConfig,
  IdempotencyValidationError,
  makeIdempotent,
} from '@aws-lambda-powertools/idempotency';
/**
 * Idempotency-Key on state-changing routes (RouteDef.writes), with Powertools for AWS Lambda's
 * idempotency utility; its records live in the one table (idempotency-store.ts).
 *
 * - The key is scoped to the caller and the route (`<loginName>|<routeId>|<header>`), so two callers
 *   (or two routes) never share an answer; the caller's validated body is the payload hash.
 * - The first successful answer is stored and replayed for 24 h with `Idempotent-Replayed: true`;
 *   an answer that failed is not stored (Powertools deletes the in-progress record), so a retry
 *   after an error runs again — the failed attempt changed nothing.
 * - The same key with another body answers 422 IDEMPOTENCY_KEY_REUSED; a duplicate that arrives
 *   while the first is still running answers 409 IDEMPOTENCY_IN_PROGRESS and has no effect.
 * - A signed open-API route (`appKey`) scopes the key to its app key (`app:<appKey>`, CmpState.caller).
 * - Public routes (login, register) have no caller to scope a key to and take none; a request
 *   without the header runs as before.
 */
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { config } from '../../platform/config.ts';
import { tableDefinition } from '../../platform/table-definition.ts';
import { documentClient } from '../aws/dynamodb.ts';
import { once } from '../aws/once.ts';
import { AppError } from './error-catalogue.ts';
import { SingleTableIdempotencyStore } from './idempotency-store.ts';
import type { CmpState } from './middleware/context.ts';

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'idempotent-replayed';
/** Stripe's rule: up to 255 characters; here printable ASCII without spaces (a UUID fits). */
const VALID_KEY = /^[\x21-\x7e]{1,255}$/;
const DAY_SECONDS = 24 * 60 * 60;
/** Sort key of an idempotency record; its partition key is `IDEMPOTENCY#<hash of scope and key>`. */
const RECORD_SK = 'IDEMPOTENCY';

interface IdempotentPayload {
  key: string;
  request: unknown;
}
type Answer = APIGatewayProxyStructuredResultV2;
type Run = (event: APIGatewayProxyEventV2, context: Context) => Promise<Answer>;

const idempotency = once(() => {
  const persistenceStore = new SingleTableIdempotencyStore({
    db: documentClient(),
    tableName: () => config('tableName'),
    partitionKey: tableDefinition.partitionKey,
    sortKey: tableDefinition.sortKey,
    recordSortKey: RECORD_SK,
    expiryAttr: tableDefinition.ttlAttribute,
  });
  const idempotencyConfig = new IdempotencyConfig({
    eventKeyJmesPath: 'key',
    payloadValidationJmesPath: 'request',
    expiresAfterSeconds: DAY_SECONDS,
    responseHook: (response) => {
      const answer = response as Answer;
      return { ...answer, headers: { ...answer.headers, [REPLAYED_HEADER]: 'true' } } as never;
    },
  });
  return { persistenceStore, idempotencyConfig };
});

/** The caller's Idempotency-Key, validated; undefined when the request carries none. */
export function idempotencyKeyOf(event: APIGatewayProxyEventV2): string | undefined {
  const headers = event.headers ?? {};
  const value = headers[IDEMPOTENCY_HEADER] ?? Object.entries(headers).find(([k]) => k.toLowerCase() === IDEMPOTENCY_HEADER)?.[1];
  if (value === undefined) return undefined;
  if (!VALID_KEY.test(value)) throw new AppError('IDEMPOTENCY_KEY_INVALID');
  return value;
}

/**
 * Runs a route implementation once per (caller, route, Idempotency-Key): a state-changing route
 * called with the header by a signed-in caller; every other request runs directly.
 */
export async function runOnce(run: Run, event: APIGatewayProxyEventV2, context: Context, s: CmpState): Promise<Answer> {
  const key = idempotencyKeyOf(event);
  const caller = s.principal?.loginName ?? s.caller;
  if (key === undefined || !s.route?.def.writes || !caller) return run(event, context);
  const { persistenceStore, idempotencyConfig } = idempotency();
  idempotencyConfig.registerLambdaContext(context);
  const payload: IdempotentPayload = { key: `${caller}|${s.route.def.id}|${key}`, request: s.body ?? null };
  const once = makeIdempotent((_payload: IdempotentPayload) => run(event, context), {
    persistenceStore,
    config: idempotencyConfig,
    keyPrefix: RECORD_SK,
  });
  try {
    return await once(payload);
  } catch (error) {
    if (error instanceof IdempotencyValidationError) throw new AppError('IDEMPOTENCY_KEY_REUSED');
    if (error instanceof IdempotencyAlreadyInProgressError) throw new AppError('IDEMPOTENCY_IN_PROGRESS');
    throw error;
  }
}
