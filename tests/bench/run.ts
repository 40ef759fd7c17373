/**
 * `npm run bench`: prints the figures the targets are judged by. Never pass/fail.
 * Flags: `--cards N` cards seeded for the per-request figures (default 1000), `--no-start` skips
 * the `npm start` timing, `--start-cards N` cards for the start timing (default 5000).
 * Scale (issue #4, off by default): `--scale N` runs only the scale section (scale.ts) on a fresh
 * in-memory stack — bulk-load N cards, time ~200 first pages of the card list, run one batch state
 * change — e.g. `npm run bench -- --scale 1000000`; with it `--batch-cards N` (default 10000, 0
 * skips), `--batch-states 63,64` (its from and target states, default 64,65; 63,64 measures first activations), `--list-requests N` (default 200), `--load-concurrency N` (BatchWrite calls in flight, default 24),
 * `--no-bill` skips the bill run of last month (issue #13) and the month of usage it loads,
 * `--filter-requests N` times N first pages per card-list filter (default 20, 0 skips; issue #19 item 6),
 * `--card-shards N` spreads the list enterprise's card index over N partitions before loading (default 4;
 * 1 keeps the one key `CUST#<c>#CARDS`; issue #19 item 2).
 * `--usage-cards N` ingests a day of usage of N cards last, with its hot keys (default 10000, 0 skips; issue #19 item 1).
 * `--only reports` with `--scale` runs only the load (with its year of usage) and the reports' first pages as the
 * platform and as an enterprise (issue #17's target), `--report-requests N` timed per report (default 20);
 * `--only filters` only the load (without usage) and the card list's first pages, every filter (issue #19 item 6).
 * Per route: `--routes-only` prints only the per-route table (no bundles, portal size, batch or start
 * timing); `--only group1,group2` keeps those API groups in it.
 * Cost (issue #19 item 4): `--cost` runs the per-route table, then measures usage ingestion, the bill
 * run, a batch and an export, and prints the monthly AWS bill at 1,000,000 and 10,000,000 cards (cost.ts).
 * List calls (issue #19, "every list screen's first page keeps its call count"): `--list-calls` measures every
 * read route's request warm on a stack seeded as list-calls.ts `LIST_CALLS_SEED` and compares the list routes
 * (answers that are a page) with tests/bench/list-calls.json; `--list-calls --write` rewrites that file (the only
 * way it is made; tests/integration/list-calls.int.test.ts asserts it).
 * Workload limits (issue #19 item 3), printed first in every mode: each long workload planned at
 * 10,000,000 cards, its executions, largest execution's history events and transitions (workload-limits.ts).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { documentClient } from '@cmp/functions/shared/aws/dynamodb';
import { startLocalStack } from '../../infra/src/local/stack.ts';
import { areaRoutes } from '../../portal/src/areas/index.ts';
import type { AppRoute } from '../../portal/src/routing/types.ts';
import { alarmLatencyBench } from './alarm-latency.ts';
import { measureBundles } from './bundles.ts';
import { CHANNEL_BILL_BENCH_LINES, channelBillBench } from './channel-bill.ts';
import { costBench } from './cost.ts';
import { attachMeter } from './ddb-meter.ts';
import { ledgerBench } from './ledger.ts';
import {
  LIST_CALLS_FILE,
  LIST_CALLS_SEED,
  budgetsOf,
  judge,
  measureReadRoutes,
  readBudgets,
  writeBudgets,
} from './list-calls.ts';
import { perRoute, printRouteRows } from './per-route.ts';
import { largestLazyChunk, portalInitialJs, portalInitialJsWithRoutes } from './portal-size.ts';
import { rechargeAuditBench } from './recharge.ts';
import { createBenchContext } from './requests/context.ts';
import { SCALE_CARD_SHARDS, scaleBench } from './scale.ts';
import { measureStart } from './start-time.ts';
import { widgetsBench } from './widgets.ts';
import { withdrawalBench } from './withdrawal.ts';
import { workloadLimitLines, workloadPlans } from './workload-limits.ts';
import { writeOffBench } from './write-off.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const leafRoutes = (routes: readonly AppRoute[]): number =>
  routes.reduce((n, r) => n + (r.page ? 1 : 0) + leafRoutes(r.children ?? []), 0);
const num = (name: string, d: number) => {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : Number.NaN;
  return Number.isFinite(v) ? v : d;
};
const str = (name: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;
const table = (rows: (string | number)[][]) => {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((r) => String(r[i]).length)));
  for (const r of rows) console.log(`  ${r.map((c, i) => String(c).padEnd(widths[i]!)).join('  ')}`);
};

async function perRequest(cards: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'cmp-bench-'));
  const stack = await startLocalStack({
    dataDir,
    port: 0,
    persist: false,
    seed: { cards, usageDays: 60 },
    captcha: 'off',
    portalDir: join(dataDir, 'none'),
  });
  try {
    const meter = attachMeter(documentClient());
    const rows = await perRoute(stack, meter, str('only')?.split(',') ?? []);
    printRouteRows(rows, table);
    if (args.includes('--cost')) {
      await costBench(
        stack,
        meter,
        createBenchContext(stack.url, stack.clients.db, stack.tableName, () => stack.background.idle()),
        rows,
      );
      return;
    }
    const home = rows.filter((r) => r.path.startsWith('/cmp/edge/'));
    console.log(
      `Home overview page: ${home.length} calls, ${home.reduce((t, r) => t + r.items, 0)} items read in total, ${home.reduce((t, r) => t + r.readUnits, 0).toFixed(1)} read units`,
    );
    if (args.includes('--routes-only')) return;
    await ledgerBench(stack.tableName, meter);
    await withdrawalBench(stack.tableName, meter);
    await rechargeAuditBench(stack.tableName, meter);
    await writeOffBench(stack.tableName, meter);

    // A batch state change end to end through the state machine.
    const ctx = createBenchContext(stack.url, stack.clients.db, stack.tableName, () => stack.background.idle());
    const cards = await ctx.takeCards('all', (c) => c.state === 64 && c.operator === 'CMCC');
    const batch = { token: await ctx.token('acme'), body: { iccids: cards.map((c) => c.iccid), targetState: 65 } };
    await stack.background.idle();
    meter.reset();
    const before = new Set(stack.sfn.executions.keys());
    const t0 = Date.now();
    await fetch(`${stack.url}/api/cmp/sim/batch/changeState?lang=en-US`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: batch.token! },
      body: JSON.stringify(batch.body),
    });
    await stack.background.idle();
    const m = meter.reset();
    const n = (batch.body as { iccids: string[] }).iccids.length;
    const writes =
      (m.calls.UpdateItem ?? 0) + (m.calls.BatchWriteItem ?? 0) + (m.calls.TransactWriteItems ?? 0) + (m.calls.PutItem ?? 0);
    const chunks = Math.ceil(n / 100);
    const execution = [...stack.sfn.executions.values()].find((e) => !before.has(e.executionArn));
    console.log(
      `\nBatch state change of ${n} cards: ${((Date.now() - t0) / 1000).toFixed(2)} s end to end; write units ${(m.writeCapacity / n).toFixed(2)} per card, read units ${(m.readCapacity / n).toFixed(2)} per card; ${writes} write calls; ${chunks} chunks → ${execution?.transitions ?? 'n/a'} state transitions (StateEntered events counted by sfn-local)`,
    );

    // Usage file → alarm delivered (e-mail and signed API message), p50/p95.
    await alarmLatencyBench(ctx, { client: stack.clients.s3, bucket: stack.buckets.imports }, stack.mail.store);

    // A large operator bill imported end to end through its chunked job (lines/s).
    await channelBillBench(
      ctx,
      (name) => [...stack.sfn.executions.values()].find((e) => e.name === name)?.transitions,
      num('channel-bill-lines', CHANNEL_BILL_BENCH_LINES),
    );
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function listCalls() {
  const dataDir = mkdtempSync(join(tmpdir(), 'cmp-list-calls-'));
  const stack = await startLocalStack({
    dataDir,
    port: 0,
    persist: false,
    seed: LIST_CALLS_SEED,
    captcha: 'off',
    portalDir: join(dataDir, 'none'),
  });
  try {
    const t0 = Date.now();
    const rows = await measureReadRoutes(stack, attachMeter(documentClient()));
    const budgets = budgetsOf(rows);
    console.log(
      `\nList routes' first pages (${Object.keys(budgets).length} of ${rows.length} read routes, measured warm in ${((Date.now() - t0) / 1000).toFixed(0)} s), DynamoDB calls without the sign-in's:`,
    );
    table([
      ['route', 'calls', 'rows', 'DynamoDB calls'],
      ...rows.filter((r) => budgets[`${r.group}/${r.id}`]).map((r) => [`${r.group}/${r.id}`, r.dbCalls, r.rows, r.calls]),
    ]);
    const verdict = args.includes('--write') ? undefined : judge(rows, readBudgets());
    for (const [label, lines] of Object.entries(verdict ?? {}))
      if (Array.isArray(lines)) for (const line of lines) console.log(`  ${label}: ${line}`);
    if (args.includes('--write')) {
      const failed = rows.filter((r) => !r.ok);
      if (failed.length)
        throw new Error(
          `not written: ${failed.length} read routes failed: ${failed.map((r) => `${r.group}/${r.id} ${r.status}`).join('; ')}`,
        );
      writeBudgets(budgets);
      console.log(`Wrote ${LIST_CALLS_FILE}`);
    }
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log('CMP benchmarks\n');
  if (args.includes('--list-calls')) {
    await listCalls();
    return;
  }
  for (const line of workloadLimitLines(await workloadPlans())) console.log(line);
  if (args.includes('--scale')) {
    await scaleBench({
      cards: num('scale', 1_000_000),
      listRequests: num('list-requests', 200),
      batchCards: num('batch-cards', 10_000),
      ...(str('batch-states') ? { batchStates: str('batch-states')!.split(',').map(Number) as [number, number] } : {}),
      concurrency: num('load-concurrency', 24),
      bill: !args.includes('--no-bill'),
      filterRequests: num('filter-requests', 20),
      cardShards: num('card-shards', SCALE_CARD_SHARDS),
      usageCards: num('usage-cards', 10_000),
      ...(str('only') === 'reports' || str('only') === 'filters' ? { only: str('only') as 'reports' | 'filters' } : {}),
      reportRequests: num('report-requests', 20),
    });
    return;
  }
  if (args.includes('--routes-only') || args.includes('--cost')) {
    await perRequest(num('cards', 1000));
    return;
  }
  const bundles = measureBundles(root);
  console.log(
    'Lambda bundles (infra/src/lambda-build.ts: minified ESM, AWS calls through shared/aws (no SDK client), on-demand code split off); import = median of 21 fresh Node processes; "traced" = in AWS with X-Ray tracing on (the Tracer chunk loads too):',
  );
  table([
    ['lambda', 'loaded at cold start', 'traced', 'all chunks', 'import (ms)', 'traced import (ms)'],
    ...bundles.map((b) => [
      b.name,
      kb(b.initialBytes),
      kb(b.tracedBytes),
      kb(b.allBytes),
      b.importMedianMs.toFixed(1),
      b.tracedImportMedianMs.toFixed(1),
    ]),
  ]);

  const portal = portalInitialJs(join(root, 'portal/dist'));
  console.log(
    portal
      ? `\nPortal initial JS: ${kb(portal.gzipBytes)} gzip (${portal.files.length} files: ${portal.files.join(', ')})`
      : '\nPortal initial JS: portal/dist missing — run `npm run build` first',
  );
  const largest = largestLazyChunk(join(root, 'portal/dist'));
  if (largest) console.log(`Largest chunk loaded on demand: ${largest.file} ${kb(largest.gzipBytes)} gzip`);
  const pages = leafRoutes(areaRoutes);
  const synthetic = await portalInitialJsWithRoutes(root, Math.max(0, 150 - pages));
  if (synthetic)
    console.log(
      `Portal initial JS with a 150-route table (${pages} routes + ${150 - pages} synthetic lazy pages): ${kb(synthetic.gzipBytes)} gzip`,
    );

  await widgetsBench(root);
  await perRequest(num('cards', 1000));

  if (!args.includes('--no-start')) {
    const start = await measureStart(root, num('start-cards', 5000));
    console.log(
      `\nnpm start to ready: first start (seeding ${num('start-cards', 5000)} cards, 90 days of usage) ${start.firstSeconds.toFixed(1)} s; second start ${start.secondSeconds.toFixed(1)} s`,
    );
  }
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
