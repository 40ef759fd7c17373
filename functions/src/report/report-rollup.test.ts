import { describe, expect, it } from 'vitest';
import { addCardStats, statDelta } from '../card/card-record.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import { cardMonthSteps, customerCounters, ownerOfScope } from '../shared/data/report-rollups.ts';

describe('report card months as written', () => {
  it('adds one item per enterprise to a chunk whatever the number of secondary customers its cards belong to', () => {
    const stats = new Map<string, Record<string, number>>();
    for (let i = 0; i < 100; i++) {
      const card = {
        channelCustId: 'C1',
        custId: `S${i % 60}`,
        state: 62 as LifecycleState,
        operator: 'CMCC' as const,
        quotaBytes: 0,
      };
      addCardStats(stats, card, statDelta(card, -1, false), statDelta({ ...card, state: 64 }, 1, false));
    }
    const steps = cardMonthSteps('t', stats, '2026-11');
    expect(steps).toHaveLength(1);
    const update = steps[0]!.item.Update!;
    expect(update.Key).toEqual({ pk: 'RPT#CARDS#2026-11', sk: 'C1' });
    // The item after the ADD, read back per customer: the enterprise's own, and one secondary customer's.
    const names = update.ExpressionAttributeNames!;
    const values = update.ExpressionAttributeValues!;
    const item = Object.fromEntries(
      Object.entries(names)
        .filter(([p]) => p.startsWith('#a'))
        .map(([p, name]) => [name, values[`:${p.slice(1)}`]]),
    );
    expect(customerCounters(item, null)).toEqual({ s62: -100, s64: 100, in64: 100 });
    expect(customerCounters(item, 'S7')).toEqual({ s62: -2, s64: 2, in64: 2 });
    expect(customerCounters(item, 'S59')).toEqual({ s62: -1, s64: 1, in64: 1 });
  });

  it('knows the customer of a counter scope, and none for the platform', () => {
    expect(ownerOfScope('CUST#C1')).toEqual({ channelCustId: 'C1', custId: null });
    expect(ownerOfScope('CUST#C1#SUB#S2')).toEqual({ channelCustId: 'C1', custId: 'S2' });
    expect(ownerOfScope('PLATFORM')).toBeNull();
  });
});
