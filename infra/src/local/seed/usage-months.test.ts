/**
 * The bulk loader's year of usage (usage-months.ts) adds exactly what usage ingestion adds for the same
 * card-days: random cards, their synthetic days written as operator files (split at random over several
 * files) and ingested by the real service over an in-memory repository, compared with the loader's
 * roll-ups — the scope months and years and the usage report's months (customers and platform shards).
 */
import type { Card } from '@cmp/functions/card/card-record';
import type { EventPublisher } from '@cmp/functions/shared/aws/events';
import type { TableKey } from '@cmp/functions/shared/data/batch-get';
import type { RollupDelta } from '@cmp/functions/shared/data/report-rollups';
import { addMonths, shanghaiDay, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import { formatCdr } from '@cmp/functions/usage/cdr-file';
import type { UsageCardFields } from '@cmp/functions/usage/usage-events';
import { createUsageIngestService } from '@cmp/functions/usage/usage-ingest.service';
import type { CardOwner, ScopeMonthDelta, UsageRollups } from '@cmp/functions/usage/usage-rollup';
import type { UsageRepository } from '@cmp/functions/usage/usage.repository';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { demoCards } from './demo-data.ts';
import { cardUsageDays, createUsageMonths, usageWindow } from './usage-months.ts';

type Sums = Map<string, Record<string, number>>;
const addInto = (m: Sums, key: string, add: Record<string, number>) => {
  const rec = m.get(key) ?? {};
  for (const [k, v] of Object.entries(add)) rec[k] = (rec[k] ?? 0) + v;
  m.set(key, rec);
};
const reportKey = (k: RollupDelta['key']) => `R|${k.month}|${k.channelCustId}|${k.custId ?? ''}|${k.shard ?? ''}`;

/** The loader's roll-ups in the form the in-memory repository keeps them. */
function sums(r: UsageRollups): Sums {
  const out: Sums = new Map();
  for (const m of r.months) addInto(out, `M|${m.scope}|${m.month}`, m.add);
  for (const y of r.years) addInto(out, `Y|${y.scope}|${y.year}`, y.add);
  for (const d of r.reportMonths) addInto(out, reportKey(d.key), d.add);
  return out;
}

/** The ingestion service over memory: the cards' directory and fields, the files, the roll-ups summed. */
function ingestAll(cards: readonly Card[], files: Map<string, string>, now: Date): Promise<Sums> {
  const rollups: Sums = new Map();
  const items = new Map<string, Record<string, unknown>>();
  const markers = new Map<string, string>();
  const id = (k: TableKey) => `${k.pk}|${k.sk}`;
  const byIccid = new Map(cards.map((c) => [c.iccid, c]));
  const repo = {
    batchGet: async (keys: TableKey[]) => keys.flatMap((k) => (items.has(id(k)) ? [{ ...items.get(id(k))! }] : [])),
    listCdrFiles: async () => [...files.keys()],
    readFile: async (key: string) => files.get(key)!,
    fileStatus: async (key: string) => markers.get(key) as 'rolledUp' | 'done' | undefined,
    markDone: async (key: string) => void markers.set(key, 'done'),
    cardFields: async (owners: CardOwner[]) =>
      new Map(
        owners.map((o) => {
          const c = byIccid.get(o.iccid)!;
          return [
            o.iccid,
            { iccid: c.iccid, operator: c.operator, state: c.state, goodsReleaseId: c.goodsReleaseId } as UsageCardFields,
          ];
        }),
      ),
    cardMonths: async () => new Map(),
    owners: async (iccids: string[]) =>
      new Map(
        iccids.flatMap((i) => {
          const c = byIccid.get(i);
          return c ? [[i, { iccid: i, msisdn: c.msisdn, channelCustId: c.channelCustId, custId: c.custId ?? null }]] : [];
        }),
      ),
    applyRollups: async (
      fileKey: string,
      months: ScopeMonthDelta[],
      years: { scope: string; year: string; add: Record<string, number> }[],
      _rows: number,
      _at: string,
      reportMonths: RollupDelta[] = [],
    ) => {
      if (markers.has(fileKey)) return false;
      markers.set(fileKey, 'rolledUp');
      for (const m of months) addInto(rollups, `M|${m.scope}|${m.month}`, m.add);
      for (const y of years) addInto(rollups, `Y|${y.scope}|${y.year}`, y.add);
      for (const r of reportMonths) addInto(rollups, reportKey(r.key), r.add);
      return true;
    },
    setCardDays: async (owner: CardOwner, month: string, days: Record<string, number>) => {
      const key = `${owner.iccid}|${month}`;
      const item = { ...(items.get(key) ?? {}), ...days };
      items.set(key, item);
      return item;
    },
    setTop: async () => {},
  } as unknown as UsageRepository;
  const events = { enabled: () => false, publish: async () => ({ sent: 0, failed: 0, errors: [] }) } as unknown as EventPublisher;
  const service = createUsageIngestService({ usage: repo, clock: () => now, events });
  return service.sweep().then(() => rollups);
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
