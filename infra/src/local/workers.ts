import { randomUUID } from 'node:crypto';
import { lambdaEntries, workers } from '@cmp/functions/platform/route-table';
import type { Context } from 'aws-lambda';

type Handler = (event: unknown, context?: unknown) => Promise<unknown>;
const loaded = new Map<string, Promise<Handler>>();

/** infra/src/cloud/functions.ts: API functions time out with API Gateway (29 s), workers after 5 minutes. */
const timeoutMs = (name: string) => ((workers as readonly string[]).includes(name) ? 300_000 : 29_000);

/**
 * The Lambda context AWS passes with each invocation (Powertools' Logger reads the function name
 * and request id; middy stops a handler just before the remaining time runs out).
 */
export const lambdaContext = (name: string): Context => {
  const deadline = Date.now() + timeoutMs(name);
  return {
    functionName: name,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${name}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${name}`,
    logStreamName: 'local',
    callbackWaitsForEmptyEventLoop: false,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
};

/**
 * Loads a Lambda's handler in-process from its source entry (the same entry infra bundles). State
 * machines, the bus and schedules call it with the event only; it gets a context as in AWS.
 */
export function lambdaHandler(name: string): Promise<Handler> {
  const entry = lambdaEntries[name];
  if (!entry) throw new Error(`No Lambda named ${name}`);
  let handler = loaded.get(name);
  if (!handler) {
    handler = import(new URL(`../../../functions/src/${entry}`, import.meta.url).href).then(
      (m: { handler: Handler }) => (event: unknown, context?: unknown) => m.handler(event, context ?? lambdaContext(name)),
    );
    loaded.set(name, handler);
  }
  return handler;
}

/** Tracks background work (executions, bus deliveries, schedules) so tests and the seed can wait for quiet. */
export class Background {
  private readonly running = new Set<Promise<unknown>>();
  constructor(private readonly onError: (what: string, error: unknown) => void) {}

  run(what: string, work: () => Promise<unknown>): Promise<unknown> {
    const p = work().catch((error) => this.onError(what, error));
    this.running.add(p);
    void p.finally(() => this.running.delete(p));
    return p;
  }

  /** Resolves once nothing is running (including work started while waiting). */
  async idle(): Promise<void> {
    while (this.running.size) await Promise.allSettled([...this.running]);
  }
}
