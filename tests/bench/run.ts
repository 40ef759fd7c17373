/**
 * `npm run bench`: prints the figures the targets are judged by. Never pass/fail.
 * Flags: `--cards N` cards seeded for the per-request figures (default 1000), `--no-start` skips
 * the `npm start` timing, `--start-cards N` cards for the start timing (default 5000).
 * Scale (issue #4, off by default): `--scale N` runs only the scale section (scale.ts) on a fresh
 * in-memory stack — bulk-load N cards, time ~200 first pages of the card list, run one batch state
 * change — e.g. `npm run bench -- --scale 1000000`; with it `--batch-cards N` (default 10000, 0
 * skips), `--list-requests N` (default 200), `--load-concurrency N` (BatchWrite calls in flight, default 24).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiGroups } from '@cmp/functions/platform/route-table';
import { documentClient } from '@cmp/functions/shared/aws/dynamodb';
import { startLocalStack } from '../../infra/src/local/stack.ts';
import { measureBundles } from './bundles.ts';
import { attachMeter } from './ddb-meter.ts';
import { portalInitialJs } from './portal-size.ts';
import { requestBodies } from './request-bodies.ts';
import { scaleBench } from './scale.ts';
import { measureStart } from './start-time.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));
const args = process.argv.slice(2);
const num = (name: string, d: number) => {
  const i = args.indexOf(`--${name}`);
  const v = i >= 0 ? Number(args[i + 1]) : Number.NaN;
  return Number.isFinite(v) ? v : d;
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
    const rows: (string | number)[][] = [['route', 'status', 'DynamoDB calls', 'capacity units', 'items read', 'scans']];
    const homePage = { calls: 0, items: 0, capacity: 0 };
    const bodies = await requestBodies(stack.url, stack.clients.db, stack.tableName);
    for (const route of apiGroups.flatMap((g) => g.routes)) {
      const req = bodies[route.id] ?? bodies[`${route.path}`];
      if (!req) continue;
      await stack.background.idle();
      meter.reset();
      const res = await fetch(`${stack.url}/api${route.path}?ts=${Date.now()}&lang=en-US`, {
        method: route.method,
        headers: { 'content-type': 'application/json', ...(req.token ? { authorization: req.token } : {}) },
        body: route.method === 'POST' ? JSON.stringify(req.body) : undefined,
      });
      const m = meter.reset();
      if (route.path.startsWith('/cmp/edge/')) {
        homePage.calls += 1;
        homePage.items += m.items;
        homePage.capacity += m.capacity;
      }
      const calls =
        Object.entries(m.calls)
          .map(([k, v]) => `${k}×${v}`)
          .join(' ') || '—';
      rows.push([
        `${route.method} ${route.path}${req.note ? ` (${req.note})` : ''}`,
        res.status,
        calls,
        m.capacity.toFixed(1),
        m.items,
        m.calls.Scan ?? 0,
      ]);
    }
    console.log(
      '\nDynamoDB work per request (local stack, DynamoDB Local capacity accounting; every signed-in call includes the one BatchGet of account + token revocation):',
    );
    table(rows);
    console.log(
      `Home overview page: ${homePage.calls} calls, ${homePage.items} items read in total, at most 4 per call, ${homePage.capacity.toFixed(1)} capacity units`,
    );

    // A batch state change end to end through the state machine.
    const batch = bodies.__batch!;
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
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  console.log('CMP benchmarks\n');
  if (args.includes('--scale')) {
    await scaleBench({
      cards: num('scale', 1_000_000),
      listRequests: num('list-requests', 200),
      batchCards: num('batch-cards', 10_000),
      concurrency: num('load-concurrency', 24),
    });
    return;
  }
  const bundles = measureBundles(root);
  console.log(
    'Lambda bundles (infra/src/lambda-build.ts: minified ESM, SDK bundled, on-demand code split off); import = median of 21 fresh Node processes:',
  );
  table([
    ['lambda', 'loaded at cold start', 'all chunks', 'import (ms)'],
    ...bundles.map((b) => [b.name, kb(b.initialBytes), kb(b.allBytes), b.importMedianMs.toFixed(1)]),
  ]);

  const portal = portalInitialJs(join(root, 'portal/dist'));
  console.log(
    portal
      ? `\nPortal initial JS: ${kb(portal.gzipBytes)} gzip (${portal.files.length} files: ${portal.files.join(', ')})`
      : '\nPortal initial JS: portal/dist missing — run `npm run build` first',
  );

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
