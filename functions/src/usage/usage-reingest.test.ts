/**
 * Re-ingesting a usage file (issue #19 item 4): whatever the number of deliveries of the same file
 * and wherever an attempt crashes, the stored items — card months, scope roll-ups, the usage
 * report's months, top cards and the file marker — equal those of one clean ingestion. Property
 * tested against an in-memory repository with the real service.
 */
import type { DomainEvent } from '@cmp/events';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCdr } from './cdr-file.ts';
import { createUsageIngestService } from './usage-ingest.service.ts';
import {
  type MemoryCard,
  type UsageMemoryState,
  freshUsageState,
  memoryEvents,
  memoryUsageRepository,
} from './usage-memory-fixtures.ts';

const CARDS: MemoryCard[] = [
  {
    iccid: '89860000000000000001',
    msisdn: '1440',
    channelCustId: 'C1',
    custId: 'S1',
    operator: 'CMCC',
    state: 64,
    goodsReleaseId: 'P1',
  },
  {
    iccid: '89860000000000000002',
    msisdn: '1441',
    channelCustId: 'C1',
    custId: null,
    operator: 'CUCC',
    state: 64,
    goodsReleaseId: 'P1',
  },
  {
    iccid: '89860000000000000003',
    msisdn: '1442',
    channelCustId: 'C2',
    custId: null,
    operator: 'CTCC',
    state: 64,
    goodsReleaseId: 'P1',
  },
];
const FILE = 'cdr/op/day.csv';

class Crash extends Error {}

/** Throws before the n-th write call (counting from 0), once. */
function crashAt(n: number | null): () => void {
  let writes = 0;
  return () => {
    if (n !== null && writes++ === n) throw new Crash(`crash at write ${n}`);
  };
}

const ingestOnce = (state: UsageMemoryState, file: string, crash: number | null, sent: DomainEvent[] = []) =>
  createUsageIngestService({
    usage: memoryUsageRepository(state, new Map([[FILE, file]]), CARDS, crashAt(crash)),
    clock: () => new Date('2026-11-27T02:00:00Z'),
    events: memoryEvents(sent),
  }).ingest(FILE);

const rowArb = fc.record({
  day: fc.constantFrom('2026-10-25', '2026-10-26', '2026-11-01', '2026-11-26'),
  iccid: fc.constantFrom(...CARDS.map((c) => c.iccid)),
  bytes: fc.integer({ min: 0, max: 5_000_000 }),
});

describe('usage ingestion, re-ingesting a file', () => {
  it('gives the same items however often it is delivered and wherever an attempt crashes', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(rowArb, { minLength: 1, maxLength: 12 }),
        fc.array(fc.option(fc.nat({ max: 12 }), { nil: null }), { minLength: 1, maxLength: 5 }),
        async (rows, attempts) => {
          const file = formatCdr(rows);
          const clean = freshUsageState();
          await ingestOnce(clean, file, null);

          const retried = freshUsageState();
          for (const crashAt of attempts) await ingestOnce(retried, file, crashAt).catch((e) => expect(e).toBeInstanceOf(Crash));
          // The daily sweep (or the next delivery) finishes whatever a crash left; then more deliveries change nothing.
          await ingestOnce(retried, file, null);
          await ingestOnce(retried, file, null);
          expect(retried).toEqual(clean);

          // Exact roll-ups: the enterprise months add up to the last bytes of each card-day in the file.
          const last = new Map(rows.map((r) => [`${r.iccid}|${r.day}`, r]));
          for (const c of ['C1', 'C2']) {
            const expected = [...last.values()]
              .filter((r) => CARDS.find((x) => x.iccid === r.iccid)!.channelCustId === c)
              .reduce((t, r) => t + r.bytes, 0);
            const months = [...clean.rollups].filter(([k]) => k.startsWith(`M|CUST#${c}|`));
            expect(months.reduce((t, [, v]) => t + (v.total ?? 0), 0)).toBe(expected);
          }
        },
      ),
      { numRuns: 150 },
    );
  });

  it('publishes the card-usage events again after a crash before the marker (at least once), not after it', async () => {
    const rows = [{ day: '2026-11-26', iccid: CARDS[0]!.iccid, bytes: 2048 }];
    const state = freshUsageState();
    const sent: DomainEvent[] = [];
    // Writes: roll-ups (0), the card month (1), three top lists (2–4), the marker (5).
    await expect(ingestOnce(state, formatCdr(rows), 5, sent)).rejects.toBeInstanceOf(Crash);
    await ingestOnce(state, formatCdr(rows), null, sent);
    await ingestOnce(state, formatCdr(rows), null, sent);
    expect(sent).toHaveLength(2);
    expect(state.markers.get(FILE)).toBe('done');
  });
});
