import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { workflows } from '@cmp/functions/platform/workflows';
import { START_CHILD_RESOURCE } from '@cmp/functions/shared/jobs/chunked-job';
import { type Background, lambdaHandler } from './workers.ts';

// aws-local-stepfunctions targets Node 22; on Node 20 it only lacks Promise.withResolvers.
const P = Promise as unknown as { withResolvers?: () => unknown };
P.withResolvers ??= () => {
  let resolve!: (v: unknown) => void;
  let reject!: (e: unknown) => void;
  const promise = new Promise((a, b) => {
    resolve = a;
    reject = b;
  });
  return { promise, resolve, reject };
};

const region = 'us-east-1';
const account = '000000000000';
export const localStateMachineArn = (name: string) => `arn:aws:states:${region}:${account}:stateMachine:${name}`;
const localWorkerArn = (name: string) => `arn:aws:lambda:${region}:${account}:function:${name}`;

interface Execution {
  executionArn: string;
  stateMachineArn: string;
  name: string;
  status: 'RUNNING' | 'SUCCEEDED' | 'FAILED';
  input: string;
  output?: string;
  error?: string;
  startDate: number;
  stopDate?: number;
  /** States entered so far, Map iterations and retries included: what Step Functions bills as state transitions. */
  transitions: number;
  /** Every Task invocation in order (worker Lambda and its input), so tests can replay a task. */
  tasks: { state: string; worker: string; input: unknown }[];
  /** The execution that started this one as a child (`states:startExecution.sync`), if any. */
  parentArn?: string;
}

type States = Record<string, Record<string, unknown>>;

/** Every Task state of a definition, Map iterators included, with its Resource. */
function taskStates(def: { States: States }): { name: string; resource: unknown }[] {
  return Object.entries(def.States).flatMap(([name, state]) => {
    if (state.Type === 'Task') return [{ name, resource: state.Resource }];
    const inner = (state.ItemProcessor ?? state.Iterator) as { States: States } | undefined;
    return inner ? taskStates(inner) : [];
  });
}

/**
 * A Step Functions endpoint (StartExecution, DescribeExecution) that runs the very ASL infra
 * deploys with aws-local-stepfunctions, mapping each Task state to the in-process worker Lambda,
 * and each `states:startExecution.sync:2` Task to a child execution run to its end here (its own
 * execution, with its own transitions; the Task answers its output as JSON, or fails with its error).
 */
export async function startSfnLocal(opts: { port: number; background: Background }) {
  const { StateMachine } = await import('aws-local-stepfunctions');
  const executions = new Map<string, Execution>();
  // Starters find each machine through its ARN variable, as the CDK app sets it on them.
  for (const wf of workflows) process.env[wf.arnEnv] = localStateMachineArn(wf.name);

  type Started = { status: 200; json: { executionArn: string; startDate: number }; done: Promise<Execution> };
  type Refused = { status: 400; json: { __type: string; message: string } };

  async function start(
    body: { stateMachineArn: string; name?: string; input?: string },
    parentArn?: string,
  ): Promise<Started | Refused> {
    const wf = workflows.find((w) => localStateMachineArn(w.name) === body.stateMachineArn);
    if (!wf) return { status: 400, json: { __type: 'StateMachineDoesNotExist', message: body.stateMachineArn } };
    const name = body.name ?? randomUUID();
    const executionArn = `arn:aws:states:${region}:${account}:execution:${wf.name}:${name}`;
    if (executions.has(executionArn)) return { status: 400, json: { __type: 'ExecutionAlreadyExists', message: executionArn } };
    const definition = wf.definition(localWorkerArn(wf.worker));
    const worker = await lambdaHandler(wf.worker);
    const handlers = Object.fromEntries(
      taskStates(definition as never).map(({ name: state, resource }) => [
        state,
        resource === START_CHILD_RESOURCE
          ? (input: unknown) => runChild(input as { StateMachineArn: string; Input: unknown }, executionArn) as Promise<never>
          : (input: unknown) => {
              exec.tasks.push({ state, worker: wf.worker, input: structuredClone(input) });
              return worker(input) as Promise<never>;
            },
      ]),
    );
    const machine = new StateMachine(definition as never);
    const exec: Execution = {
      executionArn,
      stateMachineArn: body.stateMachineArn,
      name,
      status: 'RUNNING',
      input: body.input ?? '{}',
      startDate: Date.now() / 1000,
      transitions: 0,
      tasks: [],
      ...(parentArn ? { parentArn } : {}),
    };
    executions.set(executionArn, exec);
    const context = {
      StateMachine: { Id: body.stateMachineArn, Name: wf.name },
      Execution: { Id: executionArn, Name: name, Input: JSON.parse(exec.input), StartTime: new Date().toISOString() },
    };
    const done = (async () => {
      try {
        const run = machine.run(JSON.parse(exec.input), {
          overrides: { taskResourceLocalHandlers: handlers },
          context: context as never,
        });
        const counted = (async () => {
          for await (const event of run.eventLogs) if (event.type === 'StateEntered') exec.transitions += 1;
        })();
        const result = await run.result.then(
          (output) => ({ output }),
          (error: unknown) => ({ error }),
        );
        // The log ends with the execution: its transitions are all counted before it is reported ended.
        await Promise.race([counted, new Promise((resolve) => setTimeout(resolve, 1000).unref())]);
        if ('error' in result) throw result.error;
        exec.output = JSON.stringify(result.output);
        exec.status = 'SUCCEEDED';
      } catch (error) {
        exec.status = 'FAILED';
        exec.error = error instanceof Error ? error.message : String(error);
      } finally {
        exec.stopDate = Date.now() / 1000;
      }
      return exec;
    })();
    return { status: 200, json: { executionArn, startDate: exec.startDate }, done };
  }

  /** A `startExecution.sync:2` Task: the child runs to its end; its output comes back parsed, its failure fails the Task. */
  async function runChild(params: { StateMachineArn: string; Input: unknown }, parentArn: string) {
    const started = await start(
      { stateMachineArn: params.StateMachineArn, input: JSON.stringify(params.Input ?? {}) },
      parentArn,
    );
    if (started.status !== 200) throw Object.assign(new Error(started.json.message), { name: started.json.__type });
    const child = await started.done;
    if (child.status !== 'SUCCEEDED')
      throw Object.assign(new Error(child.error ?? 'child execution failed'), { name: 'States.TaskFailed' });
    return {
      ExecutionArn: child.executionArn,
      StateMachineArn: child.stateMachineArn,
      Status: child.status,
      Output: JSON.parse(child.output ?? 'null'),
      StartDate: child.startDate,
      StopDate: child.stopDate,
    };
  }

  /** An execution started through the API: background work the stack waits for, its failure reported. */
  async function startTopLevel(body: { stateMachineArn: string; name?: string; input?: string }) {
    const started = await start(body);
    if (started.status !== 200) return started;
    opts.background.run(`execution ${started.json.executionArn.split(':').pop()}`, async () => {
      const exec = await started.done;
      if (exec.status === 'FAILED') throw new Error(exec.error);
    });
    return { status: started.status, json: started.json };
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const target = String(req.headers['x-amz-target'] ?? '').split('.')[1];
    let out: { status: number; json: unknown };
    if (target === 'StartExecution') out = await startTopLevel(body);
    else if (target === 'DescribeExecution') {
      const e = executions.get(body.executionArn);
      out = e ? { status: 200, json: e } : { status: 400, json: { __type: 'ExecutionDoesNotExist', message: body.executionArn } };
    } else out = { status: 400, json: { __type: 'UnknownOperationException', message: target } };
    res.writeHead(out.status, { 'content-type': 'application/x-amz-json-1.0' });
    res.end(JSON.stringify(out.json));
  });
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${opts.port}`,
    executions,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
