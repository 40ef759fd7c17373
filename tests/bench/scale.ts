/**
 * The scale figures of issue #4 (`npm run bench -- --scale N`): a fresh in-memory local stack,
 * N demo cards bulk-loaded (with last month's daily usage and the roll-ups of a year of usage), then
 * the reports' first pages, the card-list first page, a 10,000-card batch state change and the bill
 * run of the biggest enterprise for last month. `--only reports`: the load and the reports only.
 * Prints figures only; the targets are printed next to them, never asserted.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCardShards } from '@cmp/functions/card/card-shards';
import { findRoute } from '@cmp/functions/platform/route-table';
import type { DocumentClient } from '@cmp/functions/shared/aws/dynamodb';
import { documentClient } from '@cmp/functions/shared/aws/dynamodb';
import { GetCommand, QueryCommand } from '@cmp/functions/shared/aws/dynamodb-commands';
import { enterpriseCardPartitions } from '@cmp/functions/shared/data/entities/card.entity';
import { keys } from '@cmp/functions/shared/data/keys';
import { queryAll } from '@cmp/functions/shared/data/operations';
import { bulkLoadCards } from '../../infra/src/local/seed/bulk-cards.ts';
import { startLocalStack } from '../../infra/src/local/stack.ts';
import { filterBench } from './card-filters.ts';
import { type Meter, attachMeter } from './ddb-meter.ts';
import { type KeyMeter, type KeyRow, createKeyMeter, enterpriseOfKey, keyReport, spreadReport } from './key-meter.ts';
import { reportBench } from './scale-reports.ts';
import { latencySummary } from './stats.ts';
import { usageDayBench } from './usage-meter.ts';

export interface ScaleOptions {
  cards: number;
  /** Card-list requests timed (after 5 warm-up requests). */
  listRequests: number;
  /** Cards in the batch state change (0 skips it). */
  batchCards: number;
  /** The batch's from and target states (default 64→65; 63→64 measures first activations). */
  batchStates?: readonly [number, number];
  /** BatchWrite calls in flight while loading. */
  concurrency: number;
  /** Runs the bill run of last month (issue #13), with a month of usage loaded for every activated card. */
  bill: boolean;
  /** Requests timed per card-list filter (after 2 warm-up requests; 0 skips the filters). */
  filterRequests: number;
  /** Partitions the list enterprise's card index is spread over (its `cardShards`, set before loading; 1: one key). */
  cardShards: number;
  /** Cards in the day of usage ingested last (usage-meter.ts; 0 or absent skips it). */
  usageCards?: number;
  /**
   * `reports`: only the load (with its year of usage) and the reports' first pages (b3); `filters`: only
   * the load (without usage) and the card list's first pages (b, b2); nothing else.
   */
  only?: 'reports' | 'filters';
  /** Requests timed per report and viewer (after one warm-up; default `filterRequests`, else 20). */
  reportRequests?: number;
}

/**
 * The list enterprise's card-index shards by default: 4 keeps a 10,000,000-card enterprise's load
 * (1,667 index writes a second at the target pace) at 417 a shard, 42 % of a partition's limit, with
 * a first page of 4 parallel Queries (docs/decisions.md "Card index shards").
 */
export const SCALE_CARD_SHARDS = 4;

const LIST = { channelCustId: 'C1001', login: 'acme', state: 64, pageSize: 20 };
const BATCH = { channelCustId: 'C1001', login: 'acme', operator: 'CMCC', fromState: 64, targetState: 65 };
const s1 = (n: number) => n.toFixed(1);
const BILL = { channelCustId: 'C1001', calendar: 'month', operators: ['CMCC', 'CTCC'] };
/** A rule of the list's enterprise that fires on a day of 1 MB or more (the usage day's, usage-meter.ts). */
const USAGE_RULE = {
  triggerKind: 'dailyUsage',
  unit: 'MB',
  threshold: 1,
  targetKind: 'enterprise',
  actions: [{ type: 2 }],
  emails: 'ops@acme.example',
};
/**
 * AWS list prices (us-east-1, on-demand): DynamoDB $0.125 per million read request units and $0.625
 * per million write request units; Lambda $0.0000166667 per GB-second (x86) and $0.20 per million
 * requests; Step Functions Standard $0.025 per 1,000 state transitions.
 */
const PRICE = { rru: 0.125e-6, wru: 0.625e-6, gbSecond: 0.0000166667, lambdaRequest: 0.2e-6, transition: 0.025e-3 };
/** The workers' memory (infra/src/cloud/functions.ts). */
const WORKER_GB = 0.5;
const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

async function signIn(url: string, loginName: string): Promise<string> {
  const res = await fetch(`${url}/api/cmp/base/oauth/login?lang=en-US`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ loginName, password: 'Cmp@2026demo', captchaId: 'b', captchaCode: 'b' }),
  });
  return ((await res.json()) as { data: { accessToken: string } }).data.accessToken;
}

async function post(url: string, token: string, path: string, body: unknown) {
  const res = await fetch(`${url}/api${path}?ts=${Date.now()}&lang=en-US`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: token },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as { success: boolean; data?: unknown; msg?: string } };
}

/** Counts every call of `clients` (each once) on the hot-key meter. */
function meterKeys(keys: KeyMeter, clients: DocumentClient[]) {
  for (const client of new Set(clients))
    client.intercept(async (operation, wire, next) => {
      const out = await next(wire);
      keys.record(operation, wire, out);
      return out;
    });
}
/** The paces the targets ask for, at 10,000,000 cards (issue #4's targets; issue #19 item 1). */
const PACE = {
  load: { cardsPerSecond: 1_000_000 / 600, note: 'loaded at 1,000,000 cards per 600 s' },
  batch: { cardsPerSecond: 10_000 / 60, note: 'a 10,000-card batch in 60 s' },
  bill: { cardsPerSecond: 10_000_000 / 900, note: 'billed in 15 minutes' },
};

/** Cards per enterprise of the hottest keys' owners (their card counters), for the per-enterprise rates. */
async function ownersCards(db: DocumentClient, table: string, rows: KeyRow[]): Promise<(pk: string) => number | undefined> {
  const owners = new Map<string, number>();
  for (const c of new Set(rows.slice(0, 30).map((r) => enterpriseOfKey(r.pk)))) {
    if (!c) continue;
    const { Item } = await db.send(new GetCommand({ TableName: table, Key: keys.cardStats(`CUST#${c}`) }));
    owners.set(c, Number(Item?.total ?? 0));
  }
  return (pk) => owners.get(enterpriseOfKey(pk) ?? '');
}

const callsText = (m: Meter) =>
  Object.entries(m.calls)
    .map(([k, v]) => `${k}×${v}`)
    .join(' ') || '—';

/** ICCIDs of one operator in one state of an enterprise, from its card index (harness work, not timed). */
async function pickCards(
  db: DocumentClient,
  table: string,
  count: number,
  shards: number,
  fromState: number = BATCH.fromState,
): Promise<{ iccid: string; custId: string | null }[]> {
  const items: Record<string, unknown>[] = [];
  // An equal part from each shard, as a batch of real cards would spread.
  const partitions = enterpriseCardPartitions(BATCH.channelCustId, shards);
  for (const [i, p] of partitions.entries()) {
    const want = Math.ceil((count - items.length) / (partitions.length - i));
    const part = await queryAll(
      db,
      {
        TableName: table,
        IndexName: 'byCustomerState',
        KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
        FilterExpression: '#op = :o',
        ExpressionAttributeNames: { '#op': 'operator' },
        ExpressionAttributeValues: { ':p': p, ':s': `S#${fromState}#`, ':o': BATCH.operator },
        ProjectionExpression: 'iccid, custId',
      },
      want,
    );
    items.push(...part.slice(0, want));
  }
  return items.slice(0, count).map((i) => ({ iccid: String(i.iccid), custId: (i.custId as string | null) ?? null }));
}

export async function scaleBench(o: ScaleOptions): Promise<void> {
  // A bigger heap than npm start's 1 GB for DynamoDB Local (its stack comes from startLocalStack, hence the
  // variable), and the throughput collector: a million cards make the default collector's pauses add up.
  process.env.CMP_DYNAMODB_LOCAL_JVM ??= '-Xmx4g -XX:+UseParallelGC';
  const dataDir = mkdtempSync(join(tmpdir(), 'cmp-scale-'));
  const t0 = performance.now();
  const stack = await startLocalStack({
    dataDir,
    port: 0,
    persist: false,
    // Demo customers and accounts only (no demo history: it needs seeded cards); the cards come from the bulk loader.
    seed: { cards: 0, usageDays: 0, history: false },
    captcha: 'off',
    portalDir: join(dataDir, 'none'),
  });
  console.log(
    `\nScale benchmark (issue #4), ${o.cards.toLocaleString('en-US')} cards; stack up in ${s1((performance.now() - t0) / 1000)} s`,
  );
  const hotKeys = createKeyMeter();
  meterKeys(hotKeys, [stack.clients.db, documentClient()]);
  try {
    // The list enterprise's card index spread before its cards exist (the platform's rule: only while it has none).
    if (o.cardShards > 1) {
      const set = await createCardShards(stack.clients.db, () => stack.tableName).set(LIST.channelCustId, o.cardShards);
      if (set !== 'set') throw new Error(`card shards of ${LIST.channelCustId}: ${set}`);
    }
    // (a) Load.
    const load = await bulkLoadCards(stack.clients.db, stack.tableName, {
      cards: o.cards,
      now: new Date(),
      concurrency: o.concurrency,
      ...(o.bill && !o.only ? { usageMonth: lastMonth() } : {}),
      ...(o.only === 'filters' ? { usageYear: false } : {}),
      progressEvery: Math.max(10_000, Math.round(o.cards / 10)),
      cardShards: { [LIST.channelCustId]: o.cardShards },
      onProgress: (n, s) => console.log(`  … ${n.toLocaleString('en-US')} cards in ${s1(s)} s (${Math.round(n / s)} cards/s)`),
    });
    const { Item: platform } = await stack.clients.db.send(
      new GetCommand({ TableName: stack.tableName, Key: keys.cardStats('PLATFORM') }),
    );
    console.log(
      `(a) Load: ${load.cards.toLocaleString('en-US')} cards (${load.items.toLocaleString('en-US')} items of which ${load.reportItems} report month items and ${load.usageItems} usage roll-up items for ${load.usageCardDays.toLocaleString('en-US')} card-days of usage, ${load.batchWrites} BatchWrite calls, ${load.retriedItems} items retried, ${o.concurrency} in flight) in ${s1(load.seconds)} s = ${Math.round(load.cards / load.seconds)} cards/s (DynamoDB Local -inMemory, JVM ${process.env.CMP_DYNAMODB_LOCAL_JVM})  [target ≤ 600 s for 1,000,000]; platform counter total = ${platform?.total}`,
    );

    const loadKeys = hotKeys.take();
    const cardsOfKey = await ownersCards(stack.clients.db, stack.tableName, loadKeys);
    for (const line of keyReport('(a) the load', loadKeys, {
      cards: load.cards,
      targetCardsPerSecond: PACE.load.cardsPerSecond,
      targetNote: PACE.load.note,
      cardsOfKey,
    }))
      console.log(line);
    for (const line of spreadReport(loadKeys, {
      targetCardsPerSecond: PACE.load.cardsPerSecond,
      targetNote: PACE.load.note,
      cardsOfKey,
    }))
      console.log(line);
    const meter = attachMeter(documentClient());
    const token = await signIn(stack.url, LIST.login);

    // (b3) Each report's first page as the platform and as the list's enterprise, on the cards' report
    // months and their year of usage (issue #17's target).
    const reportRequests = o.reportRequests ?? (o.filterRequests || 20);
    if (reportRequests > 0 && o.only !== 'filters') {
      const viewers = [
        { label: 'the platform', token: await signIn(stack.url, 'admin') },
        { label: `${LIST.channelCustId} (${LIST.login})`, token },
      ];
      for (const line of await reportBench(stack.url, viewers, reportRequests, meter)) console.log(line);
    }
    if (o.only === 'reports') return;

    // (b) Card list: first page for customer + state, through the gateway.
    const viaGateway = Boolean(findRoute('POST', '/cmp/sim/card/list'));
    const latencies: number[] = [];
    const calls = new Map<string, number>();
    let scans = 0;
    let ddbCalls = 0;
    let bad = '';
    let rows = 0;
    const once = async () => {
      if (viaGateway) {
        const res = await post(stack.url, token, '/cmp/sim/card/list', { state: LIST.state, pageSize: LIST.pageSize });
        const items = (res.body.data as { items?: unknown[] } | undefined)?.items;
        if (!res.body.success || !items) bad ||= `${res.status} ${res.body.msg ?? ''}`;
        rows = items?.length ?? 0;
      } else {
        const page = await documentClient().send(
          new QueryCommand({
            TableName: stack.tableName,
            IndexName: 'byCustomerState',
            KeyConditionExpression: 'gsi1pk = :p AND begins_with(gsi1sk, :s)',
            ExpressionAttributeValues: { ':p': enterpriseCardPartitions(LIST.channelCustId, 1)[0], ':s': `S#${LIST.state}#` },
            Limit: LIST.pageSize,
          }),
        );
        rows = page.Items?.length ?? 0;
      }
    };
    for (let i = 0; i < 5; i++) await once();
    for (let i = 0; i < o.listRequests; i++) {
      meter.reset();
      const start = performance.now();
      await once();
      latencies.push(performance.now() - start);
      const m = meter.reset();
      scans += m.calls.Scan ?? 0;
      for (const [k, v] of Object.entries(m.calls)) {
        calls.set(k, (calls.get(k) ?? 0) + v);
        ddbCalls += v;
      }
    }
    const l = latencySummary(latencies);
    const perRequest = [...calls].map(([k, v]) => `${k}×${(v / l.count).toFixed(2)}`).join(' ');
    console.log(
      `(b) Card list, first page of ${LIST.login} (${LIST.channelCustId}, card index over ${o.cardShards} partition${o.cardShards > 1 ? 's' : ''}) state ${LIST.state}, pageSize ${LIST.pageSize}, ${l.count} requests ${
        viaGateway
          ? 'through the gateway (signed-in: includes the BatchGet of account + token revocation)'
          : 'as a DIRECT index Query (the /cmp/sim/card/list route does not exist yet: not the target figure)'
      }: p50 ${s1(l.p50)} ms, p95 ${s1(l.p95)} ms, max ${s1(l.max)} ms  [target p95 ≤ 150 ms]; ${rows} rows on the page; DynamoDB calls per request ${(ddbCalls / l.count).toFixed(2)} (${perRequest}); Scan calls: ${scans}${bad ? `; FAILED: ${bad}` : ''}`,
    );

    // (b2) Every filter of the card list (issue #19 item 6): first page through the gateway, per filter.
    if (viaGateway && o.filterRequests > 0) {
      for (const line of await filterBench(
        LIST,
        stack.url,
        token,
        stack.clients.db,
        stack.tableName,
        o.filterRequests,
        meter,
        o.cardShards,
        () => stack.background.idle(),
      ))
        console.log(line);
    }
    if (o.only === 'filters') return;

    // (c) Batch state change end to end.
    if (o.batchCards > 0) {
      const [fromState, targetState] = o.batchStates ?? [BATCH.fromState, BATCH.targetState];
      const picked = await pickCards(stack.clients.db, stack.tableName, o.batchCards, o.cardShards, fromState);
      const iccids = picked.map((c) => c.iccid);
      const allocated = picked.filter((c) => c.custId).length;
      await stack.background.idle();
      hotKeys.take();
      meter.reset();
      const startedExecutions = new Set(stack.sfn.executions.keys());
      const tb = performance.now();
      const res = await post(stack.url, token, '/cmp/sim/batch/changeState', { iccids, targetState });
      const batchId = (res.body.data as { batchId?: string } | undefined)?.batchId;
      if (!batchId) throw new Error(`changeState answered ${res.status} ${res.body.msg}`);
      let detail: { status?: string; succeeded?: number; failed?: number; failureReason?: string } = {};
      let polls = 0;
      for (;;) {
        await new Promise((r) => setTimeout(r, 500));
        polls += 1;
        const d = await post(stack.url, token, '/cmp/sim/batch/detail', { batchId });
        detail = (d.body.data ?? {}) as typeof detail;
        if (detail.status && detail.status !== 'processing') break;
        if (performance.now() - tb > 30 * 60_000) throw new Error('batch still processing after 30 minutes');
      }
      const seconds = (performance.now() - tb) / 1000;
      await stack.background.idle();
      const m = meter.reset();
      const execution = [...stack.sfn.executions.values()].find((e) => !startedExecutions.has(e.executionArn));
      const n = iccids.length;
      const perCard = Object.entries(m.capacityByCall)
        .map(([k, v]) => `${k} ${(v / n).toFixed(2)}`)
        .join(', ');
      console.log(
        `(c) Batch state change of ${n.toLocaleString('en-US')} ${BATCH.operator} cards ${fromState}→${targetState}: ${detail.status} (${detail.succeeded} succeeded, ${detail.failed} failed${detail.failureReason ? `: ${detail.failureReason}` : ''}) in ${s1(seconds)} s end to end (POST to detail showing done, polled every 0.5 s)  [target ≤ 60 s]; write units ${(m.writeCapacity / n).toFixed(2)} per card [target ≤ 4], read units ${(m.readCapacity / n).toFixed(2)} per card (includes ${polls} detail polls); units per card by call: ${perCard}; ${allocated} of the cards are allocated to a secondary customer (their update moves one index entry and updates another in place); DynamoDB calls: ${callsText(m)}; state transitions (StateEntered events of the execution, counted by sfn-local): ${execution?.transitions ?? 'n/a'} [target ≤ 150]`,
      );
      const batchKeys = hotKeys.take();
      const batchPace = { cards: n, targetCardsPerSecond: PACE.batch.cardsPerSecond, targetNote: PACE.batch.note };
      for (const line of [...keyReport('(c) the batch', batchKeys, batchPace), ...spreadReport(batchKeys, batchPace)])
        console.log(line);
    }

    // (d) The bill run of the enterprise for last month (calendar month: its CMCC and CTCC cards).
    if (o.bill) {
      const admin = await signIn(stack.url, 'admin');
      const body = { channelCustId: BILL.channelCustId, cycle: lastMonth(), calendar: BILL.calendar };
      const { Item: counters } = await stack.clients.db.send(
        new GetCommand({ TableName: stack.tableName, Key: keys.cardStats(`CUST#${BILL.channelCustId}`) }),
      );
      await stack.background.idle();
      meter.reset();
      hotKeys.take();
      const startedExecutions = new Set(stack.sfn.executions.keys());
      const tb = performance.now();
      const res = await post(stack.url, admin, '/cmp/bill/run', body);
      if (res.status >= 300) throw new Error(`bill run answered ${res.status} ${res.body.msg}`);
      let run: { status?: string; ratedCards?: number; billIds?: string[]; failureCause?: string } = {};
      for (;;) {
        await new Promise((r) => setTimeout(r, 1000));
        run = ((await post(stack.url, admin, '/cmp/bill/runDetail', body)).body.data ?? {}) as typeof run;
        if (run.status && run.status !== 'processing') break;
        if (performance.now() - tb > 120 * 60_000) throw new Error('bill run still processing after 2 hours');
      }
      const seconds = (performance.now() - tb) / 1000;
      await stack.background.idle();
      const m = meter.reset();
      const execution = [...stack.sfn.executions.values()].find((e) => !startedExecutions.has(e.executionArn));
      const read = Number(counters?.total ?? 0);
      const rated = run.ratedCards ?? 0;
      const perCard = (x: number) => (read ? x / read : 0);
      // A run too long for one execution's history runs child executions: theirs count too.
      const children = [...stack.sfn.executions.values()].filter((e) => execution && e.parentArn === execution.executionArn);
      const transitions = (execution?.transitions ?? 0) + children.reduce((n, e) => n + e.transitions, 0);
      const invocations = (execution?.tasks.length ?? 0) + children.reduce((n, e) => n + e.tasks.length, 0);
      // Lambda time: the run's wall time bounds the workers' (chunks run one after the other).
      const perMillion = 1_000_000 / Math.max(1, read);
      const cost = {
        dynamodb: (m.readCapacity * PRICE.rru + m.writeCapacity * PRICE.wru) * perMillion,
        lambda: (seconds * WORKER_GB * PRICE.gbSecond + invocations * PRICE.lambdaRequest) * perMillion,
        stepFunctions: transitions * PRICE.transition * perMillion,
      };
      const total = cost.dynamodb + cost.lambda + cost.stepFunctions;
      console.log(
        `(d) Bill run of ${BILL.channelCustId} for ${body.cycle} (${BILL.calendar}: ${BILL.operators.join(' and ')} cards): ${run.status}${run.failureCause ? ` (${run.failureCause})` : ''} in ${s1(seconds)} s end to end [target ≤ 15 minutes for 1,000,000 cards]; ${read.toLocaleString('en-US')} cards read, ${rated.toLocaleString('en-US')} rated, bills ${run.billIds?.join(', ')}; read units ${perCard(m.readCapacity).toFixed(3)} and write units ${perCard(m.writeCapacity).toFixed(3)} per card read; DynamoDB calls: ${callsText(m)}; state transitions ${transitions}, Lambda invocations ${invocations}; cost per 1,000,000 cards at AWS list prices: DynamoDB $${cost.dynamodb.toFixed(3)} + Lambda $${cost.lambda.toFixed(3)} (${WORKER_GB} GB × the run's wall time, an upper bound) + Step Functions $${cost.stepFunctions.toFixed(3)} = $${total.toFixed(3)} [target ≤ $1.00]`,
      );
      const billKeys = hotKeys.take();
      const billPace = { cards: read, targetCardsPerSecond: PACE.bill.cardsPerSecond, targetNote: PACE.bill.note };
      for (const line of [...keyReport('(d) the bill run', billKeys, billPace), ...spreadReport(billKeys, billPace)])
        console.log(line);
    }
    // (e) A day of usage (issue #19 item 1): one operator file through the ingest worker, its hot keys.
    if (o.usageCards) {
      const cards = await pickCards(stack.clients.db, stack.tableName, o.usageCards, o.cardShards);
      // Then a rule firing for every one of them (an alarm each: e-mailed), for the alarms' keys.
      const rule = { ...USAGE_RULE, name: `Scale usage rule ${Date.now()}` };
      const addRule = async () => {
        const res = await post(stack.url, token, '/cmp/autorule/add', rule);
        if (!res.body.success) throw new Error(`autorule/add answered ${res.status} ${res.body.msg}`);
      };
      for (const line of await usageDayBench(
        stack,
        meter,
        hotKeys,
        cards.map((c) => c.iccid),
        addRule,
      ))
        console.log(line);
    }
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
