import { eventRules } from '@cmp/functions/platform/schedules';
import { describe, expect, it } from 'vitest';
import { matches, objectCreatedEvent } from './event-bus.ts';

describe('local event bus pattern matching', () => {
  const rule = eventRules.find((r) => r.name === 'usage-file-arrived')!;
  it('routes created CDR files to the usage ingestion', () => {
    expect(matches(rule.pattern, objectCreatedEvent('cmp-imports', 'cdr/2026-11/a.csv', 10) as never)).toBe(true);
  });
  it('ignores other prefixes, sources and detail types', () => {
    expect(matches(rule.pattern, objectCreatedEvent('cmp-imports', 'batches/x.json', 10) as never)).toBe(false);
    expect(matches(rule.pattern, { ...objectCreatedEvent('b', 'cdr/x', 1), source: 'cmp.cards' } as never)).toBe(false);
    expect(matches(rule.pattern, { ...objectCreatedEvent('b', 'cdr/x', 1), 'detail-type': 'Object Deleted' } as never)).toBe(
      false,
    );
  });
});

describe('the local EventBridge endpoint', () => {
  it('puts each entry for the domain bus on the local bus and refuses the others one by one', async () => {
    const { freePort } = await import('./ports.ts');
    const { createEventBus, startEventBridgeLocal, LOCAL_BUS_NAME } = await import('./event-bus.ts');
    const { Background } = await import('./workers.ts');
    const bus = createEventBus(new Background(() => undefined), []);
    const seen: unknown[] = [];
    bus.subscribe((e) => seen.push(e));
    const local = await startEventBridgeLocal({ port: await freePort(), bus });
    try {
      const { createEventPublisher } = await import('@cmp/functions/shared/aws/events');
      const { jsonClient } = await import('@cmp/functions/shared/aws/json-service');
      const client = jsonClient(
        {
          signingName: 'events',
          endpointEnv: 'EVENTBRIDGE',
          hostPrefix: 'events',
          targetPrefix: 'AWSEvents',
          jsonVersion: '1.1',
          maxAttempts: 1,
        },
        { endpoint: local.endpoint, region: 'us-east-1', credentials: { accessKeyId: 'x', secretAccessKey: 'x' } },
      );
      const detail = (n: number) => ({ iccid: String(n), from: 64, to: 65 });
      const events = Array.from({ length: 12 }, (_, n) => ({
        source: 'cmp.domain',
        'detail-type': 'Card State Changed',
        detail: detail(n),
      }));
      const out = await createEventPublisher({ client: () => client, busName: () => LOCAL_BUS_NAME }).publish(events as never);
      expect(out).toEqual({ sent: 12, failed: 0, errors: [] });
      expect(bus.received.map((e) => e.detail)).toEqual(events.map((e) => e.detail));
      expect(seen).toHaveLength(12);
      const wrongBus = await createEventPublisher({ client: () => client, busName: () => 'other', maxAttempts: 1 }).publish(
        events.slice(0, 1) as never,
      );
      expect(wrongBus).toEqual({ sent: 0, failed: 1, errors: ['ResourceNotFoundException'] });
    } finally {
      await local.stop();
    }
  });
});
