/**
 * State machines from the shared ASL definitions (the same ASL the local runner executes), with
 * the real worker ARN substituted. Starters get the machine's ARN and StartExecution only.
 */
import { workflows } from '@cmp/functions/platform/workflows';
import { ArnFormat, RemovalPolicy, Stack } from 'aws-cdk-lib';
import { Policy, PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { IFunction, Function as LambdaFunction } from 'aws-cdk-lib/aws-lambda';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { DefinitionBody, LogLevel, StateMachine, StateMachineType } from 'aws-cdk-lib/aws-stepfunctions';
import { Construct } from 'constructs';
import { accessOf } from './access.ts';

/** Environment variable through which functions learn each machine's ARN. */
export const stateMachineEnv: Record<string, string> = Object.fromEntries(workflows.map((wf) => [wf.name, wf.arnEnv]));

export interface WorkflowsProps {
  workers: Record<string, IFunction>;
  /** Functions that may start machines, by name; their access declares which machines. */
  starters: Record<string, LambdaFunction>;
}

export class Workflows extends Construct {
  readonly machines: Record<string, StateMachine> = {};

  constructor(scope: Construct, id: string, props: WorkflowsProps) {
    super(scope, id);
    for (const wf of workflows) {
      const worker = props.workers[wf.worker];
      if (!worker) throw new Error(`Workflow ${wf.name} needs worker ${wf.worker}`);
      // JSON.stringify would mangle the ARN token; toJsonString keeps it a CloudFormation reference.
      const definition = Stack.of(this).toJsonString(wf.definition(worker.functionArn));
      const machine = new StateMachine(this, wf.name, {
        definitionBody: DefinitionBody.fromString(definition),
        stateMachineType: StateMachineType.STANDARD,
        tracingEnabled: true,
        logs: {
          destination: new LogGroup(this, `${wf.name}-logs`, {
            retention: RetentionDays.THREE_MONTHS,
            removalPolicy: RemovalPolicy.DESTROY,
          }),
          // Execution data carries tenants' card lists; failures are enough to operate.
          level: LogLevel.ERROR,
          includeExecutionData: false,
        },
      });
      // The definition is an opaque string to CDK, so the invoke grant is not inferred.
      worker.grantInvoke(machine);
      this.machines[wf.name] = machine;
    }
    this.allowChildExecutions();
    for (const [name, fn] of Object.entries(props.starters)) {
      for (const wfName of accessOf(name).startsWorkflows ?? []) this.allowStart(wfName, fn);
    }
  }

  /**
   * A plan longer than one execution's history runs as child executions of the same machine
   * (`states:startExecution.sync:2`, shared/jobs/chunked-job.ts): each machine may start, describe
   * and stop its own executions, and manage the EventBridge rule through which Step Functions learns
   * a child's end. One policy apart from the roles' default ones: a machine depends on its role, so
   * a grant naming the machine in the role's default policy would be a cycle.
   */
  private allowChildExecutions(): void {
    const stack = Stack.of(this);
    const machines = Object.values(this.machines);
    const policy = new Policy(this, 'ChildExecutions', {
      statements: [
        new PolicyStatement({ actions: ['states:StartExecution'], resources: machines.map((m) => m.stateMachineArn) }),
        new PolicyStatement({
          actions: ['states:DescribeExecution', 'states:StopExecution'],
          resources: machines.map((m) =>
            stack.formatArn({
              service: 'states',
              resource: 'execution',
              resourceName: `${m.stateMachineName}:*`,
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          ),
        }),
        new PolicyStatement({
          actions: ['events:PutTargets', 'events:PutRule', 'events:DescribeRule'],
          resources: [
            stack.formatArn({
              service: 'events',
              resource: 'rule',
              resourceName: 'StepFunctionsGetEventsForStepFunctionsExecutionRule',
            }),
          ],
        }),
      ],
    });
    for (const m of machines) policy.attachToRole(m.role);
  }

  private allowStart(wfName: string, fn: LambdaFunction): void {
    const machine = this.machines[wfName];
    const env = stateMachineEnv[wfName];
    if (!machine || !env) throw new Error(`Unknown workflow ${wfName} (or no environment name for it)`);
    machine.grantStartExecution(fn);
    fn.addEnvironment(env, machine.stateMachineArn);
  }
}
