import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { localOperatorSecretKey } from '@cmp/functions/operator-config/local-key';
import { envNames } from '@cmp/functions/platform/config';
import { bucketDefinitions } from '@cmp/functions/platform/table-definition';
import { createDocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { ensureUserPool, startCognitoLocal } from './cognito-local.ts';
import { serveOperatorFiles } from './dev-operator.ts';
import { ensureTable, startDynamoDbLocal } from './dynamodb-local.ts';
import { createEventBus, objectCreatedEvent, serveBusEvents, startEventBridgeLocal } from './event-bus.ts';
import { startGateway } from './gateway.ts';
import { keepPartnerKey, partnerDemoLink, partnerDemoPort, preparePartnerDemo, startPartnerDemo } from './partner-demo.ts';
import { freePort } from './ports.ts';
import { startS3Local } from './s3-local.ts';
import { startScheduler } from './scheduler.ts';
import { demoCards } from './seed/demo-data.ts';
import { isHistorySeeded, seedHistory } from './seed/history.ts';
import { isSeeded, seedDemoData } from './seed/seed.ts';
import { serveSessionFiles } from './sessions-dev.ts';
import { localStateMachineArn, startSfnLocal } from './sfn-local.ts';
import { localSftpAccount, localSftpPort, startLocalSftp } from './sftp-local.ts';
import { serveInbox, startSmtpLocal } from './smtp-local.ts';
import { Background } from './workers.ts';

export interface LocalStackOptions {
  dataDir: string;
  /** Gateway port; 0 picks a free one. */
  port: number;
  reset?: boolean;
  /** Keep DynamoDB data on disk (npm start) or in memory (tests). */
  persist?: boolean;
  /** `history: false` leaves out the demo history (batches, pools, SMS…) seeded through the API. */
  seed?: { cards: number; usageDays: number; history?: boolean } | false;
  captcha?: 'on' | 'off';
  portalDir: string;
  /** The built partner widgets: the gateway serves them under `/widgets/`, and the partner demo runs on a second origin (issue #18). */
  widgetsDir?: string;
  log?: (message: string) => void;
  /** One line per API request (`npm start`), once the stack is ready: the seed's requests are not printed. */
  requestLog?: (line: string) => void;
}

// Lambda runs Node 22; the SDK's notice about Node 20 support only adds noise locally.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';

/**
 * Powertools in the in-process Lambdas: no JSON log lines, no EMF blobs, no X-Ray (there is no
 * daemon). The gateway prints one line per request instead. Set before any handler is loaded;
 * a developer's own value wins (`POWERTOOLS_LOG_LEVEL=INFO npm start` shows the JSON logs).
 */
const localPowertools = {
  POWERTOOLS_SERVICE_NAME: 'cmp-local',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  POWERTOOLS_METRICS_DISABLED: 'true',
  POWERTOOLS_TRACE_ENABLED: 'false',
};
for (const [name, value] of Object.entries(localPowertools)) process.env[name] ??= value;

export const TABLE_NAME = 'cmp-local';
export const bucketName = (id: string) => `cmp-${id}`;

/** Brings up the whole product on this machine: storage, identity, workflows, bus, schedules and the gateway. */
export async function startLocalStack(o: LocalStackOptions) {
  const log = o.log ?? (() => undefined);
  if (o.reset) rmSync(o.dataDir, { recursive: true, force: true });
  const background = new Background((what, error) => console.error(`[local] ${what} failed:`, error));
  const [ddbPort, s3Port, cognitoPort, sfnPort, eventsPort, smtpPort] = await Promise.all([
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
    freePort(),
  ]);
  const buckets = Object.fromEntries(bucketDefinitions.map((b) => [b.id, bucketName(b.id)])) as Record<
    (typeof bucketDefinitions)[number]['id'],
    string
  >;
  const bus = createEventBus(background);

  const [ddb, s3, cognito, sfn, eventBridge, smtp] = await Promise.all([
    startDynamoDbLocal({ port: ddbPort, dataDir: o.persist ? join(o.dataDir, 'dynamodb') : undefined }),
    startS3Local({
      port: s3Port,
      dataDir: join(o.dataDir, 's3'),
      buckets: Object.values(buckets),
      // Only the imports bucket sends its events to EventBridge, as infra configures.
      onObjectCreated: (e) => e.bucket === buckets.imports && bus.publish(objectCreatedEvent(e.bucket, e.key, e.size)),
    }),
    startCognitoLocal({ port: cognitoPort, dataDir: join(o.dataDir, 'cognito') }),
    startSfnLocal({ port: sfnPort, background }),
    // The domain events the functions publish (shared/aws/events.ts) reach the same bus.
    startEventBridgeLocal({ port: eventsPort, bus }),
    // E-mail the functions send (notify/) arrives here over SMTP and waits in the development inbox.
    startSmtpLocal({ port: smtpPort, dataDir: o.dataDir }),
  ]);
  // The SFTP server the data push goes to (README "Demo"): files under <data dir>/sftp, the same port each start.
  const sftp = await startLocalSftp({
    port: await localSftpPort(o.dataDir),
    root: join(o.dataDir, 'sftp'),
    users: { [localSftpAccount.account]: localSftpAccount.password },
    dirs: [localSftpAccount.path],
  });
  log('storage, identity and workflow services are up');
  log(`SFTP server for data push on sftp://${localSftpAccount.account}@${sftp.host}:${sftp.port} (files under ${sftp.root})`);

  Object.assign(process.env, {
    AWS_REGION: 'us-east-1',
    // s3rver accepts only its own key pair; DynamoDB Local and cognito-local accept any.
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    AWS_ENDPOINT_URL_DYNAMODB: ddb.endpoint,
    AWS_ENDPOINT_URL_S3: s3.endpoint,
    AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: cognito.endpoint,
    AWS_ENDPOINT_URL_SFN: sfn.endpoint,
    AWS_ENDPOINT_URL_EVENTBRIDGE: eventBridge.endpoint,
    [envNames.eventBusName]: eventBridge.busName,
    [envNames.smtpUrl]: smtp.url,
    [envNames.mailFrom]: process.env[envNames.mailFrom] || 'CMP <noreply@cmp.local>',
    // Webhook receivers of tests and developers listen on 127.0.0.1.
    [envNames.notifyPrivateTargets]: 'allow',
    TABLE_NAME,
    ASSETS_BUCKET: buckets.assets,
    EXPORTS_BUCKET: buckets.exports,
    IMPORTS_BUCKET: buckets.imports,
    BATCH_STATE_MACHINE_ARN: localStateMachineArn('batch-operation'),
    CMP_CAPTCHA: o.captcha ?? 'on',
    OPERATOR_SECRET_KEY: process.env.OPERATOR_SECRET_KEY || localOperatorSecretKey(o.dataDir),
  });
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const ddbClient = new DynamoDBClient({ endpoint: ddb.endpoint, region: 'us-east-1', credentials });
  const db = createDocumentClient({ endpoint: ddb.endpoint, region: 'us-east-1', credentials });
  const s3Client = new S3Client({
    endpoint: s3.endpoint,
    region: 'us-east-1',
    credentials,
    forcePathStyle: true,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const cognitoClient = new CognitoIdentityProviderClient({ endpoint: cognito.endpoint, region: 'us-east-1', credentials });

  await ensureTable(ddbClient, TABLE_NAME);
  const pool = await ensureUserPool(cognitoClient, join(o.dataDir, 'cognito'));
  const issuer = `${cognito.endpoint}/${pool.userPoolId}`;
  Object.assign(process.env, {
    USER_POOL_ID: pool.userPoolId,
    USER_POOL_CLIENT_ID: pool.clientId,
    TOKEN_ISSUER: issuer,
    JWKS_URI: `${issuer}/.well-known/jwks.json`,
  });

  const targets = {
    db,
    s3: s3Client,
    cognito: cognitoClient,
    tableName: TABLE_NAME,
    importsBucket: buckets.imports,
    userPoolId: pool.userPoolId,
  };
  const seedNow = o.seed && !(await isSeeded(targets)) ? o.seed : undefined;
  if (seedNow) {
    log(`seeding ${seedNow.cards} demo cards and ${seedNow.usageDays} days of usage`);
    await seedDemoData(targets, { ...seedNow, now: new Date() });
    await background.idle();
  }
  let ready = false;
  const operatorFiles = serveOperatorFiles(s3Client, buckets.imports);
  const demoPort = o.widgetsDir ? await partnerDemoPort(o.dataDir) : undefined;
  const demoUrl = demoPort ? `http://127.0.0.1:${demoPort}` : undefined;
  const gateway = await startGateway({
    port: o.port,
    portalDir: o.portalDir,
    widgetsDir: o.widgetsDir,
    requestLog: (line) => ready && o.requestLog?.(line),
    dev: (req, res, url) =>
      serveInbox(smtp.store, req, res, url) ||
      serveBusEvents(bus, req, res, url) ||
      partnerDemoLink(demoUrl)(req, res, url) ||
      operatorFiles(req, res, url) ||
      serveSessionFiles(
        async (key, body) => {
          await s3Client.send(new PutObjectCommand({ Bucket: buckets.imports, Key: key, Body: body, ContentType: 'text/csv' }));
        },
        req,
        res,
        url,
      ),
  });
  // The history goes through the gateway as the demo accounts, once, right after the base seed.
  if (seedNow && seedNow.history !== false) {
    log('seeding the demo history through the API');
    const began = Date.now();
    await seedHistory({
      db,
      tableName: TABLE_NAME,
      url: gateway.url,
      cards: demoCards(seedNow.cards, new Date()),
      idle: () => background.idle(),
      sftp,
      ...(o.widgetsDir ? { partnerKey: (key: { appKey: string; secret: string }) => keepPartnerKey(o.dataDir, key) } : {}),
    });
    log(`demo history seeded in ${((Date.now() - began) / 1000).toFixed(1)} s`);
  } else if (o.seed && o.seed.history !== false && !(await isHistorySeeded(targets)))
    log('this data directory has no demo history: `npm start -- --reset` rebuilds it with one');
  const partnerDemo =
    demoPort && demoUrl
      ? await startPartnerDemo({
          port: demoPort,
          gatewayUrl: gateway.url,
          dataDir: o.dataDir,
          key: await preparePartnerDemo({ gatewayUrl: gateway.url, dataDir: o.dataDir, origin: demoUrl }),
        })
      : undefined;
  const scheduler = startScheduler(background);
  ready = true;

  return {
    url: gateway.url,
    background,
    sfn,
    /** The local bus: `received` holds the latest events published (domain events included). */
    bus,
    /** The local SMTP server (its URL) and the messages it stored; the inbox is `${url}/dev/inbox`. */
    mail: { smtpUrl: smtp.url, store: smtp.store },
    clients: { db, s3: s3Client, cognito: cognitoClient },
    tableName: TABLE_NAME,
    buckets,
    sftp,
    /** The partner demo's origin (with `widgetsDir`). */
    partnerDemoUrl: partnerDemo?.url,
    async stop() {
      scheduler.stop();
      await partnerDemo?.stop();
      await gateway.stop();
      await background.idle();
      await Promise.all([sfn.stop(), eventBridge.stop(), smtp.stop(), s3.stop(), cognito.stop(), ddb.stop(), sftp.stop()]);
    },
  };
}

export type LocalStack = Awaited<ReturnType<typeof startLocalStack>>;
