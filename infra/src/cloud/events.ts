/**
 * The domain event bus, the rules of platform/schedules.ts and the scheduled jobs. The local
 * stack matches the same patterns and runs the same schedules from a timer.
 */
import { eventRules, schedules } from '@cmp/functions/platform/schedules';
import { Stack, TimeZone } from 'aws-cdk-lib';
import { EventBus, type EventPattern, Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { Schedule, ScheduleExpression, TimeWindow } from 'aws-cdk-lib/aws-scheduler';
import { ScheduleTargetInput } from 'aws-cdk-lib/aws-scheduler';
import { LambdaInvoke } from 'aws-cdk-lib/aws-scheduler-targets';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';

/** EventBridge JSON patterns use `detail-type`; the CDK type spells it `detailType`. */
export function toEventPattern(pattern: Record<string, unknown>): EventPattern {
  const camel = (key: string) => key.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return Object.fromEntries(Object.entries(pattern).map(([k, v]) => [camel(k), v])) as EventPattern;
}

/**
 * S3 sends "Object Created" to the account's default bus, shared with every other bucket, so
 * those rules are additionally pinned to our own buckets.
 */
function scopeToBuckets(pattern: Record<string, unknown>, buckets: IBucket[]): Record<string, unknown> {
  const detail = (pattern.detail ?? {}) as Record<string, unknown>;
  if (detail.bucket) return pattern;
  return { ...pattern, detail: { ...detail, bucket: { name: buckets.map((b) => b.bucketName) } } };
}

const isS3Pattern = (pattern: Record<string, unknown>) => Array.isArray(pattern.source) && pattern.source.includes('aws.s3');

export class DomainBus extends Construct {
  readonly bus: EventBus;

  constructor(scope: Construct, id: string) {
    super(scope, id);
    // Prefixed by the stack name so two stages can share an account; the default stack gives `cmp-domain`.
    this.bus = new EventBus(this, 'Bus', { eventBusName: `${Stack.of(this).stackName.toLowerCase()}-domain` });
  }
}

export interface TriggersProps {
  bus: EventBus;
  workers: Record<string, IFunction>;
  /** Buckets that publish object events to the default bus. */
  s3Buckets: IBucket[];
  /** Events and schedules that could not be delivered to their worker after the retries. */
  deadLetters?: IQueue;
}

/** Rules and schedules that start the workers. */
export class Triggers extends Construct {
  constructor(scope: Construct, id: string, props: TriggersProps) {
    super(scope, id);
    for (const rule of eventRules) {
      const target = props.workers[rule.target];
      if (!target) throw new Error(`Event rule ${rule.name} targets unknown worker ${rule.target}`);
      const s3 = isS3Pattern(rule.pattern);
      new Rule(this, rule.name, {
        description: `platform/schedules.ts eventRules: ${rule.name}`,
        // Leaving eventBus unset puts the rule on the default bus, where AWS services publish.
        eventBus: s3 ? undefined : props.bus,
        eventPattern: toEventPattern(s3 ? scopeToBuckets(rule.pattern, props.s3Buckets) : rule.pattern),
        targets: [new LambdaFunction(target, { retryAttempts: 2, deadLetterQueue: props.deadLetters })],
      });
    }

    for (const schedule of schedules) {
      const target = props.workers[schedule.target];
      if (!target) throw new Error(`Schedule ${schedule.name} targets unknown worker ${schedule.target}`);
      new Schedule(this, schedule.name, {
        description: `platform/schedules.ts: ${schedule.name}`,
        schedule: ScheduleExpression.expression(schedule.expression, TimeZone.of(schedule.timezone)),
        // Billing and sweeps run at a fixed calendar time, not somewhere in a window.
        timeWindow: TimeWindow.off(),
        target: new LambdaInvoke(target, {
          input: ScheduleTargetInput.fromObject(schedule.input),
          retryAttempts: 2,
          deadLetterQueue: props.deadLetters,
        }),
      });
    }
  }
}
