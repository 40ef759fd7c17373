import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  UpdateTableCommand,
  UpdateTimeToLiveCommand,
} from '@aws-sdk/client-dynamodb';
import { tableDefinition } from '@cmp/functions/platform/table-definition';
import { httpReady, waitFor } from './ports.ts';

const require = createRequire(import.meta.url);

/** Fails with one clear line when no Java 17+ runtime is installed. */
export function assertJava(): void {
  const out = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (out.error || out.status !== 0) {
    throw new Error(
      'Java 17+ is required for DynamoDB Local but `java` was not found (Debian: apt-get install -y openjdk-17-jre-headless).',
    );
  }
  const major = Number(/version "(\d+)/.exec(out.stderr)?.[1] ?? 0);
  if (major && major < 17) throw new Error(`Java 17+ is required for DynamoDB Local; found Java ${major}.`);
}

/**
 * JVM options of DynamoDB Local: `opts.jvm`, else `CMP_DYNAMODB_LOCAL_JVM` (space-separated; the
 * scale benchmark sets it, as its stack comes from `startLocalStack`), else a 1 GB heap.
 */
export const dynamoDbLocalJvm = (jvm?: string[]): string[] =>
  jvm ?? process.env.CMP_DYNAMODB_LOCAL_JVM?.split(/\s+/).filter(Boolean) ?? ['-Xmx1g'];

/** Starts AWS's DynamoDB Local (the jar shipped in amplify-dynamodb-simulator). */
export async function startDynamoDbLocal(opts: { port: number; dataDir?: string; jvm?: string[] }): Promise<{
  endpoint: string;
  stop: () => Promise<void>;
}> {
  assertJava();
  const emulator = join(dirname(require.resolve('amplify-dynamodb-simulator/package.json')), 'emulator');
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true });
  const storage = opts.dataDir ? ['-dbPath', opts.dataDir] : ['-inMemory'];
  const child: ChildProcess = spawn(
    'java',
    [
      ...dynamoDbLocalJvm(opts.jvm),
      `-Djava.library.path=${join(emulator, 'DynamoDBLocal_lib')}`,
      '-jar',
      join(emulator, 'DynamoDBLocal.jar'),
      '-port',
      String(opts.port),
      ...storage,
      '-sharedDb',
      '-disableTelemetry',
    ],
    // DynamoDB Local writes a metadata file into its working directory.
    { stdio: ['ignore', 'ignore', 'pipe'], cwd: opts.dataDir ?? tmpdir() },
  );
  let stderr = '';
  child.stderr?.on('data', (d) => {
    stderr += String(d);
  });
  const endpoint = `http://127.0.0.1:${opts.port}`;
  await waitFor('DynamoDB Local', async () => {
    if (child.exitCode !== null) throw new Error(`DynamoDB Local exited: ${stderr.slice(0, 500)}`);
    return httpReady(endpoint)();
  });
  return {
    endpoint,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Creates the single table (from the same definition infra uses) if it does not exist. */
export async function ensureTable(client: DynamoDBClient, tableName: string): Promise<void> {
  const t = tableDefinition;
  try {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    await addMissingIndexes(client, tableName, new Set((Table?.GlobalSecondaryIndexes ?? []).map((i) => i.IndexName)));
    return;
  } catch (error) {
    if (!(error instanceof Error) || error.name !== 'ResourceNotFoundException') throw error;
  }
  const attrs = new Set<string>([t.partitionKey, t.sortKey, ...t.indexes.flatMap((i) => [i.partitionKey, i.sortKey])]);
  await client.send(
    new CreateTableCommand({
      TableName: tableName,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: [...attrs].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: t.partitionKey, KeyType: 'HASH' },
        { AttributeName: t.sortKey, KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: t.indexes.map((i) => ({
        IndexName: i.name,
        KeySchema: [
          { AttributeName: i.partitionKey, KeyType: 'HASH' },
          { AttributeName: i.sortKey, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
  await client.send(
    new UpdateTimeToLiveCommand({
      TableName: tableName,
      TimeToLiveSpecification: { AttributeName: t.ttlAttribute, Enabled: true },
    }),
  );
}

/** A data directory made by an older version lacks indexes added since: create them (DynamoDB Local backfills). */
async function addMissingIndexes(client: DynamoDBClient, tableName: string, present: Set<string | undefined>) {
  for (const i of tableDefinition.indexes.filter((x) => !present.has(x.name))) {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName,
        AttributeDefinitions: [
          { AttributeName: i.partitionKey, AttributeType: 'S' },
          { AttributeName: i.sortKey, AttributeType: 'S' },
        ],
        GlobalSecondaryIndexUpdates: [
          {
            Create: {
              IndexName: i.name,
              KeySchema: [
                { AttributeName: i.partitionKey, KeyType: 'HASH' },
                { AttributeName: i.sortKey, KeyType: 'RANGE' },
              ],
              Projection: { ProjectionType: 'ALL' },
            },
          },
        ],
      }),
    );
  }
}
