/**
 * What an operator of the deployed stack watches: alarms (Lambda errors and throttles, DynamoDB
 * throttles, failed executions, dead letters) on one SNS topic, and one dashboard with the AWS
 * metrics and the EMF metrics the functions emit through Powertools Metrics (namespace `CMP`).
 * Alarms over many functions are metric-math sums in groups of ten (CloudWatch's limit per alarm),
 * not one alarm per function: the stack's resource budget belongs to the routes
 * (docs/decisions.md "Route capacity and cloud observability").
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Dashboard,
  GraphWidget,
  type IMetric,
  MathExpression,
  type Metric,
  TextWidget,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import type { Table } from 'aws-cdk-lib/aws-dynamodb';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { StateMachine } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';

/** The namespace and names of the EMF metrics the functions emit (Powertools Metrics). */
export const customMetrics = {
  namespace: 'CMP',
  routeLatency: 'RouteLatency',
  routeError: 'RouteError',
  routeClientError: 'RouteClientError',
  jobItems: 'JobItems',
  jobFailures: 'JobFailures',
  jobStepLatency: 'JobStepLatency',
} as const;

const period = Duration.minutes(5);
/** CloudWatch accepts at most 10 metrics in one metric-math alarm. */
const metricsPerAlarm = 10;
/** Lines per graph: beyond this a graph is unreadable, so a long list becomes several graphs. */
const linesPerGraph = 20;

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * The dead-letter queues: failures the app would otherwise lose silently. Created before the
 * functions and triggers, which send to them.
 */
export class DeadLetters extends Construct {
  /** Workers' asynchronous invocations that still failed after Lambda's two retries. */
  readonly workerInvocations: Queue;
  /** Events and schedules EventBridge could not deliver to their worker at all. */
  readonly deliveries: Queue;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    const queue = (name: string) =>
      new Queue(this, name, {
        retentionPeriod: Duration.days(14),
        encryption: QueueEncryption.SQS_MANAGED,
        enforceSSL: true,
      });
    this.workerInvocations = queue('WorkerInvocations');
    this.deliveries = queue('Deliveries');
  }

  get all(): Record<string, Queue> {
    return { 'worker-invocations': this.workerInvocations, deliveries: this.deliveries };
  }
}

export interface ObservabilityProps {
  /** API Lambda name (an area or a group of its own) → function. */
  groups: Record<string, IFunction>;
  /** Worker name → function. */
  workers: Record<string, IFunction>;
  table: Table;
  /** Names of the table's global secondary indexes (their throttles are counted separately by AWS). */
  indexNames: string[];
  machines: Record<string, StateMachine>;
  deadLetterQueues: Record<string, Queue>;
  httpApi: HttpApi;
}

export class Observability extends Construct {
  readonly alarmTopic: Topic;
  readonly dashboard: Dashboard;
  readonly alarms: Alarm[] = [];

  constructor(scope: Construct, id: string, props: ObservabilityProps) {
    super(scope, id);
    this.alarmTopic = new Topic(this, 'AlarmTopic', { displayName: 'CMP alarms' });
    const functions = Object.entries({ ...props.groups, ...props.workers });

    // ── alarms ──
    chunks(functions, metricsPerAlarm).forEach((chunk, i) => {
      const names = chunk.map(([name]) => name).join(', ');
      this.sumAlarm(
        `LambdaErrors${i + 1}`,
        `Lambda errors in: ${names}`,
        chunk.map(([, fn]) => fn.metricErrors({ period })),
      );
      this.sumAlarm(
        `LambdaThrottles${i + 1}`,
        `Lambda throttles in: ${names}`,
        chunk.map(([, fn]) => fn.metricThrottles({ period })),
      );
    });
    const throttleMetrics = this.tableThrottles(props.table, props.indexNames);
    chunks(throttleMetrics, metricsPerAlarm).forEach((chunk, i) => {
      this.sumAlarm(`DynamoDbThrottles${i + 1}`, 'DynamoDB read/write throttle events on the table and its indexes', chunk);
    });
    for (const [name, machine] of Object.entries(props.machines)) {
      this.sumAlarm(`${name}-failed-executions`, `State machine ${name}: failed or timed-out executions`, [
        machine.metricFailed({ period }),
        machine.metricTimedOut({ period }),
      ]);
    }
    for (const [name, queue] of Object.entries(props.deadLetterQueues)) {
      const alarm = new Alarm(this, `${name}-dlq-depth`, {
        alarmDescription: `Dead-letter queue ${name} holds messages: inspect, fix and redrive them`,
        metric: queue.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum' }),
        threshold: 1,
        evaluationPeriods: 1,
        comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      });
      this.notify(alarm);
    }

    // ── dashboard ──
    this.dashboard = new Dashboard(this, 'Dashboard', { defaultInterval: Duration.hours(3) });
    const groups = Object.entries(props.groups);
    const workers = Object.entries(props.workers);
    const perFunction = (title: string, entries: [string, IFunction][], metric: (fn: IFunction) => Metric) =>
      chunks(entries, linesPerGraph).map(
        (chunk, i, all) =>
          new GraphWidget({
            title: all.length > 1 ? `${title} (${i + 1}/${all.length})` : title,
            width: 8,
            left: chunk.map(([name, fn]) => metric(fn).with({ label: name })),
          }),
      );
    const search = (metricName: string, statistic: string) =>
      // Any dimension set (route, job, and the service dimension Powertools adds).
      new MathExpression({
        expression: `SEARCH('Namespace="${customMetrics.namespace}" MetricName="${metricName}"', '${statistic}', ${period.toSeconds()})`,
        usingMetrics: {},
        label: '',
        period,
      });
    const graph = (title: string, left: IMetric[], width = 8) => new GraphWidget({ title, left, width });
    const heading = (text: string) => new TextWidget({ markdown: `## ${text}`, width: 24, height: 1 });

    this.dashboard.addWidgets(
      heading('API'),
      graph('Requests', [props.httpApi.metricCount({ period })]),
      graph('Errors (4xx, 5xx)', [props.httpApi.metricClientError({ period }), props.httpApi.metricServerError({ period })]),
      graph('Latency p50 / p99 (ms)', [
        props.httpApi.metricLatency({ period, statistic: 'p50' }),
        props.httpApi.metricLatency({ period, statistic: 'p99' }),
      ]),
    );
    this.dashboard.addWidgets(
      heading('API group functions'),
      ...perFunction('Duration p99 (ms)', groups, (fn) => fn.metricDuration({ period, statistic: 'p99' })),
      ...perFunction('Errors', groups, (fn) => fn.metricErrors({ period })),
      ...perFunction('Throttles', groups, (fn) => fn.metricThrottles({ period })),
    );
    this.dashboard.addWidgets(
      heading('Routes and jobs (EMF metrics, namespace CMP)'),
      graph('RouteLatency p99 by route (ms)', [search(customMetrics.routeLatency, 'p99')], 4),
      graph('RouteError by route', [search(customMetrics.routeError, 'Sum')], 4),
      graph('RouteClientError by route', [search(customMetrics.routeClientError, 'Sum')], 4),
      graph('JobItems by job', [search(customMetrics.jobItems, 'Sum')], 4),
      graph('JobFailures by job', [search(customMetrics.jobFailures, 'Sum')], 4),
      graph('JobStepLatency p99 by job (ms)', [search(customMetrics.jobStepLatency, 'p99')], 4),
    );
    this.dashboard.addWidgets(
      heading('Workers'),
      ...perFunction('Worker duration p99 (ms)', workers, (fn) => fn.metricDuration({ period, statistic: 'p99' })),
      ...perFunction('Worker errors', workers, (fn) => fn.metricErrors({ period })),
      ...perFunction('Worker throttles', workers, (fn) => fn.metricThrottles({ period })),
    );
    const machines = Object.entries(props.machines);
    this.dashboard.addWidgets(
      heading('DynamoDB, Step Functions, dead letters'),
      graph('Table consumed capacity', [
        props.table.metricConsumedReadCapacityUnits({ period }),
        props.table.metricConsumedWriteCapacityUnits({ period }),
      ]),
      graph('Table and index throttle events', throttleMetrics),
      graph('Executions started / failed', [
        ...machines.map(([name, m]) => m.metricStarted({ period, label: `${name} started` })),
        ...machines.map(([name, m]) => m.metricFailed({ period, label: `${name} failed` })),
      ]),
      graph(
        'Dead-letter queue depth',
        Object.entries(props.deadLetterQueues).map(([name, q]) =>
          q.metricApproximateNumberOfMessagesVisible({ period, statistic: 'Maximum', label: name }),
        ),
      ),
    );
  }

  /** Read and write throttle events of the table and of each global secondary index. */
  private tableThrottles(table: Table, indexNames: string[]): Metric[] {
    const dims = [{}, ...indexNames.map((name) => ({ GlobalSecondaryIndexName: name }))];
    return dims.flatMap((extra) =>
      ['ReadThrottleEvents', 'WriteThrottleEvents'].map((metricName) =>
        table.metric(metricName, {
          period,
          statistic: 'Sum',
          dimensionsMap: { TableName: table.tableName, ...extra },
          label: `${metricName}${'GlobalSecondaryIndexName' in extra ? ` ${extra.GlobalSecondaryIndexName}` : ''}`,
        }),
      ),
    );
  }

  /** Alarms when the sum of `metrics` over five minutes is at least one. */
  private sumAlarm(id: string, description: string, metrics: IMetric[]): Alarm {
    const usingMetrics = Object.fromEntries(metrics.map((m, i) => [`m${i}`, m]));
    const alarm = new Alarm(this, id, {
      alarmDescription: description,
      metric: new MathExpression({
        expression: `SUM([${Object.keys(usingMetrics).join(',')}])`,
        usingMetrics,
        period,
        label: description,
      }),
      threshold: 1,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    return this.notify(alarm);
  }

  private notify(alarm: Alarm): Alarm {
    alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    this.alarms.push(alarm);
    return alarm;
  }
}
