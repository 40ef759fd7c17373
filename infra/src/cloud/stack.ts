/**
 * The whole product in one stack: the pieces reference each other (functions ↔ state machine,
 * distribution → API), and one stack keeps those references plain CloudFormation Refs.
 * Environment-agnostic (no account/region lookups), so it synthesizes offline.
 */
import { bucketDefinitions, tableDefinition } from '@cmp/functions/platform/table-definition';
import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { type RouteTable, defaultRouteTable } from './api-routes.ts';
import { Api } from './api.ts';
import { Auth } from './auth.ts';
import { Data } from './data.ts';
import { DomainBus, Triggers } from './events.ts';
import { Functions } from './functions.ts';
import { Hosting } from './hosting.ts';
import { Mail } from './mail.ts';
import { DeadLetters, Observability } from './observability.ts';
import { portalDist, widgetsDist } from './paths.ts';
import { Secrets } from './secrets.ts';
import { Storage } from './storage.ts';
import { Workflows } from './workflows.ts';

export interface CmpStackProps extends StackProps {
  /** Extra browser origins allowed to call the API directly (partner sites, local dev). */
  allowedOrigins?: string[];
  /** Directory of the built portal; defaults to portal/dist. */
  portalDist?: string;
  /** Directory of the built partner widgets; defaults to widgets/dist. */
  widgetsDist?: string;
  /** API groups, workers and Lambda entries; the shared route table unless a test passes another. */
  routeTable?: RouteTable;
  /** The From of notification e-mail (`CMP <alarms@example.com>`); its domain becomes an SES identity (mail.ts). */
  mailFrom?: string;
}

export class CmpStack extends Stack {
  constructor(scope: Construct, id: string, props: CmpStackProps = {}) {
    super(scope, id, props);
    const { table } = new Data(this, 'Data');
    const storage = new Storage(this, 'Storage');
    const auth = new Auth(this, 'Auth');
    const { bus } = new DomainBus(this, 'Events');
    const { operatorSecret } = new Secrets(this, 'Secrets');
    const routeTable = props.routeTable ?? defaultRouteTable;
    const deadLetters = new DeadLetters(this, 'DeadLetters');
    const mail = props.mailFrom ? new Mail(this, 'Mail', { from: props.mailFrom }) : undefined;

    const functions = new Functions(this, 'Functions', {
      table,
      buckets: storage.buckets,
      userPool: auth.userPool,
      userPoolClient: auth.client,
      bus,
      operatorSecret,
      mail,
      workerDeadLetters: deadLetters.workerInvocations,
      routeTable,
    });
    // A function starts the machines its access names: API groups, and the schedule that starts bill runs.
    const workflows = new Workflows(this, 'Workflows', {
      workers: functions.workers,
      starters: { ...functions.groups, ...functions.workers },
    });
    new Triggers(this, 'Triggers', {
      bus,
      workers: functions.workers,
      s3Buckets: storage.eventBridgeBuckets,
      deadLetters: deadLetters.deliveries,
    });

    const api = new Api(this, 'Api', {
      functions: functions.api,
      allowedOrigins: props.allowedOrigins ?? [],
      routeTable,
    });
    const observability = new Observability(this, 'Observability', {
      groups: functions.api,
      workers: functions.workers,
      table,
      indexNames: tableDefinition.indexes.map((i) => i.name),
      machines: workflows.machines,
      deadLetterQueues: deadLetters.all,
      httpApi: api.httpApi,
    });
    const hosting = new Hosting(this, 'Hosting', {
      apiEndpoint: api.httpApi.apiEndpoint,
      portalDist: props.portalDist ?? portalDist,
      widgetsDist: props.widgetsDist ?? widgetsDist,
    });

    const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());
    const out = (id: string, value: string, description: string) => new CfnOutput(this, id, { value, description });
    out('ApiUrl', api.url, 'HTTP API base URL (routes are under /api/cmp)');
    out('PortalUrl', `https://${hosting.distribution.distributionDomainName}`, 'Portal (CloudFront) URL');
    out('DistributionDomain', hosting.distribution.distributionDomainName, 'CloudFront domain');
    out('DistributionId', hosting.distribution.distributionId, 'CloudFront distribution id (for invalidations)');
    out('PortalBucketName', hosting.bucket.bucketName, 'Bucket holding the built portal');
    out('UserPoolId', auth.userPool.userPoolId, 'Cognito user pool id');
    out('UserPoolClientId', auth.client.userPoolClientId, 'Cognito app client id');
    out('TableName', table.tableName, 'DynamoDB table');
    out('EventBusName', bus.eventBusName, 'Domain event bus');
    out('AlarmTopicArn', observability.alarmTopic.topicArn, 'SNS topic every alarm notifies (subscribe the on-call here)');
    out('DashboardName', observability.dashboard.dashboardName, 'CloudWatch dashboard of the API, functions, table and jobs');
    out('OperatorSecretArn', operatorSecret.secretArn, 'Secret the operator-credential key is derived from');
    for (const def of bucketDefinitions) out(`${pascal(def.id)}BucketName`, storage.buckets[def.id].bucketName, def.purpose);
    for (const [name, machine] of Object.entries(workflows.machines)) {
      out(`${pascal(name)}StateMachineArn`, machine.stateMachineArn, `State machine ${name}`);
    }
  }
}
