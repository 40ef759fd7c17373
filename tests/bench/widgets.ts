/**
 * Partner widgets in `npm run bench` (issue #18 targets): gzip sizes of the script a partner includes
 * plus the largest widget (target ≤ 60 KB together) and of each further widget (≤ 15 KB: what it loads
 * beyond the chunks already there), and the time from `<script>` insertion to a rendered card status
 * in Chromium, on the partner demo's origin against a local stack. Prints figures, asserts nothing.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startLocalStack } from '../../infra/src/local/stack.ts';

/** Debian's Chromium as the browser tests launch it (tests/support/browser.ts imports vitest, which the bench does not run in). */
const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-quic'],
  });

const WIDGETS = ['card-status', 'usage-chart', 'card-list', 'bill-summary'] as const;

/** A module and the chunks it imports statically, transitively (paths relative to dist). */
function closure(dist: string, file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const code = readFileSync(join(dist, file), 'utf8');
  for (const m of code.matchAll(/(?:import|from)\s*["']([^"']+\.js)["']/g))
    closure(dist, join(dirname(file), m[1]!).replace(/^\.\//, ''), seen);
  return seen;
}

const gz = (dist: string, files: Iterable<string>) =>
  [...files].reduce((t, f) => t + gzipSync(readFileSync(join(dist, f))).length, 0);

/** Gzip sizes from widgets/dist: the loader, each widget's own closure, and what each adds to the largest. */
export function widgetSizes(dist: string) {
  if (!existsSync(join(dist, 'cmp-widgets.js'))) return undefined;
  const loader = gz(dist, ['cmp-widgets.js']);
  const widgets = WIDGETS.map((name) => {
    const files = closure(dist, `${name}.js`);
    return { name, files, gzip: gz(dist, files) };
  }).sort((a, b) => b.gzip - a.gzip);
  const largest = widgets[0]!;
  const further = widgets.slice(1).map((w) => ({
    name: w.name,
    gzip: gz(
      dist,
      [...w.files].filter((f) => !largest.files.has(f)),
    ),
  }));
  return { loader, largest: { name: largest.name, gzip: largest.gzip }, further };
}

/**
 * What the page runs: insert the element and the script, then wait frame by frame for the rendered status.
 * A string, not a function: tsx's name helpers do not exist in the page.
 */
const renderStatusScript = (s: { sessionId: string; iccid: string }, gateway: string) => `new Promise((resolve, reject) => {
  const t0 = performance.now();
  const el = document.createElement('cmp-card-status');
  el.setAttribute('session', ${JSON.stringify(s.sessionId)});
  el.setAttribute('iccid', ${JSON.stringify(s.iccid)});
  document.body.append(el);
  const script = document.createElement('script');
  script.src = ${JSON.stringify(`${gateway}/widgets/cmp-widgets.js`)};
  document.head.append(script);
  const check = () => {
    if (el.shadowRoot && el.shadowRoot.querySelector('[data-iccid]')) resolve(performance.now() - t0);
    else if (el.shadowRoot && el.shadowRoot.querySelector('[role=alert]')) reject(new Error(el.shadowRoot.textContent));
    else requestAnimationFrame(check);
  };
  check();
})`;

/** Times `<script>` insertion → rendered card status, `runs` times, each in a fresh browser context (cold cache). */
async function timeToStatus(demoUrl: string, gatewayUrl: string, runs: number): Promise<number[]> {
  const browser = await launchChromium();
  const times: number[] = [];
  try {
    for (let i = 0; i < runs; i++) {
      const session = (await (await fetch(`${demoUrl}/session`)).json()) as { sessionId: string; iccid: string };
      const context = await browser.newContext({ locale: 'en-US' });
      const page = await context.newPage();
      await page.goto(`${demoUrl}/?widgets=none&lang=en-US`);
      times.push((await page.evaluate(renderStatusScript(session, gatewayUrl))) as number);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return times;
}

const kb = (b: number) => `${(b / 1024).toFixed(1)} KB`;

/** Prints the widgets' figures; the timing runs on its own small stack with the partner demo. */
export async function widgetsBench(root: string, runs = 7): Promise<void> {
  const sizes = widgetSizes(join(root, 'widgets/dist'));
  if (!sizes) {
    console.log('\nPartner widgets: widgets/dist missing — run `npm run build` first');
    return;
  }
  console.log(
    `\nPartner widgets (gzip): loader cmp-widgets.js ${kb(sizes.loader)}; loader + largest widget (${sizes.largest.name} with its shared chunks) ${kb(sizes.loader + sizes.largest.gzip)} (target ≤ 60 KB); each further widget: ${sizes.further.map((f) => `${f.name} ${kb(f.gzip)}`).join(', ')} (target ≤ 15 KB each)`,
  );
  const dataDir = mkdtempSync(join(tmpdir(), 'cmp-bench-widgets-'));
  const stack = await startLocalStack({
    dataDir,
    port: 0,
    persist: false,
    seed: { cards: 200, usageDays: 7, history: false },
    captcha: 'off',
    portalDir: join(dataDir, 'none'),
    widgetsDir: join(root, 'widgets/dist'),
  });
  try {
    const times = await timeToStatus(stack.partnerDemoUrl!, stack.url, runs);
    const sorted = [...times].sort((a, b) => a - b);
    console.log(
      `Partner widgets: <script> inserted → card status rendered in Chromium (cold cache, local stack, partner demo origin): median ${sorted[Math.floor(sorted.length / 2)]!.toFixed(0)} ms over ${runs} runs (${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
    );
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
