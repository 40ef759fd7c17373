/**
 * Table-driven over the route table: every state-changing route (RouteDef.writes) with a caller,
 * sent three times with one Idempotency-Key, has exactly one effect. The first request is the
 * route's benchmark request (tests/bench/requests/, one successful request per route); the two
 * replays must answer the very same status and body, marked `Idempotent-Replayed`, and write no
 * DynamoDB item and start no state machine (measured in this process: the stack runs in-process
 * here, with the benchmark's DynamoDB meter on the handlers' client).
 *
 * The same goes for the state machines a route starts: every Task the execution ran is invoked once
 * more with its own input, as Step Functions would on a retry, and neither the table nor the buckets
 * may change (the export job writes its parts and file to the exports bucket).
 */
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { apiGroups } from '@cmp/functions/platform/route-table';
import { workflows } from '@cmp/functions/platform/workflows';
import { documentClient } from '@cmp/functions/shared/aws/dynamodb';
import { ScanCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { beforeAll, describe, expect, it } from 'vitest';
import type { LocalStack } from '../../infra/src/local/stack.ts';
import { lambdaHandler } from '../../infra/src/local/workers.ts';
import { attachMeter } from '../bench/ddb-meter.ts';
import { createBenchContext } from '../bench/requests/context.ts';
import { benchRequests, requestKey } from '../bench/requests/index.ts';
import type { BenchContext, BenchRequest, Prepared } from '../bench/requests/types.ts';
import { ownStack } from '../support/own-stack.ts';

/** Routes whose first call ends the very session the replays are sent with: they answer 401 (20003), still without an effect. */
const ENDS_SESSION = new Set(['auth.logout']);

const writeRoutes = apiGroups.flatMap((g) =>
  g.routes.filter((r) => r.writes && r.permission !== 'public').map((r) => ({ group: g.name, route: r })),
);

const own = ownStack({ name: 'idem', seed: { cards: 1000, usageDays: 14, history: false } });
let stack: LocalStack;
let ctx: BenchContext;
let meter: ReturnType<typeof attachMeter>;
/** Task states replayed, per state machine: every workflow's every Task state must be among them. */
const replayed = new Map<string, Set<string>>();
/** Task states replayed of jobs hosted on another job's machine (their Task inputs name them: `job`). */
const hostedReplayed = new Map<string, Set<string>>();
beforeAll(() => {
  stack = own.current();
  meter = attachMeter(documentClient());
  ctx = createBenchContext(stack.url, stack.clients.db, stack.tableName, () => stack.background.idle());
});

async function prepare(req: BenchRequest): Promise<Prepared> {
  const prepared = req.prepare ? await req.prepare(ctx) : { body: req.setup ? await req.setup(ctx) : (req.body ?? {}) };
  if (prepared.token === undefined && req.as !== 'public' && req.as !== 'appKey' && req.as !== 'widget')
    prepared.token = await ctx.token(req.as);
  return prepared;
}

/**
 * Every item of the table, keyed by pk|sk, and every object of the buckets (an export's parts and
 * file, a batch's ICCID list, an import's rows), keyed by bucket and key with its ETag, for
 * before/after comparison.
 */
async function snapshot(): Promise<Map<string, string>> {
  const items = new Map<string, string>();
  let start: Record<string, unknown> | undefined;
  do {
    const page = await stack.clients.db.send(new ScanCommand({ TableName: stack.tableName, ExclusiveStartKey: start }));
    for (const item of page.Items ?? []) items.set(`${item.pk}|${item.sk}`, JSON.stringify(item));
    start = page.LastEvaluatedKey;
  } while (start);
  for (const bucket of Object.values(stack.buckets)) {
    let token: string | undefined;
    do {
      const page = await stack.clients.s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }));
      for (const o of page.Contents ?? []) items.set(`s3://${bucket}/${o.Key}`, String(o.ETag));
      token = page.NextContinuationToken;
    } while (token);
  }
  return items;
}

function changes(before: Map<string, string>, after: Map<string, string>): string[] {
  const keys = new Set([...before.keys(), ...after.keys()]);
  return [...keys].filter((k) => before.get(k) !== after.get(k)).map((k) => `${k}: ${before.get(k)} → ${after.get(k)}`);
}

async function send(path: string, prepared: Prepared, key: string) {
  const res = await fetch(`${stack.url}/api${path}?ts=${Date.now()}&lang=en-US`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'idempotency-key': key,
      ...(prepared.token ? { authorization: prepared.token } : {}),
      ...prepared.headers,
    },
    body: JSON.stringify(prepared.body),
  });
  return { status: res.status, replayed: res.headers.get('idempotent-replayed'), body: await res.text() };
}

describe('every state-changing route sent 3× with one Idempotency-Key has one effect', () => {
  it('covers the state-changing routes of the route table', () => {
    expect(writeRoutes.length).toBeGreaterThan(80);
    for (const { group, route } of writeRoutes)
      expect(benchRequests[requestKey(group, route.id)], `${group}.${route.id}`).toBeDefined();
  });

  it.each(writeRoutes.map(({ group, route }) => [`${group}.${route.id}`, route.path] as const))('%s', async (id, path) => {
    const req = benchRequests[id]!;
    await stack.background.idle();
    const prepared = await prepare(req);
    await stack.background.idle();
    const key = randomUUID();
    const executionsBefore = stack.sfn.executions.size;
    const first = await send(path, prepared, key);
    expect(first.status, first.body).toBeLessThan(300);
    expect(JSON.parse(first.body).success).toBe(true);
    expect(first.replayed).toBeNull();
    await stack.background.idle();

    meter.reset();
    const executions = stack.sfn.executions.size;
    const started = [...stack.sfn.executions.values()].slice(executionsBefore);
    for (let i = 0; i < 2; i++) {
      const again = await send(path, prepared, key);
      if (ENDS_SESSION.has(id)) {
        expect(again.status).toBe(401);
        expect(JSON.parse(again.body).errorCode).toBe(20003);
      } else {
        expect(again.status).toBe(first.status);
        expect(again.replayed).toBe('true');
        expect(again.body).toBe(first.body);
      }
    }
    await stack.background.idle();
    const m = meter.reset();
    // A signed open-API call (appKey) is counted against the daily limit and written to the API log, a replay
    // too: two records of the call (docs/decisions.md "Partner widgets and the open API v1"), never an effect.
    const signed = writeRoutes.find((w) => `${w.group}.${w.route.id}` === id)?.route.permission === 'appKey';
    expect(m.itemsWritten, `DynamoDB writes of the replays: ${JSON.stringify(m.calls)}`).toBe(signed ? 2 * 2 : 0);
    expect(stack.sfn.executions.size).toBe(executions);

    // Each Task of the executions the first request started, run again on its own input, changes nothing.
    for (const execution of started) {
      expect(execution.status, execution.error).toBe('SUCCEEDED');
      const before = await snapshot();
      const machine = execution.stateMachineArn.split(':').pop()!;
      for (const task of execution.tasks) {
        replayed.set(machine, (replayed.get(machine) ?? new Set()).add(task.state));
        const hosted = (task.input as { input?: { job?: string } }).input?.job;
        if (hosted) hostedReplayed.set(hosted, (hostedReplayed.get(hosted) ?? new Set()).add(task.state));
        const worker = await lambdaHandler(task.worker);
        await worker(structuredClone(task.input) as never, {} as never);
      }
      await stack.background.idle();
      expect(changes(before, await snapshot()), `replayed tasks ${execution.tasks.map((t) => t.state).join(', ')}`).toEqual([]);
    }
  });

  it('replayed the export job, whose parts and file are in a bucket, not only in the table', () => {
    expect([...(replayed.get('export-task') ?? [])].sort()).toEqual(['FinishExport', 'PlanChunks', 'RunChunk']);
  });

  it('replayed the operator bill import, a job hosted on the card import’s machine, in every Task state', () => {
    expect([...(hostedReplayed.get('channel-bill-import') ?? [])].sort()).toEqual(['FinishImport', 'PlanChunks', 'RunChunk']);
  });

  it('replayed every Task state of every state machine (failure handlers aside)', () => {
    type States = Record<
      string,
      { Type: string; Resource?: string; ItemProcessor?: { States: States }; Iterator?: { States: States } }
    >;
    const worker = 'arn:aws:lambda:us-east-1:000000000000:function:x';
    // The worker's Tasks; a child execution's start (states:startExecution.sync) is replayed in bill-run-children.int.test.ts.
    const taskStates = (states: States): string[] =>
      Object.entries(states).flatMap(([name, s]) => {
        const inner = s.ItemProcessor ?? s.Iterator;
        return s.Type === 'Task' ? (s.Resource === worker ? [name] : []) : inner ? taskStates(inner.States) : [];
      });
    for (const wf of workflows) {
      const tasks = taskStates(wf.definition(worker).States as States);
      expect(tasks.length, wf.name).toBeGreaterThan(1);
      expect([...(replayed.get(wf.name) ?? [])], wf.name).toEqual(expect.arrayContaining(tasks.filter((t) => !/Fail/.test(t))));
    }
  });
});
