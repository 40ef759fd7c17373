import { describe, expect, it } from 'vitest';
import { addCardStats } from './card-record.ts';

describe('addCardStats', () => {
  it("adds every delta to each of the card's scopes, keeping what was there", () => {
    const stats = new Map<string, Record<string, number>>([['PLATFORM', { s64: 2 }]]);
    addCardStats(stats, { channelCustId: 'C1001', custId: 'S2001' }, { s64: -1 }, { s65: 1 });
    expect(stats.get('PLATFORM')).toEqual({ s64: 1, s65: 1 });
    expect(stats.size).toBe(3);
    for (const [scope, total] of stats) if (scope !== 'PLATFORM') expect(total).toEqual({ s64: -1, s65: 1 });
  });
});
