import { eventRules, schedules } from '@cmp/functions/platform/schedules';
import { describe, expect, it } from 'vitest';
import { matches } from '../../infra/src/local/event-bus.ts';
import { usageFileArrived, usageSweep } from './contracts.ts';

describe('event contracts', () => {
  it('the usage-file example matches the rule that routes it', () => {
    const rule = eventRules.find((r) => r.name === usageFileArrived.name)!;
    expect(matches(rule.pattern, usageFileArrived.example as never)).toBe(true);
  });
  it('the sweep example is what the schedule sends', () => {
    expect(schedules.find((s) => s.name === usageSweep.name)!.input).toEqual(usageSweep.example);
  });
});
