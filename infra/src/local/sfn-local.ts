import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { workflows } from '@cmp/functions/platform/workflows';
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
}

/** Every Task state name in a definition, Map iterators included. */
function taskStates(def: { States: Record<string, Record<string, unknown>> }): string[] {
  return Object.entries(def.States).flatMap(([name, state]) => {
    if (state.Type === 'Task') return [name];
    const inner = (state.ItemProcessor ?? state.Iterator) as { States: Record<string, Record<string, unknown>> } | undefined;
    return inner ? taskStates(inner) : [];
  });
}

/**
 * A Step Functions endpoint (StartExecution, DescribeExecution) that runs the very ASL infra
 * deploys with aws-local-stepfunctions, mapping each Task state to the in-process worker Lambda.
 */
export async function startSfnLocal(opts: { port: number; background: Background }) {
  const { StateMachine } = await import('aws-local-stepfunctions');
  const executions = new Map<string, Execution>();
  // Starters find each machine through its ARN variable, as the CDK app sets it on them.
  for (const wf of workflows) process.env[wf.arnEnv] = localStateMachineArn(wf.name);

  async function start(body: { stateMachineArn: string; name?: string; input?: string }) {
    const wf = workflows.find((w) => localStateMachineArn(w.name) === body.stateMachineArn);
    if (!wf) return { status: 400, json: { __type: 'StateMachineDoesNotExist', message: body.stateMachineArn } };
    const name = body.name ?? randomUUID();
    const executionArn = `arn:aws:states:${region}:${account}:execution:${wf.name}:${name}`;
    if (executions.has(executionArn)) return { status: 400, json: { __type: 'ExecutionAlreadyExists', message: executionArn } };
    const definition = wf.definition(localWorkerArn(wf.worker));
    const worker = await lambdaHandler(wf.worker);
    const handlers = Object.fromEntries(
      taskStates(definition as never).map((state) => [
        state,
        (input: unknown) => {
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
    };
    executions.set(executionArn, exec);
    opts.background.run(`execution ${name}`, async () => {
      try {
        const run = machine.run(JSON.parse(exec.input), { overrides: { taskResourceLocalHandlers: handlers } });
        void (async () => {
          for await (const event of run.eventLogs) if (event.type === 'StateEntered') exec.transitions += 1;
        })();
        exec.output = JSON.stringify(await run.result);
        exec.status = 'SUCCEEDED';
      } catch (error) {
        exec.status = 'FAILED';
        exec.error = error instanceof Error ? error.message : String(error);
        throw error;
      } finally {
        exec.stopDate = Date.now() / 1000;
      }
    });
    return { status: 200, json: { executionArn, startDate: exec.startDate } };
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    const target = String(req.headers['x-amz-target'] ?? '').split('.')[1];
    let out: { status: number; json: unknown };
    if (target === 'StartExecution') out = await start(body);
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
