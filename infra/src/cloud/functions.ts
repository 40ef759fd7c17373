/**
 * One Lambda per API area or group of its own (route-table.ts `apiAreas`) and per worker, built from the shared route table. Bundled locally
 * with esbuild (no Docker) by `lambda-build.ts`, the same build the benchmark measures.
 *
 * Resources per function are kept to the function itself: functions with the same declared access
 * share one execution role and all functions of a kind share one log group (streams carry the
 * function name), so the stack grows by the route table without reaching CloudFormation's limit
 * (docs/decisions.md "Route capacity and cloud observability").
 */
import { createHash } from 'node:crypto';
import { envNames } from '@cmp/functions/platform/config';
import { type BucketId, bucketDefinitions } from '@cmp/functions/platform/table-definition';
import { AssetHashType, DockerImage, Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { UserPool, UserPoolClient } from 'aws-cdk-lib/aws-cognito';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { EventBus } from 'aws-cdk-lib/aws-events';
import {
  type AddToPrincipalPolicyResult,
  ManagedPolicy,
  PolicyDocument,
  PolicyStatement,
  Role,
  type RoleProps,
  ServicePrincipal,
} from 'aws-cdk-lib/aws-iam';
import { Architecture, Code, Function as LambdaFunction, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { buildLambda } from '../lambda-build.ts';
import { type Access, accessOf, unionAccess, userPoolAdminActions } from './access.ts';
import { type RouteTable, defaultRouteTable } from './api-routes.ts';
import type { Mail } from './mail.ts';
import { functionsSrc } from './paths.ts';

type Kind = 'api' | 'worker';

/** The Powertools settings every function runs with (Logger, Metrics, Tracer read them). */
export const powertoolsEnv = (service: string): Record<string, string> => ({
  POWERTOOLS_SERVICE_NAME: service,
  POWERTOOLS_METRICS_NAMESPACE: 'CMP',
  POWERTOOLS_LOG_LEVEL: 'INFO',
});

/** Same declared access → same key, whatever the order the declaration spelled it in. */
function accessKey(kind: Kind, access: Access): string {
  const sorted = (value: unknown): unknown =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((k) => [k, sorted((value as Record<string, unknown>)[k])]),
        )
      : value;
  return `${kind}:${JSON.stringify(sorted(access))}`;
}

/**
 * A function role that keeps its grants inline (the role's own `Policies`) instead of in a separate
 * AWS::IAM::Policy: one resource per role instead of two, the same permissions. The size limit is
 * the same too (a role's inline policies share 10,240 characters; an attached AWS::IAM::Policy is one
 * of them). docs/decisions.md "Route capacity and cloud observability".
 */
class InlineGrantsRole extends Role {
  private readonly inlineGrants: PolicyDocument;

  constructor(scope: Construct, id: string, props: RoleProps) {
    const grants = new PolicyDocument();
    super(scope, id, { ...props, inlinePolicies: { ...props.inlinePolicies, grants } });
    this.inlineGrants = grants;
  }

  override addToPrincipalPolicy(statement: PolicyStatement): AddToPrincipalPolicyResult {
    this.inlineGrants.addStatements(statement);
    return { statementAdded: true, policyDependable: this };
  }
}

export interface FunctionsProps {
  table: Table;
  buckets: Record<BucketId, Bucket>;
  userPool: UserPool;
  userPoolClient: UserPoolClient;
  bus: EventBus;
  /** The operator-credential secret (secrets.ts), read by the functions whose access says so. */
  operatorSecret: ISecret;
  /** The SES identity notification e-mail is sent from (mail.ts); absent: no function may send e-mail. */
  mail?: Mail;
  /** Where workers' failed asynchronous invocations (bus rules, schedules) go after Lambda's retries. */
  workerDeadLetters?: IQueue;
  /** The groups and workers to build; the real route table unless a test passes another. */
  routeTable?: RouteTable;
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
  /** API Lambda name (an area or a group of its own) → function. */
  readonly api: Record<string, LambdaFunction> = {};
  /** API group name → the function that serves it (several groups of an area share one). */
  readonly groups: Record<string, LambdaFunction> = {};
  /** Worker name → function. */
  readonly workers: Record<string, LambdaFunction> = {};

  private readonly roles = new Map<string, Role>();
  private readonly logGroups = new Map<Kind, LogGroup>();

  constructor(scope: Construct, id: string, props: FunctionsProps) {
    super(scope, id);
    const table = props.routeTable ?? defaultRouteTable;
    const lambdaOf = (group: string) => table.lambdaOf[group] ?? group;
    for (const group of table.apiGroups) {
      const name = lambdaOf(group.name);
      if (!this.api[name]) {
        // A Lambda serving several groups may touch what any of them may.
        const served = table.apiGroups.filter((g) => lambdaOf(g.name) === name).map((g) => accessOf(g.name, table.apiGroups));
        this.api[name] = this.create(name, 'api', unionAccess(served), table, props);
      }
      this.groups[group.name] = this.api[name];
    }
    for (const worker of table.workers)
      this.workers[worker] = this.create(worker, 'worker', accessOf(worker, table.apiGroups), table, props);
  }

  private create(name: string, kind: Kind, access: Access, table: RouteTable, props: FunctionsProps): LambdaFunction {
    const entry = table.lambdaEntries[name];
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
      role: this.roleFor(kind, access),
      logGroup: this.logGroupFor(kind),
      // Stack traces point at the TypeScript sources instead of the minified bundle.
      environment: { NODE_OPTIONS: '--enable-source-maps', ...powertoolsEnv(name) },
      // Only workers are invoked asynchronously (bus rules, schedules); Lambda retries twice first.
      deadLetterQueue: kind === 'worker' ? props.workerDeadLetters : undefined,
    });
    this.grant(kind, fn, props, access);
    return fn;
  }

  /**
   * One execution role per (kind, declared access): functions that declare the same access would
   * get identical policies anyway, and a role plus its policy per function is two resources each.
   */
  private roleFor(kind: Kind, access: Access): Role {
    const key = accessKey(kind, access);
    let role = this.roles.get(key);
    if (!role) {
      // Named by a hash of the access, so reordering the route table does not replace roles.
      const id = `${kind}-role-${createHash('sha256').update(key).digest('hex').slice(0, 8)}`;
      role = new InlineGrantsRole(this, id, {
        assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
        description: `CMP ${kind} functions with access ${key.slice(kind.length + 1)}`.slice(0, 1000),
        managedPolicies: [ManagedPolicy.fromAwsManagedPolicyName('service-role/AWSLambdaBasicExecutionRole')],
      });
      this.roles.set(key, role);
    }
    return role;
  }

  /** One log group per kind; Lambda names each stream after its function. */
  private logGroupFor(kind: Kind): LogGroup {
    let logGroup = this.logGroups.get(kind);
    if (!logGroup) {
      logGroup = new LogGroup(this, `${kind}-logs`, {
        retention: RetentionDays.THREE_MONTHS,
        removalPolicy: RemovalPolicy.DESTROY,
      });
      this.logGroups.set(kind, logGroup);
    }
    return logGroup;
  }

  /** Grants and environment go together: a function only learns the names of what it may use. */
  private grant(kind: Kind, fn: LambdaFunction, props: FunctionsProps, access: Access): void {
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

    // Notification e-mail: SES's SendRawEmail from the configured identity only, and the From to use.
    if (access.sendsEmail && props.mail) {
      fn.addEnvironment(envNames.mailFrom, props.mail.from);
      fn.addToRolePolicy(
        new PolicyStatement({ actions: ['ses:SendRawEmail'], resources: [props.mail.identity.emailIdentityArn] }),
      );
    }

    // The secret's ARN, never its value: the function reads it once per cold start.
    if (access.operatorSecret) {
      fn.addEnvironment(envNames.operatorSecretArn, props.operatorSecret.secretArn);
      props.operatorSecret.grantRead(fn);
    }
  }
}
