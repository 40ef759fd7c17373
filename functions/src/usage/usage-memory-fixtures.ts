/**
 * For the tests that run the real usage ingestion service over memory (usage-reingest.test.ts, and the
 * bulk loader's year of usage, infra/src/local/seed/usage-months.test.ts): an in-memory UsageRepository
 * over plain records, so two runs compare with toEqual, and the roll-up sums in the form it keeps them.
 */
import type { DomainEvent } from '@cmp/events';
import type { EventPublisher } from '../shared/aws/events.ts';
import type { TableKey } from '../shared/data/batch-get.ts';
import { cardUsageMonthEntity } from '../shared/data/entities/usage.entity.ts';
import type { RollupDelta } from '../shared/data/report-rollups.ts';
import type { UsageCardFields } from './usage-events.ts';
import type { CardOwner, ScopeMonthDelta, TopCard } from './usage-rollup.ts';
import type { UsageRepository } from './usage.repository.ts';

/** A card as the repository knows it: its owner and the fields ingestion reads. */
export type MemoryCard = CardOwner & Required<Pick<UsageCardFields, 'operator' | 'state' | 'goodsReleaseId'>>;

/** Roll-up sums by scope month (`M|<scope>|<month>`), year (`Y|…`) and usage report month (`R|…`). */
export type RollupSums = Map<string, Record<string, number>>;

/** The repository's state as plain records. */
export interface UsageMemoryState {
  /** Card month items by `<pk>|<sk>`. */
  items: Map<string, Record<string, unknown>>;
  /** File markers by file key: `rolledUp`, then `done`. */
  markers: Map<string, string>;
  rollups: RollupSums;
  /** Top cards by `<scope>|<month>`. */
  tops: Map<string, TopCard[]>;
}

export const freshUsageState = (): UsageMemoryState => ({
  items: new Map(),
  markers: new Map(),
  rollups: new Map(),
  tops: new Map(),
});

const addInto = (m: RollupSums, key: string, add: Record<string, number>) => {
  const rec = m.get(key) ?? {};
  for (const [k, v] of Object.entries(add)) rec[k] = (rec[k] ?? 0) + v;
  m.set(key, rec);
};
const reportKey = (k: RollupDelta['key']) => `R|${k.month}|${k.channelCustId}|${k.custId ?? ''}|${k.shard ?? ''}`;

/** Adds roll-up deltas (scope months and years, usage report months) into sums. */
export function addRollups(
  sums: RollupSums,
  deltas: {
    months: readonly ScopeMonthDelta[];
    years: readonly { scope: string; year: string; add: Record<string, number> }[];
    reportMonths: readonly RollupDelta[];
  },
): RollupSums {
  for (const m of deltas.months) addInto(sums, `M|${m.scope}|${m.month}`, m.add);
  for (const y of deltas.years) addInto(sums, `Y|${y.scope}|${y.year}`, y.add);
  for (const r of deltas.reportMonths) addInto(sums, reportKey(r.key), r.add);
  return sums;
}

/**
 * An in-memory UsageRepository over `state`: `files` by key are what the operator delivered, `cards`
 * the cards it knows; `beforeWrite` runs before every write call (a test throws there to crash one).
 */
export function memoryUsageRepository(
  state: UsageMemoryState,
  files: ReadonlyMap<string, string>,
  cards: readonly MemoryCard[],
  beforeWrite: () => void = () => {},
): UsageRepository {
  const id = (k: TableKey) => `${k.pk}|${k.sk}`;
  const byIccid = new Map(cards.map((c) => [c.iccid, c]));
  const owner = (c: MemoryCard): CardOwner => ({
    iccid: c.iccid,
    msisdn: c.msisdn,
    channelCustId: c.channelCustId,
    custId: c.custId,
  });
  const repo = {
    batchGet: async (keys: TableKey[]) => keys.flatMap((k) => (state.items.has(id(k)) ? [{ ...state.items.get(id(k))! }] : [])),
    listCdrFiles: async () => [...files.keys()],
    readFile: async (key: string) => files.get(key)!,
    fileStatus: async (key: string) => state.markers.get(key) as 'rolledUp' | 'done' | undefined,
    markDone: async (key: string) => {
      beforeWrite();
      state.markers.set(key, 'done');
    },
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
        iccids.flatMap((i) => {
          const c = byIccid.get(i);
          return c ? [[i, owner(c)] as const] : [];
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
      beforeWrite();
      if (state.markers.has(fileKey)) return false;
      state.markers.set(fileKey, 'rolledUp');
      addRollups(state.rollups, { months, years, reportMonths });
      return true;
    },
    setCardDays: async (o: CardOwner, month: string, days: Record<string, number>) => {
      beforeWrite();
      const key = cardUsageMonthEntity.key({ ...o, month });
      const item = { ...(state.items.get(id(key)) ?? key), msisdn: o.msisdn, ...days };
      state.items.set(id(key), item);
      return { ...item };
    },
    setTop: async (scope: string, month: string, merge: (current: TopCard[]) => TopCard[]) => {
      beforeWrite();
      state.tops.set(`${scope}|${month}`, merge(state.tops.get(`${scope}|${month}`) ?? []));
    },
  };
  return repo as unknown as UsageRepository;
}

/** An event publisher over memory: records what is published into `sent`, or is switched off without a list. */
export const memoryEvents = (sent?: DomainEvent[]): EventPublisher =>
  ({
    enabled: () => sent !== undefined,
    publish: async (list: readonly DomainEvent[]) => {
      sent?.push(...list);
      return { sent: list.length, failed: 0, errors: [] };
    },
  }) as unknown as EventPublisher;
