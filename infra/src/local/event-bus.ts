import { randomUUID } from 'node:crypto';
import { type IncomingMessage, type ServerResponse, createServer } from 'node:http';
import { type EventRuleDef, eventRules } from '@cmp/functions/platform/schedules';
import { type Background, lambdaHandler } from './workers.ts';

export interface BusEvent {
  source: string;
  'detail-type': string;
  detail: Record<string, unknown>;
  [key: string]: unknown;
}

/** EventBridge pattern matching for the subset the rules use: value lists, `prefix`, nested objects. */
export function matches(pattern: Record<string, unknown>, event: Record<string, unknown>): boolean {
  return Object.entries(pattern).every(([key, expected]) => {
    const actual = event[key];
    if (Array.isArray(expected)) {
      return expected.some((e) =>
        e !== null && typeof e === 'object'
          ? typeof actual === 'string' && 'prefix' in e && actual.startsWith(String((e as { prefix: string }).prefix))
          : e === actual,
      );
    }
    if (expected && typeof expected === 'object')
      return (
        actual !== null &&
        typeof actual === 'object' &&
        matches(expected as Record<string, unknown>, actual as Record<string, unknown>)
      );
    return false;
  });
}

/** The name of the local domain bus (AWS: `<stack>-domain`, infra/src/cloud/events.ts). */
export const LOCAL_BUS_NAME = 'cmp-local-domain';
/** How many of the latest events the bus keeps for tests and developers to read (`received`). */
const KEEP = 500;

/**
 * The local event bus: routes each event to the targets of the rules (from the same declarations as
 * infra) it matches, and keeps the latest events it received so tests can see what was published.
 */
export function createEventBus(background: Background, rules: EventRuleDef[] = eventRules) {
  const received: (BusEvent & { id: string; time: string })[] = [];
  const listeners = new Set<(event: BusEvent) => void>();
  return {
    received,
    /** Calls `listener` with every event from now on; returns the unsubscribe. */
    subscribe(listener: (event: BusEvent) => void): () => void {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    publish(event: BusEvent): void {
      const full = {
        version: '0',
        id: randomUUID(),
        account: '000000000000',
        region: 'us-east-1',
        time: new Date().toISOString(),
        resources: [],
        ...event,
      };
      received.push(full);
      if (received.length > KEEP) received.splice(0, received.length - KEEP);
      for (const listener of listeners) listener(full);
      for (const rule of rules) {
        if (matches(rule.pattern, full))
          background.run(`rule ${rule.name}`, async () => (await lambdaHandler(rule.target))(full));
      }
    },
  };
}

export type EventBus = ReturnType<typeof createEventBus>;

/**
 * EventBridge's PutEvents on 127.0.0.1 for the in-process functions (AWS_ENDPOINT_URL_EVENTBRIDGE):
 * each entry for the named bus goes to the local bus, as EventBridge would deliver it. An entry for
 * another bus, or without source, detail type or JSON detail, is refused alone, as EventBridge does.
 */
export async function startEventBridgeLocal(opts: { port: number; bus: EventBus; busName?: string }) {
  const busName = opts.busName ?? LOCAL_BUS_NAME;
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const reply = (status: number, json: unknown) => {
      res.writeHead(status, { 'content-type': 'application/x-amz-json-1.1' });
      res.end(JSON.stringify(json));
    };
    const target = String(req.headers['x-amz-target'] ?? '').split('.')[1];
    if (target !== 'PutEvents') return reply(400, { __type: 'UnknownOperationException', message: target });
    let body: { Entries?: Record<string, unknown>[] };
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}');
    } catch {
      return reply(400, { __type: 'ValidationException', message: 'body is not JSON' });
    }
    const entries = body.Entries ?? [];
    if (!entries.length || entries.length > 10)
      return reply(400, { __type: 'ValidationException', message: 'Entries must hold 1 to 10 entries' });
    const out = entries.map((e) => {
      let detail: unknown;
      try {
        detail = JSON.parse(String(e.Detail ?? ''));
      } catch {
        return { ErrorCode: 'MalformedDetail', ErrorMessage: 'Detail is not valid JSON' };
      }
      if (e.EventBusName !== busName) return { ErrorCode: 'ResourceNotFoundException', ErrorMessage: `no bus ${e.EventBusName}` };
      if (!e.Source || !e.DetailType) return { ErrorCode: 'InvalidArgument', ErrorMessage: 'Source and DetailType are required' };
      const id = randomUUID();
      opts.bus.publish({
        id,
        source: String(e.Source),
        'detail-type': String(e.DetailType),
        detail: detail as Record<string, unknown>,
      });
      return { EventId: id };
    });
    reply(200, { FailedEntryCount: out.filter((o) => 'ErrorCode' in o).length, Entries: out });
  });
  await new Promise<void>((resolve) => server.listen(opts.port, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${opts.port}`,
    busName,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * GET /dev/events (local only, never deployed): the latest events the bus received, oldest first,
 * as JSON; `?detailType=Card%20State%20Changed` and `?since=<ISO time>` narrow them. How tests and
 * developers see what the functions published.
 */
export function serveBusEvents(bus: EventBus, req: IncomingMessage, res: ServerResponse, url: URL): boolean {
  if (req.method !== 'GET' || url.pathname !== '/dev/events') return false;
  const detailType = url.searchParams.get('detailType');
  const since = url.searchParams.get('since') ?? '';
  const events = bus.received.filter((e) => (!detailType || e['detail-type'] === detailType) && e.time >= since);
  res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify({ events }));
  return true;
}

/** The event S3 sends to EventBridge for a created object. */
export const objectCreatedEvent = (bucket: string, key: string, size: number): BusEvent => ({
  source: 'aws.s3',
  'detail-type': 'Object Created',
  detail: { version: '0', bucket: { name: bucket }, object: { key, size }, reason: 'PutObject' },
});
