import { createHash } from 'node:crypto';
import type { GetSecretValueResponse } from '@aws-sdk/client-secrets-manager';
import { envNames } from '../platform/config.ts';
import { jsonClient } from '../shared/aws/json-service.ts';

/**
 * The AES-256 key of the sealed operator credentials, as a base64 string of 32 bytes.
 *
 * - `OPERATOR_SECRET_KEY` set (the local stack, or an operator's override): used as is.
 * - Otherwise `OPERATOR_SECRET_ARN` (the cloud): the stack's Secrets Manager secret is read once per
 *   cold start and the key is the SHA-256 of its string, so any generated secret value (Secrets
 *   Manager generates printable passwords, not key bytes) yields a valid 32-byte key, and the key
 *   never sits in the Lambda's environment or the template (docs/decisions.md "Operators").
 */
export const keyFromSecretString = (secret: string): string => createHash('sha256').update(secret, 'utf8').digest('base64');

export type FetchSecret = (secretId: string) => Promise<string | undefined>;

const secretsManager = {
  signingName: 'secretsmanager',
  endpointEnv: 'SECRETS_MANAGER',
  hostPrefix: 'secretsmanager',
  targetPrefix: 'secretsmanager',
  jsonVersion: '1.1',
  maxAttempts: 3,
} as const;

const fetchFromSecretsManager: FetchSecret = async (secretId) =>
  (await jsonClient(secretsManager).send<GetSecretValueResponse>('GetSecretValue', { SecretId: secretId })).SecretString;

export function operatorSecretKeyResolver(
  env: NodeJS.ProcessEnv = process.env,
  fetchSecret: FetchSecret = fetchFromSecretsManager,
) {
  let pending: Promise<string> | undefined;
  return (): Promise<string> => {
    const direct = env[envNames.operatorSecretKey];
    if (direct) return Promise.resolve(direct);
    const arn = env[envNames.operatorSecretArn];
    if (!arn)
      return Promise.reject(
        new Error(`Missing environment variable ${envNames.operatorSecretKey} or ${envNames.operatorSecretArn}`),
      );
    pending ??= fetchSecret(arn).then(
      (value) => {
        if (!value) throw new Error('The operator secret has no string value');
        return keyFromSecretString(value);
      },
      (error: unknown) => {
        // A failed read is not cached: the next request tries again.
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
}
