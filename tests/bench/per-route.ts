/**
 * The per-route table of `npm run bench`: every route of the route table, one successful request
 * each (tests/bench/requests/), made as the role that would make it, with the DynamoDB work it cost.
 */
import { type RouteDef, apiGroups } from '@cmp/functions/platform/route-table';
import type { LocalStack } from '../../infra/src/local/stack.ts';
import type { Meter, attachMeter } from './ddb-meter.ts';
import { createBenchContext } from './requests/context.ts';
import { benchRequests, requestKey } from './requests/index.ts';
import type { BenchContext, BenchRequest, Prepared } from './requests/types.ts';
import { SINGLE_SCREEN_ITEMS, routeMark } from './route-marks.ts';

type MeterHandle = ReturnType<typeof attachMeter>;

export interface RouteRow {
  group: string;
  id: string;
  method: string;
  path: string;
  status: number | string;
  ok: boolean;
  ms: number;
  calls: string;
  /** DynamoDB calls without the signed-in request's principal load (its one BatchGet). */
  dbCalls: number;
  readUnits: number;
  writeUnits: number;
  /** Items read and Query/Scan/BatchGet pages, without the signed-in request's principal load. */
  items: number;
  written: number;
  pages: number;
  /** Rows of a list answer (`data.items` or an array), '' for other answers. */
  rows: number | '';
  mark: string;
  note: string;
}

function rowsOf(data: unknown): number | '' {
  if (Array.isArray(data)) return data.length;
  const items = (data as { items?: unknown } | null | undefined)?.items;
  return Array.isArray(items) ? items.length : '';
}

async function prepare(req: BenchRequest, ctx: BenchContext): Promise<Prepared> {
  const prepared = req.prepare ? await req.prepare(ctx) : { body: req.setup ? await req.setup(ctx) : (req.body ?? {}) };
  if (prepared.token === undefined && req.as !== 'public' && req.as !== 'appKey' && req.as !== 'widget')
    prepared.token = await ctx.token(req.as);
  return prepared;
}

export interface PerRouteOptions {
  /** Keeps only the routes it accepts (after `only`'s groups). */
  route?: (group: string, route: RouteDef) => boolean;
  /**
   * Sends each read route's request once unmetered before the metered one (same body and token), so
   * the measured request finds the containers' caches warm (functions/src/shared/container-cache.ts):
   * the steady state, a count that does not depend on which request came first; then measures it twice and
   * keeps the fewer calls. Writes are sent once.
   */
  warm?: boolean;
}

async function send(url: string, route: RouteDef, prepared: Prepared): Promise<Response> {
  return fetch(`${url}/api${route.path}?ts=${Date.now()}&lang=en-US`, {
    method: route.method,
    headers: {
      'content-type': 'application/json',
      ...(prepared.token ? { authorization: prepared.token } : {}),
      ...prepared.headers,
    },
    body: route.method === 'POST' ? JSON.stringify(prepared.body) : undefined,
  });
}

/** DynamoDB calls without the signed-in request's principal load. */
const callsOf = (m: Meter) => Object.values(m.calls).reduce((t, n) => t + n, 0) - m.authPages;

type Answer = { success?: boolean; msg?: string; errorCode?: number; data?: unknown };

/** One request with the meter on: its status, answer, time and DynamoDB work. */
async function metered(url: string, route: RouteDef, prepared: Prepared, meter: MeterHandle) {
  meter.reset();
  const t0 = performance.now();
  let status: number;
  let answer: Answer;
  try {
    const res = await send(url, route, prepared);
    status = res.status;
    answer = (await res.json().catch(() => ({}))) as Answer;
  } catch (error) {
    status = 0;
    answer = { msg: (error as Error).message };
  }
  return { status, answer, ms: performance.now() - t0, m: meter.reset() };
}

/** Runs every route's benchmark request in route-table order; `only` keeps the groups it names. */
export async function perRoute(
  stack: LocalStack,
  meter: MeterHandle,
  only: string[] = [],
  options: PerRouteOptions = {},
): Promise<RouteRow[]> {
  const ctx = createBenchContext(stack.url, stack.clients.db, stack.tableName, () => stack.background.idle());
  const rows: RouteRow[] = [];
  for (const group of apiGroups) {
    if (only.length && !only.includes(group.name)) continue;
    for (const route of group.routes) {
      if (options.route && !options.route(group.name, route)) continue;
      const req = benchRequests[requestKey(group.name, route.id)];
      const base = {
        group: group.name,
        id: route.id,
        method: route.method,
        path: route.path,
        note: [req?.note, req?.bulk && `not one screen: ${req.bulk}`].filter(Boolean).join('; '),
      };
      const empty = {
        ms: 0,
        calls: '—',
        dbCalls: 0,
        readUnits: 0,
        writeUnits: 0,
        items: 0,
        written: 0,
        pages: 0,
        rows: '' as const,
        mark: '',
      };
      if (!req) {
        rows.push({ ...base, ...empty, status: 'no request', ok: false });
        continue;
      }
      let prepared: Prepared;
      try {
        await stack.background.idle();
        prepared = await prepare(req, ctx);
        await stack.background.idle();
      } catch (error) {
        rows.push({ ...base, ...empty, status: `setup: ${(error as Error).message}`, ok: false });
        continue;
      }
      const warm = options.warm && !route.writes;
      if (warm) {
        await (await send(stack.url, route, prepared)).arrayBuffer().catch(() => undefined);
        await stack.background.idle();
      }
      let { status, answer, ms, m } = await metered(stack.url, route, prepared, meter);
      if (warm) {
        // Measured twice, the fewer calls kept: a container value that expired between the warm-up and
        // the first measurement (its time to live ran out then) is loaded again by that one only.
        await stack.background.idle();
        const again = await metered(stack.url, route, prepared, meter);
        if (callsOf(again.m) < callsOf(m)) ({ status, answer, ms, m } = again);
      }
      const ok = status >= 200 && status < 300 && (answer.success === true || req.document === true);
      rows.push({
        ...base,
        status: ok ? status : `${status} ${answer.errorCode ?? ''} ${answer.msg ?? ''}`.trim(),
        ok,
        ms,
        calls:
          Object.entries(m.calls)
            .map(([k, v]) => `${k}×${v}`)
            .join(' ') || '—',
        dbCalls: callsOf(m),
        readUnits: m.readCapacity,
        writeUnits: m.writeCapacity,
        items: m.items - m.authItems,
        written: m.itemsWritten,
        pages: m.pages - m.authPages,
        rows: rowsOf(answer.data),
        mark: routeMark(m, req.bulk),
      });
    }
  }
  return rows;
}

/** Prints the table, the marked routes and the failures. */
export function printRouteRows(rows: RouteRow[], table: (rows: (string | number)[][]) => void): void {
  console.log(
    `\nDynamoDB work per route (local stack, DynamoDB Local capacity accounting). Each signed-in call also makes the one BatchGet of account + token revocation: it is in "DynamoDB calls" and the units, not in "items read" or "pages". ! marks a single-screen answer that reads more than one Query/BatchGet page or touches (reads + writes) more than ${SINGLE_SCREEN_ITEMS} items, and any request that Scans:`,
  );
  table([
    ['!', 'route', 'status', 'ms', 'DynamoDB calls', 'RCU', 'WCU', 'items read', 'written', 'pages', 'rows', 'note'],
    ...rows.map((r) => [
      r.mark ? `! ${r.mark}` : '',
      `${r.method} ${r.path} [${r.group}.${r.id}]`,
      r.ok ? r.status : `FAIL ${String(r.status).slice(0, 40)}`,
      r.ms.toFixed(0),
      r.calls,
      r.readUnits.toFixed(1),
      r.writeUnits.toFixed(1),
      r.items,
      r.written,
      r.pages,
      r.rows,
      r.note,
    ]),
  ]);
  const failed = rows.filter((r) => !r.ok);
  const marked = rows.filter((r) => r.mark);
  console.log(
    `Routes: ${rows.length}; succeeded ${rows.length - failed.length}; marked ! ${marked.length}; FAILURES ${failed.length}`,
  );
  for (const r of failed) console.log(`  FAIL ${r.group}.${r.id} ${r.path}: ${r.status}`);
}
