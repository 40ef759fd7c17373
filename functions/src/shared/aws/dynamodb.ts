/**
 * One module per AWS service, so a Lambda loads only the SDK clients it uses. Endpoints come from
 * the standard AWS_ENDPOINT_URL(_<SERVICE>) variables: AWS, LocalStack or the local servers.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { traced } from '../observability/tracing.ts';
import { once } from './once.ts';

export const documentClient = once(() =>
  DynamoDBDocumentClient.from(traced(new DynamoDBClient({ maxAttempts: 5 })), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  }),
);
