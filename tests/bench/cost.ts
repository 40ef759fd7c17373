/**
 * `npm run bench -- --cost` (issue #19, item 4): the monthly AWS bill of the platform at 1,000,000
 * and 10,000,000 cards under the usage profile of docs/scale.md, from work measured here on the local
 * stack: a portal request and an open-API card-status request (the per-route table's means), a day of
 * usage ingested per card (a real usage file through the S3 event, the ingest worker, the bus and the
 * rule evaluator) and an alarm its rules fire, a card billed by the bill run, a card changed by a batch
 * and a card exported. Lambda time at 512 MB: for usage and alarms the bus invocations' own durations,
 * elsewhere each workload's wall time, an upper bound (chunks run one at a time here).
 */
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { documentClient } from '@cmp/functions/shared/aws/dynamodb';
import { DocumentCommand, GetCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { keys } from '@cmp/functions/shared/data/keys';
import { addMonths, shanghaiDay, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import type { LocalStack } from '../../infra/src/local/stack.ts';
import { type OperationCost, type ProfileLine, monthlyBill, noCost } from './cost-model.ts';
import type { attachMeter } from './ddb-meter.ts';
import type { RouteRow } from './per-route.ts';
import type { BenchContext } from './requests/types.ts';
import { attachAlarmShare, timeInvocations, usageFile } from './usage-meter.ts';

type MeterHandle = ReturnType<typeof attachMeter>;
const MEMORY_GB = 0.5;

/** The usage profile of docs/scale.md, per card and month. */
export const PROFILE = {
  cardDaysOfUsage: 30,
  cardsBilled: 1,
  /** Portal API requests (page loads, lists, details, actions) per card: a 10,000-card customer's staff make 5,000 a month. */
  portalRequests: 0.5,
  /** Open-API requests per card: a partner backend reading each card's status once a day. */
  openApiRequests: 30,
  /** Cards changed by batch operations (state, plan, labels) per card. */
  batchCards: 0.2,
  /** Cards exported (card list exports, reports) per card. */
  exportedCards: 0.5,
  /** Alarms fired per card: a usage or state rule firing for every card once a month. */
  alarmsFired: 1,
} as const;

/** The open-API routes of the profile's partner backend: a card's status. */
const PROFILE_OPEN_ROUTES = ['openCardStatus', 'v1CardDetail'];

const mean = (rows: RouteRow[], f: (r: RouteRow) => number) =>
  rows.length ? rows.reduce((t, r) => t + f(r), 0) / rows.length : 0;

/** The mean successful request of a set of routes, as one operation. */
function requestCost(rows: RouteRow[]): OperationCost {
  return {
    ...noCost,
    readUnits: mean(rows, (r) => r.readUnits),
    writeUnits: mean(rows, (r) => r.writeUnits),
    invocations: 1,
    lambdaMs: mean(rows, (r) => r.ms),
    memoryGb: MEMORY_GB,
    apiRequests: 1,
  };
}

/** Runs `work` once with the meter reset before and read after (the stack idle on both sides): its cost per `units`. */
async function measured(
  stack: LocalStack,
  meter: MeterHandle,
  units: number,
  work: () => Promise<{
    invocations: number;
    transitions?: number;
    s3Puts?: number;
    s3Gets?: number;
    apiRequests?: number;
    events?: number;
  }>,
): Promise<OperationCost> {
  await stack.background.idle();
  meter.reset();
  const t0 = performance.now();
  const counts = await work();
  await stack.background.idle();
  const ms = performance.now() - t0;
  const m = meter.reset();
  const per = (x = 0) => x / Math.max(1, units);
  return {
    readUnits: per(m.readCapacity),
    writeUnits: per(m.writeCapacity),
    invocations: per(counts.invocations),
    lambdaMs: per(ms),
    memoryGb: MEMORY_GB,
    transitions: per(counts.transitions),
    s3Puts: per(counts.s3Puts),
    s3Gets: per(counts.s3Gets),
    apiRequests: per(counts.apiRequests),
    events: per(counts.events),
  };
}

/** DescribeTable through the document client (its size in bytes as DynamoDB Local reports it). */
class DescribeTable extends DocumentCommand<{ TableName: string }, { Table?: { TableSizeBytes?: number } }> {
  readonly operation = 'DescribeTable';
}

const newExecution = (stack: LocalStack, before: Set<string>) =>
  [...stack.sfn.executions.values()].find((e) => !before.has(e.executionArn));

export async function costBench(stack: LocalStack, meter: MeterHandle, ctx: BenchContext, rows: RouteRow[]): Promise<void> {
  const ok = rows.filter((r) => r.ok);
  const openRoutes = ok.filter((r) => r.path.startsWith('/cmp/open/'));
  const profiled = openRoutes.filter((r) => PROFILE_OPEN_ROUTES.includes(r.id));
  const open = profiled.length ? profiled : openRoutes;
  const portal = ok.filter((r) => !r.path.startsWith('/cmp/open/'));
  const cards = await ctx.takeCards('all', (c) => c.state === 64);

  // A day of usage for every active card of the enterprise: one file, as an operator delivers it, then
  // the operator's correction of the same day. The first fires the demo rules' alarms (most cards'); the
  // second finds them fired in their periods, as almost every card-day of a month does: it is the
  // card-day's cost, and what the first cost more is the alarms' (usage-meter.ts).
  const day = shanghaiDay(new Date());
  const share = attachAlarmShare(documentClient());
  const lambda = timeInvocations(stack.background);
  const ingestDay = async (extra: number) => {
    const csv = usageFile(
      cards.map((c) => c.iccid),
      day,
      (i) => 1_048_576 + i + extra,
    );
    const cost = await measured(stack, meter, cards.length, async () => {
      share.start();
      lambda.start();
      await stack.clients.s3.send(
        new PutObjectCommand({ Bucket: stack.buckets.imports, Key: `cdr/bench/cost-${Date.now()}-${extra}.csv`, Body: csv }),
      );
      return { invocations: 0, s3Puts: 1, s3Gets: 1, events: Math.ceil(cards.length / 500) };
    });
    const invoked = lambda.stop();
    // Lambda: the invocations' own durations (the ingest worker's and the rule evaluator's, with the alarms' actions).
    return {
      cost: { ...cost, lambdaMs: invoked.ms / cards.length, invocations: invoked.invocations / cards.length },
      ms: invoked.ms,
      share: share.stop(),
    };
  };
  const first = await ingestDay(0);
  const corrected = await ingestDay(7);
  const usage: OperationCost = corrected.cost;
  const alarmUnits = first.share;
  const perAlarm = (x: number) => x / Math.max(1, alarmUnits.alarms);
  const alarm: OperationCost = {
    ...noCost,
    readUnits: perAlarm(alarmUnits.readUnits),
    writeUnits: perAlarm(alarmUnits.writeUnits),
    // What the day with the alarms took longer: their actions (e-mails, signed API messages) and writes.
    lambdaMs: perAlarm(Math.max(0, first.ms - corrected.ms)),
  };

  // The bill run of the enterprise for a month no request of the per-route table billed.
  let cycle = addMonths(shanghaiMonth(new Date()), -2);
  const runOf = (c: string) => ({ channelCustId: 'C1001', cycle: c, calendar: 'month' });
  while (
    await ctx.call('/cmp/bill/runDetail', runOf(cycle), 'admin').then(
      () => true,
      () => false,
    )
  )
    cycle = addMonths(cycle, -1);
  const { Item: enterprise } = await stack.clients.db.send(
    new GetCommand({ TableName: stack.tableName, Key: keys.cardStats('CUST#C1001') }),
  );
  const billedCards = Math.max(1, Number(enterprise?.total ?? 0));
  let billRun = '';
  let before = new Set(stack.sfn.executions.keys());
  const bill = await measured(stack, meter, billedCards, async () => {
    const run = runOf(cycle);
    await ctx.call('/cmp/bill/run', run, 'admin');
    await ctx.idle();
    const detail = await ctx.call<{ status: string; ratedCards?: number }>('/cmp/bill/runDetail', run, 'admin');
    billRun = `${detail.status}, ${detail.ratedCards ?? 0} cards rated`;
    const e = newExecution(stack, before);
    return { invocations: e?.tasks.length ?? 0, transitions: e?.transitions ?? 0, apiRequests: 1 };
  });

  // A batch state change of 100 cards (a batch's chunk).
  const batchCards = cards.slice(0, 100);
  before = new Set(stack.sfn.executions.keys());
  const batch = await measured(stack, meter, batchCards.length, async () => {
    await ctx.call('/cmp/sim/batch/changeState', { iccids: batchCards.map((c) => c.iccid), targetState: 65 }, 'acme');
    await ctx.idle();
    const e = newExecution(stack, before);
    return { invocations: e?.tasks.length ?? 0, transitions: e?.transitions ?? 0, apiRequests: 2 };
  });

  // A card list export of the enterprise's active cards (a download task: the export worker writes a file to S3).
  const exported = await measured(stack, meter, cards.length, async () => {
    await ctx.call('/cmp/sim/card/export', { state: 64, format: 'csv' }, 'acme');
    await ctx.idle();
    return { invocations: 2, apiRequests: 1, s3Puts: 1, s3Gets: 1 };
  });

  const { Table } = await stack.clients.db.send(new DescribeTable({ TableName: stack.tableName }));
  // Every card of the stack: the platform's card counter.
  const { Item: stats } = await stack.clients.db.send(
    new GetCommand({ TableName: stack.tableName, Key: keys.cardStats('PLATFORM') }),
  );
  const totalCards = Math.max(1, Number(stats?.total ?? 0) || cards.length);
  const dynamoBytesPerCard = Number(Table?.TableSizeBytes ?? 0) / totalCards;

  const lines: ProfileLine[] = [
    {
      operation: 'usage ingestion (file, worker, event, rules evaluated)',
      unit: 'card-day',
      perCardMonth: PROFILE.cardDaysOfUsage,
      cost: usage,
    },
    {
      operation: 'alarms fired (claim, alarm, copies, deliveries)',
      unit: 'alarm',
      perCardMonth: PROFILE.alarmsFired,
      cost: alarm,
    },
    { operation: 'the bill run', unit: 'card billed', perCardMonth: PROFILE.cardsBilled, cost: bill },
    { operation: 'portal requests', unit: 'request', perCardMonth: PROFILE.portalRequests, cost: requestCost(portal) },
    { operation: 'open-API requests', unit: 'request', perCardMonth: PROFILE.openApiRequests, cost: requestCost(open) },
    { operation: 'batch operations', unit: 'card changed', perCardMonth: PROFILE.batchCards, cost: batch },
    { operation: 'exports', unit: 'card exported', perCardMonth: PROFILE.exportedCards, cost: exported },
  ];
  const money = (v: number) => `$${v < 10 ? v.toFixed(2) : Math.round(v).toLocaleString('en-US')}`;
  console.log(
    `\nPlatform cost per month at AWS list prices (issue #19 item 4; usage profile in docs/scale.md; measured on ${cards.length} active cards, whose day of usage fired ${alarmUnits.alarms} alarms; its correction ${corrected.share.alarms} (${corrected.share.refused} firings refused as fired already), ${(first.cost.writeUnits).toFixed(2)} write units per card-day with the alarms; open-API requests: ${open.map((r) => r.id).join(', ')}; the bill run of ${cycle}: ${billRun} of ${billedCards} read; storage ${Math.round(dynamoBytesPerCard)} B of DynamoDB per card as DynamoDB Local reports it):`,
  );
  for (const l of lines)
    console.log(
      `  measured per ${l.unit} of ${l.operation}: ${l.cost.readUnits.toFixed(2)} RRU, ${l.cost.writeUnits.toFixed(2)} WRU, ${l.cost.lambdaMs.toFixed(1)} Lambda ms, ${l.cost.transitions.toFixed(3)} transitions; ${l.perCardMonth} per card and month`,
    );
  for (const n of [1_000_000, 10_000_000]) {
    const b = monthlyBill(n, lines, { dynamoBytesPerCard, s3BytesPerCard: 0 });
    console.log(`  ${n.toLocaleString('en-US')} cards:`);
    for (const r of b.rows)
      console.log(
        `    ${r.operation}: ${Math.round(r.unitsPerMonth).toLocaleString('en-US')} a month → ${money(r.total)} (DynamoDB ${money(r.dollars.dynamodb)}, Lambda ${money(r.dollars.lambda)}, Step Functions ${money(r.dollars.stepFunctions)}, S3 ${money(r.dollars.s3)}, API Gateway ${money(r.dollars.apiGateway)}, EventBridge ${money(r.dollars.eventBridge)})`,
      );
    console.log(
      `    total ${money(b.total)} a month = $${b.perCard.toFixed(6)} per card per month  [target ≤ $0.0002 at 10,000,000 cards]`,
    );
  }
}
