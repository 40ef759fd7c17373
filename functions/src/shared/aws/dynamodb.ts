/**
 * The DynamoDB document client every repository uses: `send(new GetCommand({...}))` as with the
 * SDK's lib-dynamodb, over the JSON-protocol transport of json-service.ts (5 attempts, as before).
 * The endpoint comes from AWS_ENDPOINT_URL(_DYNAMODB): AWS or DynamoDB Local.
 */
import { type DocumentCommand, errorFromWire } from './dynamodb-commands.ts';
import { type Interceptor, jsonClient } from './json-service.ts';
import { once } from './once.ts';
import type { Connection } from './signed-request.ts';

export interface DocumentClient {
  send<I, O>(command: DocumentCommand<I, O>): Promise<O>;
  /** Sees every call on the wire (operation name, attribute-value input and output). */
  intercept(interceptor: Interceptor): void;
}

export const dynamodbService = {
  signingName: 'dynamodb',
  endpointEnv: 'DYNAMODB',
  hostPrefix: 'dynamodb',
  targetPrefix: 'DynamoDB_20120810',
  jsonVersion: '1.0',
  maxAttempts: 5,
} as const;

/** A document client; `conn` only where the endpoint and credentials are not the environment's. */
export function createDocumentClient(conn: Connection = {}): DocumentClient {
  const client = jsonClient(dynamodbService, conn);
  return {
    async send<I, O>(command: DocumentCommand<I, O>): Promise<O> {
      try {
        return command.fromWire(await client.send(command.operation, command.toWire()));
      } catch (error) {
        throw errorFromWire(error);
      }
    },
    intercept: client.intercept,
  };
}

export const documentClient = once(() => createDocumentClient());
