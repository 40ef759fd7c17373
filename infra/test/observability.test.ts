/**
 * What an operator sees (issue #11 item 6): alarms on Lambda errors and throttles, DynamoDB
 * throttles, failed executions and dead-letter depth, all on one SNS topic; one dashboard; X-Ray
 * tracing and the Powertools settings on every function; dead-letter queues on every asynchronous
 * path into the workers.
 */
import { apiLambdas, workers } from '@cmp/functions/platform/route-table';
import { tableDefinition } from '@cmp/functions/platform/table-definition';
import { workflows } from '@cmp/functions/platform/workflows';
import { describe, expect, it } from 'vitest';
import { customMetrics } from '../src/cloud/observability.ts';
import { functionId, outputRef, resourcesOf, synthCmp } from './support/synth.ts';

const template = synthCmp();
const resources = resourcesOf(template);
const names = [...apiLambdas, ...workers];
const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

interface MetricStat {
  Metric: { Namespace: string; MetricName: string; Dimensions: { Name: string; Value: unknown }[] };
  Stat: string;
}
interface AlarmProps {
  AlarmActions: unknown[];
  Threshold: number;
  ComparisonOperator: string;
  Metrics?: { Id: string; Expression?: string; MetricStat?: MetricStat }[];
  Namespace?: string;
  MetricName?: string;
  Dimensions?: { Name: string; Value: unknown }[];
}
const alarms = Object.values(resources)
  .filter((r) => r.Type === 'AWS::CloudWatch::Alarm')
  .map((r) => r.Properties as AlarmProps);

/** The metrics an alarm watches (its math inputs, or its one metric), as namespace/name/dimensions. */
const watched = (alarm: AlarmProps): MetricStat['Metric'][] =>
  alarm.Metrics
    ? alarm.Metrics.flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric] : []))
    : [{ Namespace: alarm.Namespace!, MetricName: alarm.MetricName!, Dimensions: alarm.Dimensions! }];

const dim = (metric: MetricStat['Metric'], name: string) => JSON.stringify(metric.Dimensions.find((d) => d.Name === name)?.Value);

/** Alarms watching `namespace/metricName` whose dimension `name` is `value`. */
const alarmsOn = (namespace: string, metricName: string, name: string, value: unknown) =>
  alarms.filter((a) =>
    watched(a).some((m) => m.Namespace === namespace && m.MetricName === metricName && dim(m, name) === JSON.stringify(value)),
  );

describe('alarm topic', () => {
  it('is one SNS topic, exported as AlarmTopicArn, that every alarm notifies', () => {
    template.resourceCountIs('AWS::SNS::Topic', 1);
    const topic = outputRef(template, 'AlarmTopicArn');
    expect(alarms.length).toBeGreaterThan(0);
    for (const alarm of alarms) {
      expect(alarm.AlarmActions).toEqual([{ Ref: topic }]);
      expect(alarm).toMatchObject({ Threshold: 1, ComparisonOperator: 'GreaterThanOrEqualToThreshold' });
    }
  });
});

describe('Lambda alarms', () => {
  it.each(names)('%s is in exactly one errors alarm and one throttles alarm', (name) => {
    const fn = { Ref: functionId(template, name) };
    expect(alarmsOn('AWS/Lambda', 'Errors', 'FunctionName', fn)).toHaveLength(1);
    expect(alarmsOn('AWS/Lambda', 'Throttles', 'FunctionName', fn)).toHaveLength(1);
  });

  it('sums at most ten functions per alarm (CloudWatch limit), so alarms grow by tens of functions, not per function', () => {
    const lambdaAlarms = alarms.filter((a) => watched(a).some((m) => m.Namespace === 'AWS/Lambda'));
    for (const alarm of lambdaAlarms) {
      expect(alarm.Metrics!.filter((m) => m.MetricStat)).toHaveLength(watched(alarm).length);
      expect(watched(alarm).length).toBeLessThanOrEqual(10);
      expect(alarm.Metrics!.find((m) => m.Expression)?.Expression).toMatch(/^SUM\(\[m0(,m\d+)*\]\)$/);
    }
    expect(lambdaAlarms).toHaveLength(2 * Math.ceil(names.length / 10));
  });
});

describe('DynamoDB alarm', () => {
  const table = { Ref: outputRef(template, 'TableName') };
  const throttles = (metricName: string, index?: string) =>
    alarms.filter((a) =>
      watched(a).some(
        (m) =>
          m.Namespace === 'AWS/DynamoDB' &&
          m.MetricName === metricName &&
          dim(m, 'TableName') === JSON.stringify(table) &&
          dim(m, 'GlobalSecondaryIndexName') === JSON.stringify(index),
      ),
    );

  it.each(['ReadThrottleEvents', 'WriteThrottleEvents'])('watches the table %s', (metricName) => {
    expect(throttles(metricName)).toHaveLength(1);
  });

  it.each(tableDefinition.indexes.map((i) => i.name))('watches read and write throttles of index %s', (index) => {
    expect(throttles('ReadThrottleEvents', index)).toHaveLength(1);
    expect(throttles('WriteThrottleEvents', index)).toHaveLength(1);
  });
});

describe('Step Functions alarms', () => {
  it.each(workflows.map((w) => w.name))('%s alarms on failed and timed-out executions', (name) => {
    const machine = { Ref: outputRef(template, `${pascal(name)}StateMachineArn`) };
    const failed = alarmsOn('AWS/States', 'ExecutionsFailed', 'StateMachineArn', machine);
    expect(failed).toHaveLength(1);
    expect(alarmsOn('AWS/States', 'ExecutionsTimedOut', 'StateMachineArn', machine)).toEqual(failed);
  });
});

describe('dead-letter queues', () => {
  const queues = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::SQS::Queue');
  const queueArn = (id: string) => ({ 'Fn::GetAtt': [id, 'Arn'] });

  it('are encrypted and keep messages 14 days', () => {
    expect(queues.length).toBeGreaterThanOrEqual(2);
    for (const [, q] of queues)
      expect(q.Properties).toMatchObject({ SqsManagedSseEnabled: true, MessageRetentionPeriod: 1209600 });
  });

  it.each(queues.map(([id]) => id))('%s has a depth alarm', (id) => {
    expect(
      alarmsOn('AWS/SQS', 'ApproximateNumberOfMessagesVisible', 'QueueName', { 'Fn::GetAtt': [id, 'QueueName'] }),
    ).toHaveLength(1);
  });

  it.each([...workers])('worker %s sends failed asynchronous invocations to a queue', (name) => {
    const target = resources[functionId(template, name)]!.Properties.DeadLetterConfig?.TargetArn;
    expect(queues.map(([id]) => queueArn(id))).toContainEqual(target);
  });

  it('every event rule and schedule target has a dead-letter queue for undeliverable events', () => {
    const targets = Object.values(resources).flatMap((r) => {
      if (r.Type === 'AWS::Events::Rule') return r.Properties.Targets as { DeadLetterConfig?: { Arn: unknown } }[];
      if (r.Type === 'AWS::Scheduler::Schedule') return [r.Properties.Target as { DeadLetterConfig?: { Arn: unknown } }];
      return [];
    });
    expect(targets.length).toBeGreaterThan(0);
    for (const t of targets) expect(queues.map(([id]) => queueArn(id))).toContainEqual(t.DeadLetterConfig?.Arn);
  });
});

describe('dashboard', () => {
  const [dashboardId, dashboard] = Object.entries(resources).find(([, r]) => r.Type === 'AWS::CloudWatch::Dashboard')!;
  const body = JSON.stringify(dashboard.Properties.DashboardBody);

  it('is one dashboard, exported by name', () => {
    template.resourceCountIs('AWS::CloudWatch::Dashboard', 1);
    expect(outputRef(template, 'DashboardName')).toBe(dashboardId);
  });

  it.each([
    ['API requests, errors and latency', ['AWS/ApiGateway', 'Count', '4xx', '5xx', 'Latency']],
    ['Lambda duration, errors, throttles', ['AWS/Lambda', 'Duration', 'Errors', 'Throttles']],
    ['DynamoDB capacity and throttles', ['ConsumedReadCapacityUnits', 'ConsumedWriteCapacityUnits', 'ReadThrottleEvents']],
    ['Step Functions started and failed', ['ExecutionsStarted', 'ExecutionsFailed']],
    ['dead-letter depth', ['ApproximateNumberOfMessagesVisible']],
  ])('shows %s', (_, words) => {
    for (const word of words) expect(body).toContain(word);
  });

  it.each(names)('graphs the %s function', (name) => {
    expect(body).toContain(JSON.stringify({ Ref: functionId(template, name) }));
  });

  it.each(Object.values(customMetrics).filter((name) => name !== customMetrics.namespace))(
    'graphs the EMF metric CMP/%s',
    (metricName) => {
      expect(body).toContain(`SEARCH('Namespace=\\\\\\"CMP\\\\\\" MetricName=\\\\\\"${metricName}\\\\\\"'`);
    },
  );
});

describe('every function', () => {
  it.each(names)('%s is traced with X-Ray and configures Powertools', (name) => {
    const props = resources[functionId(template, name)]!.Properties;
    expect(props.TracingConfig).toEqual({ Mode: 'Active' });
    expect(props.Environment.Variables).toMatchObject({
      POWERTOOLS_SERVICE_NAME: name,
      POWERTOOLS_METRICS_NAMESPACE: 'CMP',
      POWERTOOLS_LOG_LEVEL: 'INFO',
    });
  });
});
