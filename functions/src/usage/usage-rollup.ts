import { cycleOfDay } from '../bill/rating/cycle.ts';
import type { Operator } from '../plan/plan-model.ts';
import type { TableKey } from '../shared/data/batch-get.ts';
import { usageMonthEntity, usageYearEntity } from '../shared/data/entities/usage.entity.ts';
import { scopeKeys } from '../shared/data/keys.ts';
import type { TransactItem } from '../shared/data/operations.ts';
import { type RollupDelta, type UsageDayDelta, usageMonthDeltas, usageMonthUpdate } from '../shared/data/report-rollups.ts';
import { addExpression } from '../shared/data/update-expressions.ts';
/**
 * Pure roll-up arithmetic for usage ingestion. A file sets each card's bytes for a day; what the
 * roll-ups receive is the difference from what was stored before, so re-reading a file adds nothing.
 */
import { dayAttr, monthAttr } from '../shared/time/calendar.ts';

export interface CardOwner {
  iccid: string;
  msisdn: string;
  channelCustId: string;
  custId: string | null;
  /** The data pool the card is in when the file is ingested (its usage also rolls up to the pool's scope). */
  poolId?: string | null;
}

/** Scope prefixes a card's usage rolls up to: the platform, its enterprise, its secondary customer. */
export function scopesOf(owner: CardOwner): { scope: string; customerKey: string | null }[] {
  const out: { scope: string; customerKey: string | null }[] = [
    { scope: scopeKeys.platform, customerKey: owner.channelCustId },
    { scope: scopeKeys.enterprise(owner.channelCustId), customerKey: owner.custId },
  ];
  if (owner.custId) out.push({ scope: scopeKeys.secondary(owner.channelCustId, owner.custId), customerKey: null });
  return out;
}

/** The scopes a card's usage deltas are added to: its customer scopes and, when it is in one, its data pool. */
export const rollupScopesOf = (owner: CardOwner): { scope: string; customerKey: string | null }[] =>
  owner.poolId
    ? [...scopesOf(owner), { scope: scopeKeys.pool(owner.channelCustId, owner.poolId), customerKey: null }]
    : scopesOf(owner);

export interface ScopeMonthDelta {
  scope: string;
  month: string;
  /** Attribute → bytes to add: `dNN` days, `total`, and `c_<customer>` per child customer. */
  add: Record<string, number>;
}

/** Sums per-card day deltas into per-scope month deltas and per-scope year deltas. */
export function aggregateDeltas(deltas: { owner: CardOwner; day: string; delta: number }[]): {
  months: ScopeMonthDelta[];
  years: { scope: string; year: string; add: Record<string, number> }[];
} {
  const months = new Map<string, ScopeMonthDelta>();
  const years = new Map<string, { scope: string; year: string; add: Record<string, number> }>();
  const bump = (rec: Record<string, number>, k: string, v: number) => {
    rec[k] = (rec[k] ?? 0) + v;
  };
  for (const { owner, day, delta } of deltas) {
    if (delta === 0) continue;
    const month = day.slice(0, 7);
    for (const { scope, customerKey } of rollupScopesOf(owner)) {
      const mk = `${scope}|${month}`;
      const m = months.get(mk) ?? { scope, month, add: {} };
      bump(m.add, dayAttr(day), delta);
      bump(m.add, 'total', delta);
      if (customerKey) bump(m.add, `c_${customerKey}`, delta);
      months.set(mk, m);
      const yk = `${scope}|${month.slice(0, 4)}`;
      const y = years.get(yk) ?? { scope, year: month.slice(0, 4), add: {} };
      bump(y.add, monthAttr(month), delta);
      years.set(yk, y);
    }
  }
  return { months: [...months.values()], years: [...years.values()] };
}

export interface TopCard {
  iccid: string;
  msisdn: string;
  usedBytes: number;
}

/** Merges new month totals into a top-N list; a card's month total only grows, so the newest wins. */
export function mergeTop(current: TopCard[], candidates: TopCard[], n = 5): TopCard[] {
  const byIccid = new Map(current.map((c) => [c.iccid, c]));
  for (const c of candidates) byIccid.set(c.iccid, c);
  return [...byIccid.values()].sort((a, b) => b.usedBytes - a.usedBytes || a.iccid.localeCompare(b.iccid)).slice(0, n);
}

/** Sum of the `dNN` attributes of a card month item. */
export const monthTotal = (item: Record<string, unknown>): number =>
  Object.entries(item).reduce((sum, [k, v]) => (/^d\d\d$/.test(k) ? sum + Number(v) : sum), 0);

/**
 * The usage report's view of per-card day deltas (issue #17): each under the billing cycle its day
 * falls in for the card's operator (Unicom: the 26th to the 25th), its current plan and operator.
 */
export function reportUsageDeltas(
  deltas: readonly { owner: CardOwner; day: string; delta: number }[],
  cards: ReadonlyMap<string, { operator?: string; goodsReleaseId?: string }>,
): UsageDayDelta[] {
  return deltas.map(({ owner, day, delta }) => {
    const card = cards.get(owner.iccid);
    const operator = card?.operator ?? 'CMCC';
    return {
      owner: { channelCustId: owner.channelCustId, custId: owner.custId },
      cycleMonth: cycleOfDay(operator as Operator, day).cycleMonth,
      goodsReleaseId: card?.goodsReleaseId ?? 'none',
      operator,
      delta,
    };
  });
}

/** A card's usage change of one day, as ingestion computes it (the file's bytes less what was stored). */
export interface CardDayDelta {
  owner: CardOwner;
  day: string;
  delta: number;
}

/** What a file's day deltas add: the scope months and years, and the usage report's months (per customer and platform shard). */
export interface UsageRollups {
  months: ScopeMonthDelta[];
  years: { scope: string; year: string; add: Record<string, number> }[];
  reportMonths: RollupDelta[];
}

/**
 * Every roll-up of a set of card-day deltas: what ingestion adds in the file marker's transactions
 * (usage-ingest.service.ts), and what the scale benchmark's bulk loader adds for its synthetic year
 * (infra/src/local/seed/usage-months.ts), so the two cannot differ. `cards` gives each card's
 * operator and plan at ingestion.
 */
export function usageRollups(
  deltas: readonly CardDayDelta[],
  cards: ReadonlyMap<string, { operator?: string; goodsReleaseId?: string }>,
): UsageRollups {
  const { months, years } = aggregateDeltas([...deltas]);
  return { months, years, reportMonths: usageMonthDeltas(reportUsageDeltas(deltas, cards)) };
}

/** The update (a transaction item) of every roll-up, as the marker's transactions carry them (usage.repository.ts). */
export function usageRollupUpdates(table: string, r: UsageRollups): TransactItem[] {
  const update = (key: TableKey, add: Record<string, number>): TransactItem | undefined => {
    const expression = addExpression(add);
    return expression && { Update: { TableName: table, Key: key, ...expression } };
  };
  return [
    ...r.months.map((m) => update(usageMonthEntity.key(m), m.add)),
    ...r.years.map((y) => update(usageYearEntity.key(y), y.add)),
    ...r.reportMonths.map((d) => usageMonthUpdate(table, d)),
  ].filter((i): i is TransactItem => i !== undefined);
}
