import type { DomainEvent } from '@cmp/events';
/**
 * Re-ingesting a usage file (issue #19 item 4): whatever the number of deliveries of the same file
 * and wherever an attempt crashes, the stored items — card months, scope roll-ups, the usage
 * report's months, top cards and the file marker — equal those of one clean ingestion. Property
 * tested against an in-memory repository with the real service.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EventPublisher } from '../shared/aws/events.ts';
import type { TableKey } from '../shared/data/batch-get.ts';
import { cardUsageMonthEntity } from '../shared/data/entities/usage.entity.ts';
import type { RollupDelta } from '../shared/data/report-rollups.ts';
import { formatCdr } from './cdr-file.ts';
import type { UsageCardFields } from './usage-events.ts';
import { createUsageIngestService } from './usage-ingest.service.ts';
import type { CardOwner, ScopeMonthDelta, TopCard } from './usage-rollup.ts';
import type { UsageRepository } from './usage.repository.ts';

const CARDS: (CardOwner & { operator: string })[] = [
  { iccid: '89860000000000000001', msisdn: '1440', channelCustId: 'C1', custId: 'S1', operator: 'CMCC' },
  { iccid: '89860000000000000002', msisdn: '1441', channelCustId: 'C1', custId: null, operator: 'CUCC' },
  { iccid: '89860000000000000003', msisdn: '1442', channelCustId: 'C2', custId: null, operator: 'CTCC' },
];
const FILE = 'cdr/op/day.csv';

class Crash extends Error {}

/** The repository's state as plain records, so two runs compare with toEqual. */
interface State {
  items: Map<string, Record<string, unknown>>;
  markers: Map<string, string>;
  rollups: Map<string, Record<string, number>>;
  tops: Map<string, TopCard[]>;
}

const fresh = (): State => ({ items: new Map(), markers: new Map(), rollups: new Map(), tops: new Map() });
const addInto = (m: Map<string, Record<string, number>>, key: string, add: Record<string, number>) => {
  const rec = m.get(key) ?? {};
  for (const [k, v] of Object.entries(add)) rec[k] = (rec[k] ?? 0) + v;
  m.set(key, rec);
};

/** An in-memory UsageRepository; `crashAt` throws before the n-th write call (counting from 0), once. */
function memoryRepository(state: State, file: string, crashAt: number | null): UsageRepository {
  let writes = 0;
  const write = () => {
    if (crashAt !== null && writes++ === crashAt) throw new Crash(`crash at write ${crashAt}`);
  };
  const id = (k: TableKey) => `${k.pk}|${k.sk}`;
  const repo = {
    batchGet: async (keys: TableKey[]) => keys.flatMap((k) => (state.items.has(id(k)) ? [{ ...state.items.get(id(k))! }] : [])),
    listCdrFiles: async () => [FILE],
    readFile: async () => file,
    fileStatus: async (key: string) => state.markers.get(key) as 'rolledUp' | 'done' | undefined,
    markDone: async (key: string) => {
      write();
      state.markers.set(key, 'done');
    },
    cardFields: async (owners: CardOwner[]) =>
      new Map(
        owners.map((o) => {
          const card = CARDS.find((c) => c.iccid === o.iccid)!;
          return [o.iccid, { iccid: o.iccid, operator: card.operator, state: 64, goodsReleaseId: 'P1' } as UsageCardFields];
        }),
      ),
    cardMonths: async (list: { owner: CardOwner; month: string }[]) => {
      const out = new Map<string, Record<string, unknown>>();
      for (const l of list) {
        const item = state.items.get(id(cardUsageMonthEntity.key({ ...l.owner, month: l.month })));
        if (item) out.set(`${l.owner.iccid}|${l.month}`, { ...item });
      }
      return out;
    },
    owners: async (iccids: string[]) =>
      new Map(
        CARDS.filter((c) => iccids.includes(c.iccid)).map(({ operator: _o, ...owner }) => [owner.iccid, owner as CardOwner]),
      ),
    applyRollups: async (
      fileKey: string,
      months: ScopeMonthDelta[],
      years: { scope: string; year: string; add: Record<string, number> }[],
      _rows: number,
      _at: string,
      reportMonths: RollupDelta[] = [],
    ) => {
      write();
      if (state.markers.has(fileKey)) return false;
      state.markers.set(fileKey, 'rolledUp');
      for (const m of months) addInto(state.rollups, `M|${m.scope}|${m.month}`, m.add);
      for (const y of years) addInto(state.rollups, `Y|${y.scope}|${y.year}`, y.add);
      for (const r of reportMonths) addInto(state.rollups, `R|${JSON.stringify(r.key)}`, r.add);
      return true;
    },
    setCardDays: async (owner: CardOwner, month: string, days: Record<string, number>) => {
      write();
      const key = cardUsageMonthEntity.key({ ...owner, month });
      const item = { ...(state.items.get(id(key)) ?? key), msisdn: owner.msisdn, ...days };
      state.items.set(id(key), item);
      return { ...item };
    },
    setTop: async (scope: string, month: string, merge: (current: TopCard[]) => TopCard[]) => {
      write();
      state.tops.set(`${scope}|${month}`, merge(state.tops.get(`${scope}|${month}`) ?? []));
    },
  };
  return repo as unknown as UsageRepository;
}

const events = (sent: DomainEvent[]): EventPublisher =>
  ({
    enabled: () => true,
    publish: async (list: readonly DomainEvent[]) => {
      sent.push(...list);
      return { sent: list.length, failed: 0, errors: [] };
    },
  }) as unknown as EventPublisher;

const ingestOnce = (state: State, file: string, crashAt: number | null, sent: DomainEvent[] = []) =>
  createUsageIngestService({
    usage: memoryRepository(state, file, crashAt),
    clock: () => new Date('2026-11-27T02:00:00Z'),
    events: events(sent),
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
          const clean = fresh();
          await ingestOnce(clean, file, null);

          const retried = fresh();
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
    const state = fresh();
    const sent: DomainEvent[] = [];
    // Writes: roll-ups (0), the card month (1), three top lists (2–4), the marker (5).
    await expect(ingestOnce(state, formatCdr(rows), 5, sent)).rejects.toBeInstanceOf(Crash);
    await ingestOnce(state, formatCdr(rows), null, sent);
    await ingestOnce(state, formatCdr(rows), null, sent);
    expect(sent).toHaveLength(2);
    expect(state.markers.get(FILE)).toBe('done');
  });
});
