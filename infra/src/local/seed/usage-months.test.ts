/**
 * The bulk loader's year of usage (usage-months.ts) adds exactly what usage ingestion adds for the same
 * card-days: random cards, their synthetic days written as operator files (split at random over several
 * files) and ingested by the real service over an in-memory repository, compared with the loader's
 * roll-ups — the scope months and years and the usage report's months (customers and platform shards).
 */
import type { Card } from '@cmp/functions/card/card-record';
import { addMonths, shanghaiDay, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import { formatCdr } from '@cmp/functions/usage/cdr-file';
import { createUsageIngestService } from '@cmp/functions/usage/usage-ingest.service';
import {
  type RollupSums,
  addRollups,
  freshUsageState,
  memoryEvents,
  memoryUsageRepository,
} from '@cmp/functions/usage/usage-memory-fixtures';
import type { UsageRollups } from '@cmp/functions/usage/usage-rollup';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCards } from './demo-data.ts';
import { cardUsageDays, createUsageMonths, usageWindow } from './usage-months.ts';

/** The loader's roll-ups in the form the in-memory repository keeps them. */
const sums = (r: UsageRollups): RollupSums => addRollups(new Map(), r);

/** The ingestion service over memory: the cards' directory and fields, the files, the roll-ups summed. */
async function ingestAll(cards: readonly Card[], files: Map<string, string>, now: Date): Promise<RollupSums> {
  const state = freshUsageState();
  const known = cards.map((c) => ({
    iccid: c.iccid,
    msisdn: c.msisdn,
    channelCustId: c.channelCustId,
    custId: c.custId ?? null,
    operator: c.operator,
    state: c.state,
    goodsReleaseId: c.goodsReleaseId,
  }));
  const service = createUsageIngestService({
    usage: memoryUsageRepository(state, files, known),
    clock: () => now,
    events: memoryEvents(),
  });
  await service.sweep();
  return state.rollups;
}

const DAY = 86_400_000;
const cardArb = (now: Date) =>
  fc
    .record({
      channel: fc.constantFrom(['C1001', null], ['C1001', 'S2001'], ['C1001', 'S2002'], ['C1002', null], ['C1003', null]),
      operator: fc.constantFrom('CMCC', 'CUCC', 'CTCC'),
      plan: fc.constantFrom('G001', 'G002', 'G003'),
      state: fc.constantFrom(64, 64, 64, 65, 67, 62),
      activatedDaysAgo: fc.integer({ min: 0, max: 480 }),
      /** Of a card no longer active: the share of its time since activation it was active. */
      activeShare: fc.double({ min: 0, max: 1, noNaN: true }),
      activated: fc.boolean(),
    })
    .map((r) => ({ ...r, now }));

describe('the bulk loader’s year of usage', () => {
  it('adds the roll-ups usage ingestion adds for the same card-days (scope months and years, usage report months)', async () => {
    await fc.assert(
      fc.asyncProperty(
        // Any instant of a year: month ends, the 25th/26th (Unicom's cycle), New Year.
        fc.integer({ min: Date.parse('2026-01-01T00:00:00Z'), max: Date.parse('2027-01-31T00:00:00Z') }),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.nat(),
        async (t, count, fileCount, salt) => {
          const now = new Date(t);
          const specs = fc.sample(fc.array(cardArb(now), { minLength: count, maxLength: count }), { seed: salt, numRuns: 1 })[0]!;
          const cards = specs.map((s, i): Card => {
            const activatedAt = s.activated ? new Date(t - s.activatedDaysAgo * DAY) : null;
            return {
              iccid: `898600${String(salt % 1_000_000).padStart(6, '0')}${String(i).padStart(8, '0')}`,
              msisdn: `1440${String(i).padStart(8, '0')}`,
              operator: s.operator,
              state: s.state,
              channelCustId: s.channel[0]!,
              custId: s.channel[1],
              goodsReleaseId: s.plan,
              activatedAt: activatedAt?.toISOString() ?? null,
              ...(activatedAt && s.state !== 64 && s.state !== 62
                ? { stateChangedAt: new Date(activatedAt.getTime() + s.activeShare * (t - activatedAt.getTime())).toISOString() }
                : {}),
              createdAt: new Date((activatedAt?.getTime() ?? t) - 3 * DAY).toISOString(),
            } as Card;
          });
          const loader = createUsageMonths(now);
          for (const c of cards) loader.add(c);

          // The same card-days as operator files, each card-day in one file.
          const w = usageWindow(now);
          const rows = cards.flatMap((c) => cardUsageDays(c, w).map((d) => ({ ...d, iccid: c.iccid })));
          const files = new Map<string, string>();
          for (let f = 0; f < fileCount; f++) {
            const part = rows.filter((_, i) => (i * 7 + salt) % fileCount === f);
            if (part.length) files.set(`cdr/op/file-${f}.csv`, formatCdr(part));
          }
          expect(loader.cardDays()).toBe(rows.length);
          expect(sums(loader.rollups())).toEqual(await ingestAll(cards, files, now));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('covers the 12 months before this one and this month to date, from each card’s activation while it was active', () => {
    const now = new Date('2026-11-27T03:00:00Z');
    const w = usageWindow(now);
    expect(w.days[0]!.day).toBe(`${addMonths(shanghaiMonth(now), -12)}-01`);
    expect(w.days.at(-1)!.day).toBe(shanghaiDay(now));
    const cards = demoCards(300, now);
    for (const c of cards) {
      const days = cardUsageDays(c, w);
      if (!c.activatedAt) expect(days).toEqual([]);
      else if (days.length) {
        expect(days[0]!.day >= shanghaiDay(new Date(c.activatedAt))).toBe(true);
        // Until today while active; a card no longer active until the day before it left the active state.
        if (c.state === 64) expect(days.at(-1)!.day).toBe(shanghaiDay(now));
        else expect(days.at(-1)!.day < shanghaiDay(new Date(c.stateChangedAt!))).toBe(true);
      } else expect(c.state).not.toBe(64);
    }
    // Deactivated, cancelled and shut-down cards used data before their change.
    expect(cards.filter((c) => c.state !== 64 && cardUsageDays(c, w).length > 0).length).toBeGreaterThan(0);
    // Demo cards are created 120–720 days back: some used data the whole window, some from their activation in it.
    const lengths = cards.filter((c) => c.state === 64).map((c) => cardUsageDays(c, w).length);
    expect(lengths.filter((n) => n === w.days.length).length).toBeGreaterThan(0);
    expect(lengths.filter((n) => n < w.days.length).length).toBeGreaterThan(0);
  });
});
