import { describe, expect, it } from 'vitest';
import type { Meter } from './ddb-meter.ts';
import { p50p95, timedRequests } from './timed-requests.ts';

/** A meter that counts what each request "reads": its calls and items, the sign-in's share apart. */
function fakeMeter() {
  let current = { calls: {}, items: 0, authItems: 0 } as unknown as Meter;
  return {
    record: (calls: Record<string, number>, items: number, authItems: number) => {
      current = { ...current, calls, items, authItems };
    },
    reset: () => {
      const done = current;
      current = { calls: {}, items: 0, authItems: 0 } as unknown as Meter;
      return done;
    },
  };
}

describe('timed requests', () => {
  it('leave the warm-up out of the answers and the meter, and count calls and items per timed request', async () => {
    const meter = fakeMeter();
    let sent = 0;
    const run = await timedRequests(meter, 2, 3, async () => {
      sent += 1;
      meter.record({ BatchGet: 1, Query: sent }, 10 + sent, 2);
      return sent;
    });
    expect(sent).toBe(5);
    expect(run.results).toEqual([3, 4, 5]);
    expect(run.latency.count).toBe(3);
    // Calls: (1+3) + (1+4) + (1+5) = 15 over 3; items without the sign-in's: 11 + 12 + 13 over 3.
    expect(run.callsPerRequest).toBe(5);
    expect(run.itemsPerRequest).toBe(12);
  });

  it('print p50 and p95 to a tenth of a millisecond', () => {
    expect(p50p95({ p50: 12.34, p95: 45.67 })).toBe('p50 12.3 ms, p95 45.7 ms');
  });
});
