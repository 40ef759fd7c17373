/**
 * Background work: the state machines run exactly the shared ASL, and every declared event rule
 * and schedule exists and targets its worker.
 */
import { eventRules, schedules } from '@cmp/functions/platform/schedules';
import { workflows } from '@cmp/functions/platform/workflows';
import { Match } from 'aws-cdk-lib/assertions';
import { describe, expect, it } from 'vitest';
import { functionId, outputRef, resourcesOf, roleIdOf, roleStatements, synthCmp } from './support/synth.ts';

const template = synthCmp();
const resources = resourcesOf(template);
const workerArn = (name: string) => ({ 'Fn::GetAtt': [functionId(template, name), 'Arn'] });
const pascal = (name: string) => name.replace(/(^|-)(\w)/g, (_m, _d, c: string) => c.toUpperCase());

/** Whether the role behind `roleArn` may invoke the worker (its ARN is among the resources). */
function mayInvoke(roleArn: unknown, worker: string): boolean {
  const arn = JSON.stringify(workerArn(worker));
  return roleStatements(template, roleIdOf(roleArn)).some(
    (s) =>
      s.Effect === 'Allow' && [s.Action].flat().includes('lambda:InvokeFunction') && JSON.stringify(s.Resource).includes(arn),
  );
}

/** Rebuilds the ASL from the Fn::Join CloudFormation will evaluate, with the worker ARN as a placeholder. */
function deployedDefinition(definitionString: unknown, worker: string): unknown {
  const parts = (definitionString as { 'Fn::Join': [string, unknown[]] })['Fn::Join'][1];
  const text = parts
    .map((p) => {
      if (typeof p === 'string') return p;
      expect(p).toEqual(workerArn(worker));
      return 'WORKER_ARN';
    })
    .join('');
  return JSON.parse(text);
}

describe('Step Functions', () => {
  const machines = Object.values(resources).filter((r) => r.Type === 'AWS::StepFunctions::StateMachine');

  it('has one standard, traced, logged state machine per workflow', () => {
    expect(machines).toHaveLength(workflows.length);
    for (const m of machines) {
      expect(m.Properties).toMatchObject({
        StateMachineType: 'STANDARD',
        TracingConfiguration: { Enabled: true },
        LoggingConfiguration: { Level: 'ERROR', Destinations: [expect.anything()] },
      });
    }
  });

  it.each(workflows.map((w) => [w.name, w] as const))('%s runs the shared ASL with the real worker ARN', (name, wf) => {
    const machine = resources[outputRef(template, `${pascal(name)}StateMachineArn`)]!.Properties;
    const definition = deployedDefinition(machine.DefinitionString, wf.worker);
    expect(definition).toEqual(wf.definition('WORKER_ARN'));
    // The local runner has no Distributed Map: any Map must be inline.
    const text = JSON.stringify(definition);
    if (text.includes('"Type":"Map"')) expect(text).toContain('"Mode":"INLINE"');
    expect(mayInvoke(machine.RoleArn, wf.worker)).toBe(true);
  });
});

describe('child executions (a plan longer than one execution’s history)', () => {
  const machines = Object.entries(resources).filter(([, r]) => r.Type === 'AWS::StepFunctions::StateMachine');
  const statements = (roleArn: unknown) => roleStatements(template, roleIdOf(roleArn)).filter((s) => s.Effect === 'Allow');
  const allows = (roleArn: unknown, action: string, resource: unknown) =>
    statements(roleArn).some(
      (s) => [s.Action].flat().includes(action) && JSON.stringify(s.Resource).includes(JSON.stringify(resource)),
    );

  it.each(machines.map(([id, m]) => [id, m] as const))('%s may start, watch and stop its own executions', (id, m) => {
    const roleArn = m.Properties.RoleArn;
    expect(allows(roleArn, 'states:StartExecution', { Ref: id })).toBe(true);
    const executions = statements(roleArn).find((s) => [s.Action].flat().includes('states:DescribeExecution'));
    expect([executions?.Action].flat()).toEqual(expect.arrayContaining(['states:DescribeExecution', 'states:StopExecution']));
    expect(JSON.stringify(executions?.Resource)).toContain(JSON.stringify({ 'Fn::GetAtt': [id, 'Name'] }));
    const rule = statements(roleArn).find((s) => [s.Action].flat().includes('events:PutRule'));
    expect([rule?.Action].flat().sort()).toEqual(['events:DescribeRule', 'events:PutRule', 'events:PutTargets']);
    expect(JSON.stringify(rule?.Resource)).toContain('rule/StepFunctionsGetEventsForStepFunctionsExecutionRule');
  });
});

describe('EventBridge', () => {
  it('has the domain bus', () => {
    template.resourceCountIs('AWS::Events::EventBus', 1);
    template.hasResourceProperties('AWS::Events::EventBus', { Name: 'cmp-domain' });
  });

  it('has one rule per declared event rule', () => {
    template.resourceCountIs('AWS::Events::Rule', eventRules.length);
  });

  it.each(eventRules.map((r) => [r.name, r] as const))('%s matches the declared pattern and invokes its worker', (_, rule) => {
    const s3 = (rule.pattern.source as string[]).includes('aws.s3');
    template.hasResourceProperties('AWS::Events::Rule', {
      EventPattern: rule.pattern,
      // S3 publishes to the default bus only; domain events go to ours.
      EventBusName: s3 ? Match.absent() : { Ref: outputRef(template, 'EventBusName') },
      Targets: [Match.objectLike({ Arn: workerArn(rule.target), Input: Match.absent(), InputPath: Match.absent() })],
    });
  });

  it('pins S3 rules to our own imports bucket', () => {
    const s3Rules = eventRules.filter((r) => (r.pattern.source as string[]).includes('aws.s3'));
    for (const rule of s3Rules) {
      template.hasResourceProperties('AWS::Events::Rule', {
        Description: Match.stringLikeRegexp(rule.name),
        EventPattern: { detail: { bucket: { name: [{ Ref: outputRef(template, 'ImportsBucketName') }] } } },
      });
    }
  });
});

describe('EventBridge Scheduler', () => {
  it('has one schedule per declared schedule', () => {
    template.resourceCountIs('AWS::Scheduler::Schedule', schedules.length);
  });

  it.each(schedules.map((s) => [s.name, s] as const))(
    '%s fires on time in Asia/Shanghai and invokes its worker',
    (_, schedule) => {
      expect(schedule.timezone).toBe('Asia/Shanghai');
      template.hasResourceProperties('AWS::Scheduler::Schedule', {
        ScheduleExpression: schedule.expression,
        ScheduleExpressionTimezone: 'Asia/Shanghai',
        FlexibleTimeWindow: { Mode: 'OFF' },
        State: 'ENABLED',
        Target: Match.objectLike({ Arn: workerArn(schedule.target), Input: JSON.stringify(schedule.input) }),
      });
    },
  );

  it.each(schedules.map((s) => [s.name, s] as const))('%s runs with a role that may invoke its worker', (_, schedule) => {
    const found = Object.values(resources).find(
      (r) => r.Type === 'AWS::Scheduler::Schedule' && r.Properties.Description?.includes(schedule.name),
    );
    expect(mayInvoke(found?.Properties.Target.RoleArn, schedule.target)).toBe(true);
  });
});
