/**
 * Vitest global setup of the integration project: one local stack (DynamoDB Local, s3rver,
 * cognito-local, the local Step Functions runner, bus, gateway) on free ports with a small seeded
 * dataset, shared by every integration file and stopped at the end.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { startLocalStack } from '../../infra/src/local/stack.ts';

export const SEED_CARDS = 800;

export default async function setup(project: TestProject) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cmp-int-'));
  const stack = await startLocalStack({
    dataDir,
    port: 0,
    persist: false,
    // No demo history: the suites assert exact lists of the records they create (docs/decisions.md).
    seed: { cards: SEED_CARDS, usageDays: 60, history: false },
    captcha: 'off',
    portalDir: join(dataDir, 'no-portal'),
  });
  const names = [
    'AWS_REGION',
    'AWS_ACCESS_KEY_ID',
    'AWS_SECRET_ACCESS_KEY',
    'AWS_ENDPOINT_URL_DYNAMODB',
    'AWS_ENDPOINT_URL_S3',
    'AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER',
    'AWS_ENDPOINT_URL_SFN',
    'TABLE_NAME',
    'ASSETS_BUCKET',
    'EXPORTS_BUCKET',
    'IMPORTS_BUCKET',
    'USER_POOL_ID',
    'USER_POOL_CLIENT_ID',
    'TOKEN_ISSUER',
    'JWKS_URI',
    'BATCH_STATE_MACHINE_ARN',
    // The sealed-credential key, for tests that run a worker in-process (data push).
    'OPERATOR_SECRET_KEY',
    'AWS_ENDPOINT_URL_EVENTBRIDGE',
    'EVENT_BUS_NAME',
    'SMTP_URL',
    'MAIL_FROM',
    'NOTIFY_PRIVATE_TARGETS',
  ];
  project.provide('stack', {
    baseUrl: stack.url,
    seedCards: SEED_CARDS,
    env: Object.fromEntries(names.map((n) => [n, process.env[n] ?? ''])),
  });
  return async () => {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    stack: { baseUrl: string; seedCards: number; env: Record<string, string> };
  }
}
