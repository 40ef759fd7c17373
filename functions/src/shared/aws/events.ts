/**
 * Domain events to the custom EventBridge bus (events/src/contracts.ts): PutEvents over our own
 * JSON-protocol transport, in calls of at most 10 entries and 256 KB, the entries EventBridge
 * refuses (throttling, internal failure) sent again with capped backoff. The bus is the one named
 * by EVENT_BUS_NAME (CDK sets it only on functions whose access says `publishesEvents`); locally
 * the stack's bus answers PutEvents at AWS_ENDPOINT_URL_EVENTBRIDGE.
 *
 * Publishing follows the business write and never fails it: `publishSafely` logs and counts
 * (`DomainEventPublishFailed`) what could not be put, and returns.
 */
import { MetricUnit } from '@aws-lambda-powertools/metrics';
import type { DomainEvent } from '@cmp/events';
import { config } from '../../platform/config.ts';
import { logger, metrics } from '../observability/instances.ts';
import { type JsonClient, jsonClient } from './json-service.ts';
import { once } from './once.ts';

/** EventBridge's own limits of one PutEvents call. */
export const MAX_ENTRIES_PER_CALL = 10;
export const MAX_CALL_BYTES = 256 * 1024;
/** What a producer keeps one event's detail under, so an entry always fits a call with room to spare. */
export const MAX_DETAIL_BYTES = 200 * 1024;

export interface PutEventsEntry {
  Source: string;
  DetailType: string;
  Detail: string;
  EventBusName: string;
}
interface PutEventsOutput {
  FailedEntryCount?: number;
  Entries?: { EventId?: string; ErrorCode?: string; ErrorMessage?: string }[];
}

/** EventBridge (AWS, or the local stack's bus). */
export const eventBridgeClient = once(() =>
  jsonClient({
    signingName: 'events',
    endpointEnv: 'EVENTBRIDGE',
    hostPrefix: 'events',
    targetPrefix: 'AWSEvents',
    jsonVersion: '1.1',
    maxAttempts: 3,
  }),
);

const utf8 = (s: string) => Buffer.byteLength(s, 'utf8');

/** An entry's size as EventBridge counts it: source, detail type, detail (and the bus name, to be safe). */
export const entrySize = (e: PutEventsEntry): number =>
  utf8(e.Source) + utf8(e.DetailType) + utf8(e.Detail) + utf8(e.EventBusName);

/**
 * Entries grouped into calls of ≤ 10 and ≤ 256 KB, in order. An entry too large for any call is
 * returned apart (`oversize`): the producer should have split its detail (`partsBySize`).
 */
export function batchEntries(entries: readonly PutEventsEntry[]): { calls: PutEventsEntry[][]; oversize: PutEventsEntry[] } {
  const calls: PutEventsEntry[][] = [];
  const oversize: PutEventsEntry[] = [];
  let current: PutEventsEntry[] = [];
  let bytes = 0;
  for (const entry of entries) {
    const size = entrySize(entry);
    if (size > MAX_CALL_BYTES) {
      oversize.push(entry);
      continue;
    }
    if (current.length === MAX_ENTRIES_PER_CALL || bytes + size > MAX_CALL_BYTES) {
      calls.push(current);
      current = [];
      bytes = 0;
    }
    current.push(entry);
    bytes += size;
  }
  if (current.length) calls.push(current);
  return { calls, oversize };
}

/**
 * Items split into consecutive parts whose JSON stays ≤ `maxBytes` (and ≤ `maxItems` items): how a
 * producer keeps each event of a large publication (a usage file's cards) under the entry limit.
 * An item larger than `maxBytes` alone is a part of its own.
 */
export function partsBySize<T>(items: readonly T[], maxBytes = MAX_DETAIL_BYTES, maxItems = 500): T[][] {
  const parts: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const item of items) {
    const size = utf8(JSON.stringify(item)) + 1;
    if (current.length && (bytes + size > maxBytes || current.length >= maxItems)) {
      parts.push(current);
      current = [];
      bytes = 0;
    }
    current.push(item);
    bytes += size;
  }
  if (current.length) parts.push(current);
  return parts;
}

/** The pause before sending refused entries again (attempt 1 is the first resend): capped, with full jitter. */
export const resendDelayMs = (attempt: number, random = Math.random): number => random() * Math.min(2_000, 100 * 2 ** attempt);

export interface PublishResult {
  /** Entries EventBridge accepted. */
  sent: number;
  /** Entries that could not be put after every attempt (or too large to put at all). */
  failed: number;
  /** The last error codes of the failed entries. */
  errors: string[];
}

export interface PublisherDeps {
  client?: () => JsonClient;
  /** The bus; empty: publishing is off (a function not allowed to publish, unit tests). */
  busName?: () => string;
  /** Attempts per entry, the first included. */
  maxAttempts?: number;
  sleep?: (ms: number) => Promise<void>;
}

export function createEventPublisher(d: PublisherDeps = {}) {
  const client = d.client ?? eventBridgeClient;
  const busName = d.busName ?? (() => config('eventBusName'));
  const maxAttempts = d.maxAttempts ?? 3;
  const sleep = d.sleep ?? ((ms: number) => new Promise<void>((r) => setTimeout(r, ms)));

  /** Puts one call's entries, sending the refused ones again; returns the ones still refused with their codes. */
  async function putCall(entries: PutEventsEntry[]): Promise<{ entry: PutEventsEntry; code: string }[]> {
    let pending = entries.map((entry) => ({ entry, code: '' }));
    for (let attempt = 1; pending.length; attempt++) {
      let out: PutEventsOutput;
      try {
        out = await client().send<PutEventsOutput>('PutEvents', { Entries: pending.map((p) => p.entry) });
      } catch (error) {
        // The transport retried throttling, 5xx and broken connections already: the whole call failed.
        const code = (error as { name?: string })?.name ?? 'Error';
        return pending.map((p) => ({ ...p, code }));
      }
      const results = out.Entries ?? [];
      pending = pending
        .map((p, i) => ({ entry: p.entry, code: results[i]?.ErrorCode ?? (results[i] ? '' : 'NoResult') }))
        .filter((p) => p.code);
      if (!pending.length || attempt >= maxAttempts) return pending;
      await sleep(resendDelayMs(attempt));
    }
    return [];
  }

  return {
    /** Whether a bus is configured (otherwise `publish` does nothing). */
    enabled: (): boolean => busName() !== '',

    /** Puts the events; resolves with what was sent and what failed, throws nothing the bus answers. */
    async publish(events: readonly DomainEvent[]): Promise<PublishResult> {
      const bus = busName();
      if (!bus || !events.length) return { sent: 0, failed: 0, errors: [] };
      const entries = events.map((e) => ({
        Source: e.source,
        DetailType: e['detail-type'],
        Detail: JSON.stringify(e.detail),
        EventBusName: bus,
      }));
      const { calls, oversize } = batchEntries(entries);
      const result: PublishResult = { sent: 0, failed: oversize.length, errors: oversize.map(() => 'EntryTooLarge') };
      for (const call of calls) {
        const refused = await putCall(call);
        result.sent += call.length - refused.length;
        result.failed += refused.length;
        result.errors.push(...refused.map((r) => r.code));
      }
      return result;
    },
  };
}

export type EventPublisher = ReturnType<typeof createEventPublisher>;

/** The process's publisher (the bus of EVENT_BUS_NAME). */
export const eventPublisher = once(() => createEventPublisher());

/**
 * Publishes after a business write: never throws and never fails the operation. What could not be
 * put is logged and counted (`DomainEventPublishFailed`); consumers re-derive from stored state.
 */
export async function publishSafely(
  events: readonly DomainEvent[] | (() => Promise<readonly DomainEvent[]>),
  publisher: EventPublisher = eventPublisher(),
): Promise<PublishResult> {
  let count = Array.isArray(events) ? events.length : 0;
  try {
    if (!publisher.enabled()) return { sent: 0, failed: 0, errors: [] };
    const list = Array.isArray(events) ? events : await (events as () => Promise<readonly DomainEvent[]>)();
    count = list.length;
    const result = await publisher.publish(list);
    if (result.failed) reportFailure(result.failed, { errors: [...new Set(result.errors)] });
    return result;
  } catch (error) {
    reportFailure(count, { error });
    return { sent: 0, failed: count, errors: [(error as { name?: string })?.name ?? 'Error'] };
  }
}

function reportFailure(failed: number, detail: Record<string, unknown>): void {
  try {
    logger().error({ message: 'domain events not published', failed, ...detail });
    metrics().addMetric('DomainEventPublishFailed', MetricUnit.Count, Math.max(failed, 1));
  } catch {
    // Observability must not fail the business operation either.
  }
}
