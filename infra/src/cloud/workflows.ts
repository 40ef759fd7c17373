/**
 * State machines from the shared ASL definitions (the same ASL the local runner executes), with
 * the real worker ARN substituted. Starters get the machine's ARN and StartExecution only.
 */
import { workflows } from '@cmp/functions/platform/workflows';
import { RemovalPolicy, Stack } from 'aws-cdk-lib';
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
    for (const [name, fn] of Object.entries(props.starters)) {
      for (const wfName of accessOf(name).startsWorkflows ?? []) this.allowStart(wfName, fn);
    }
  }

  private allowStart(wfName: string, fn: LambdaFunction): void {
    const machine = this.machines[wfName];
    const env = stateMachineEnv[wfName];
    if (!machine || !env) throw new Error(`Unknown workflow ${wfName} (or no environment name for it)`);
    machine.grantStartExecution(fn);
    fn.addEnvironment(env, machine.stateMachineArn);
  }
}
