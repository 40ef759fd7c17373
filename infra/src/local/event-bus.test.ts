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
