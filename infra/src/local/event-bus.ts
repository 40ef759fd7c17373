import { randomUUID } from 'node:crypto';
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

/** The local event bus: routes each event to the targets of the rules (from the same declarations as infra) it matches. */
export function createEventBus(background: Background, rules: EventRuleDef[] = eventRules) {
  return {
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
      for (const rule of rules) {
        if (matches(rule.pattern, full))
          background.run(`rule ${rule.name}`, async () => (await lambdaHandler(rule.target))(full));
      }
    },
  };
}

/** The event S3 sends to EventBridge for a created object. */
export const objectCreatedEvent = (bucket: string, key: string, size: number): BusEvent => ({
  source: 'aws.s3',
  'detail-type': 'Object Created',
  detail: { version: '0', bucket: { name: bucket }, object: { key, size }, reason: 'PutObject' },
});
