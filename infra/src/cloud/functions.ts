/**
 * One Lambda per API group and per worker, built from the shared route table. Bundled locally
 * with esbuild (no Docker) by `lambda-build.ts`, the same build the benchmark measures.
 */
import { envNames } from '@cmp/functions/platform/config';
import { apiGroups, lambdaEntries, workers } from '@cmp/functions/platform/route-table';
import { type BucketId, bucketDefinitions } from '@cmp/functions/platform/table-definition';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { EventBus } from 'aws-cdk-lib/aws-events';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { buildLambda } from '../lambda-build.ts';
import { accessOf, userPoolAdminActions } from './access.ts';
import { functionsSrc } from './paths.ts';

export interface FunctionsProps {
  table: Table;
  buckets: Record<BucketId, Bucket>;
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  bus: EventBus;
  /** The operator-credential secret (secrets.ts), read by the functions whose access says so. */
  operatorSecret: ISecret;
}

/** Bundles one entry on this machine; the image is never pulled because local bundling always succeeds. */
const localBundle = (entryFile: string) =>
  Code.fromAsset(functionsSrc, {
    assetHashType: AssetHashType.OUTPUT,
    bundling: {
      // Part of the bundling cache key, so functions sharing functions/src never share output.
      command: ['bundle', entryFile.slice(functionsSrc.length)],
      image: DockerImage.fromRegistry('public.ecr.aws/sam/build-nodejs22.x'),
      local: {
        tryBundle(outputDir: string) {
          buildLambda(entryFile, outputDir);
          return true;
        },
      },
    },
  });

export class Functions extends Construct {
  /** API group name → function. */
  readonly groups: Record<string, LambdaFunction> = {};
  /** Worker name → function. */
  readonly workers: Record<string, LambdaFunction> = {};

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    for (const group of apiGroups) this.groups[group.name] = this.create(group.name, 'api', props);
    for (const worker of workers) this.workers[worker] = this.create(worker, 'worker', props);
  }

  private create(name: string, kind: 'api' | 'worker', props: FunctionsProps): LambdaFunction {
    const entry = lambdaEntries[name];
    if (!entry) throw new Error(`No lambdaEntries entry for ${name} in platform/route-table.ts`);
    const fn = new LambdaFunction(this, name, {
      code: localBundle(`${functionsSrc}${entry}`),
      // Tests and operators find a function by this, independent of generated logical ids.
      description: `CMP ${kind} ${name} (functions/src/${entry})`,
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: 512,
      // API Gateway gives up after 29 s; workers run chunks of a batch or a usage file.
      timeout: kind === 'api' ? Duration.seconds(29) : Duration.minutes(5),
      tracing: Tracing.ACTIVE,
      logGroup: new LogGroup(this, `${name}-logs`, {
        retention: RetentionDays.THREE_MONTHS,
        removalPolicy: RemovalPolicy.DESTROY,
      }),
      // Stack traces point at the TypeScript sources instead of the minified bundle.
      environment: { NODE_OPTIONS: '--enable-source-maps' },
    });
    this.grant(name, kind, fn, props);
    return fn;
  }

  /** Grants and environment go together: a function only learns the names of what it may use. */
  private grant(name: string, kind: 'api' | 'worker', fn: LambdaFunction, props: FunctionsProps): void {
    const access = accessOf(name);
    fn.addEnvironment(envNames.tableName, props.table.tableName);
    if (access.table === 'read') props.table.grantReadData(fn);
    else props.table.grantReadWriteData(fn);

    for (const def of bucketDefinitions) {
      const level = access.buckets?.[def.id];
      if (!level) continue;
      const bucket = props.buckets[def.id];
      fn.addEnvironment(def.env, bucket.bucketName);
      if (level === 'read') bucket.grantRead(fn);
      else if (level === 'put') bucket.grantPut(fn);
      else bucket.grantReadWrite(fn);
    }

    // Every API group verifies tokens of this pool; only the auth group administers it.
    if (kind === 'api') {
      fn.addEnvironment(envNames.userPoolId, props.userPool.userPoolId);
      fn.addEnvironment(envNames.userPoolClientId, props.userPoolClient.userPoolClientId);
    }
    if (access.userPoolAdmin) props.userPool.grant(fn, ...userPoolAdminActions);

    if (access.publishesEvents) {
      fn.addEnvironment(envNames.eventBusName, props.bus.eventBusName);
      props.bus.grantPutEventsTo(fn);
    }

    // The secret's ARN, never its value: the function reads it once per cold start.
    if (access.operatorSecret) {
      fn.addEnvironment(envNames.operatorSecretArn, props.operatorSecret.secretArn);
      props.operatorSecret.grantRead(fn);
    }
  }
}
