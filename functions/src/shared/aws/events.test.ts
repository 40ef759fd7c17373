import { type DomainEvent, cardStateChanged, cardUsageRecorded, fundsMoved } from '@cmp/events';
import { describe, expect, it } from 'vitest';
import {
  MAX_CALL_BYTES,
  MAX_ENTRIES_PER_CALL,
  type PutEventsEntry,
  batchEntries,
  createEventPublisher,
  entrySize,
  partsBySize,
  publishSafely,
  resendDelayMs,
} from './events.ts';
import type { JsonClient } from './json-service.ts';

const entry = (detailBytes: number, n = 0): PutEventsEntry => ({
  Source: 'cmp.domain',
  DetailType: 'Card State Changed',
  Detail: JSON.stringify({ n, pad: 'x'.repeat(Math.max(0, detailBytes - 20)) }),
  EventBusName: 'cmp-domain',
});

describe('batching PutEvents entries', () => {
  it('puts at most 10 entries in a call', () => {
    const { calls, oversize } = batchEntries(Array.from({ length: 23 }, (_, i) => entry(100, i)));
    expect(calls.map((c) => c.length)).toEqual([10, 10, 3]);
    expect(oversize).toEqual([]);
    expect(calls.flat().map((e) => JSON.parse(e.Detail).n)).toEqual(Array.from({ length: 23 }, (_, i) => i));
  });

  it('keeps each call at or below 256 KB', () => {
    const entries = Array.from({ length: 7 }, (_, i) => entry(100 * 1024, i));
    const { calls } = batchEntries(entries);
    expect(calls.map((c) => c.length)).toEqual([2, 2, 2, 1]);
    for (const call of calls) expect(call.reduce((n, e) => n + entrySize(e), 0)).toBeLessThanOrEqual(MAX_CALL_BYTES);
  });

  it('sets apart an entry that fits no call', () => {
    const { calls, oversize } = batchEntries([entry(10), entry(MAX_CALL_BYTES + 1), entry(10)]);
    expect(calls.map((c) => c.length)).toEqual([2]);
    expect(oversize).toHaveLength(1);
  });

  it('splits a large publication into parts under the detail limit, in order', () => {
    const items = Array.from({ length: 1000 }, (_, i) => ({ iccid: String(i).padStart(20, '0'), pad: 'y'.repeat(400) }));
    const parts = partsBySize(items, 64 * 1024);
    expect(parts.flat()).toEqual(items);
    for (const p of parts) expect(Buffer.byteLength(JSON.stringify(p))).toBeLessThanOrEqual(64 * 1024);
    expect(parts.length).toBeGreaterThan(6);
    expect(partsBySize(items, 10 * 1024 * 1024, 300).map((p) => p.length)).toEqual([300, 300, 300, 100]);
  });

  it('waits longer before each resend, never more than 2 s', () => {
    const top = (attempt: number) => resendDelayMs(attempt, () => 0.999_999);
    expect(top(1)).toBeCloseTo(200, 0);
    expect(top(2)).toBeCloseTo(400, 0);
    expect(top(10)).toBeLessThanOrEqual(2_000);
    expect(resendDelayMs(3, () => 0)).toBe(0);
  });
});

type Reply = { Entries: { EventId?: string; ErrorCode?: string }[] } | Error;
function fakeClient(replies: Reply[]) {
  const calls: PutEventsEntry[][] = [];
  const client: JsonClient = {
    send: async <O extends object>(operation: string, input: object) => {
      expect(operation).toBe('PutEvents');
      const entries = (input as { Entries: PutEventsEntry[] }).Entries;
      calls.push(entries);
      const reply = replies.shift() ?? { Entries: entries.map((_, i) => ({ EventId: `e${i}` })) };
      if (reply instanceof Error) throw reply;
      return reply as O;
    },
    intercept: () => undefined,
  };
  return { client: () => client, calls };
}

const events = (n: number): DomainEvent[] =>
  Array.from({ length: n }, (_, i) => ({ ...cardStateChanged.example, detail: { ...cardStateChanged.example.detail, from: i } }));

describe('the publisher', () => {
  it('puts the events on the configured bus as entries of source, detail type and JSON detail', async () => {
    const { client, calls } = fakeClient([]);
    const p = createEventPublisher({ client, busName: () => 'cmp-domain', sleep: async () => undefined });
    const out = await p.publish([cardUsageRecorded.example, fundsMoved.example, ...events(11)]);
    expect(out).toEqual({ sent: 13, failed: 0, errors: [] });
    expect(calls.map((c) => c.length)).toEqual([10, 3]);
    expect(calls[0]![0]).toEqual({
      Source: 'cmp.domain',
      DetailType: 'Card Usage Recorded',
      Detail: JSON.stringify(cardUsageRecorded.example.detail),
      EventBusName: 'cmp-domain',
    });
  });

  it('sends only the refused entries again, and gives up after the attempts', async () => {
    const { client, calls } = fakeClient([
      { Entries: [{ EventId: 'a' }, { ErrorCode: 'ThrottlingException' }, { ErrorCode: 'InternalFailure' }] },
      { Entries: [{ EventId: 'b' }, { ErrorCode: 'InternalFailure' }] },
      { Entries: [{ ErrorCode: 'InternalFailure' }] },
    ]);
    const slept: number[] = [];
    const p = createEventPublisher({ client, busName: () => 'bus', sleep: async (ms) => void slept.push(ms) });
    const out = await p.publish(events(3));
    expect(calls.map((c) => c.map((e) => JSON.parse(e.Detail).from))).toEqual([[0, 1, 2], [1, 2], [2]]);
    expect(out).toEqual({ sent: 2, failed: 1, errors: ['InternalFailure'] });
    expect(slept).toHaveLength(2);
  });

  it('does nothing without a bus', async () => {
    const { client, calls } = fakeClient([]);
    const p = createEventPublisher({ client, busName: () => '' });
    expect(await p.publish(events(2))).toEqual({ sent: 0, failed: 0, errors: [] });
    expect(calls).toEqual([]);
  });

  it('publishSafely never throws: a failed call is a count, not an error', async () => {
    const { client } = fakeClient([Object.assign(new Error('down'), { name: 'ServiceUnavailable' })]);
    const p = createEventPublisher({ client, busName: () => 'bus', sleep: async () => undefined });
    await expect(publishSafely(events(2), p)).resolves.toEqual({
      sent: 0,
      failed: 2,
      errors: ['ServiceUnavailable', 'ServiceUnavailable'],
    });
    await expect(
      publishSafely(async () => {
        throw new Error('read failed');
      }, p),
    ).resolves.toMatchObject({ sent: 0 });
  });

  it('publishSafely builds lazy events only when a bus is configured', async () => {
    let built = 0;
    const off = createEventPublisher({ client: fakeClient([]).client, busName: () => '' });
    await publishSafely(async () => {
      built++;
      return events(1);
    }, off);
    expect(built).toBe(0);
  });

  it('the limits are EventBridge’s', () => {
    expect(MAX_ENTRIES_PER_CALL).toBe(10);
    expect(MAX_CALL_BYTES).toBe(262_144);
  });
});
