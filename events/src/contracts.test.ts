import { eventRules, schedules } from '@cmp/functions/platform/schedules';
import { describe, expect, it } from 'vitest';
import { matches } from '../../infra/src/local/event-bus.ts';
import { DOMAIN_EVENT_SOURCE, domainEvents, usageFileArrived, usageSweep } from './contracts.ts';

describe('event contracts', () => {
  it('the usage-file example matches the rule that routes it', () => {
    const rule = eventRules.find((r) => r.name === usageFileArrived.name)!;
    expect(matches(rule.pattern, usageFileArrived.example as never)).toBe(true);
  });
  it('the sweep example is what the schedule sends', () => {
    expect(schedules.find((s) => s.name === usageSweep.name)!.input).toEqual(usageSweep.example);
  });
});

describe('domain event contracts', () => {
  it.each(domainEvents.map((c) => [c.name, c] as const))('%s: the example is what a rule on the bus sees', (_name, c) => {
    expect(c.source).toBe(DOMAIN_EVENT_SOURCE);
    expect(c.example).toMatchObject({ source: c.source, 'detail-type': c.detailType });
    expect(Buffer.byteLength(JSON.stringify(c.example.detail))).toBeLessThan(256 * 1024);
  });
});
