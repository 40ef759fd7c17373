/**
 * SDK clients, created once per process. Endpoints come from the standard AWS_ENDPOINT_URL and
 * AWS_ENDPOINT_URL_<SERVICE> variables, so the same code runs against AWS, LocalStack or the local
 * servers. s3rver needs path-style addressing and no flexible checksums.
 */
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { EventBridgeClient } from '@aws-sdk/client-eventbridge';
import { S3Client } from '@aws-sdk/client-s3';
import { SFNClient } from '@aws-sdk/client-sfn';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

const once = <T>(make: () => T): (() => T) => {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
};

const isLocalS3 = () => Boolean(process.env.AWS_ENDPOINT_URL_S3 || process.env.AWS_ENDPOINT_URL);

export const documentClient = once(() =>
  DynamoDBDocumentClient.from(new DynamoDBClient({ maxAttempts: 5 }), {
    marshallOptions: { removeUndefinedValues: true, convertEmptyValues: false },
  }),
);

export const s3Client = once(
  () =>
    new S3Client({
      forcePathStyle: isLocalS3(),
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
);

export const cognitoClient = once(() => new CognitoIdentityProviderClient({}));
export const sfnClient = once(() => new SFNClient({}));
export const eventBridgeClient = once(() => new EventBridgeClient({}));
