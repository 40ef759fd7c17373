/**
 * The report calculations (issue #17, item 1), pure: a year's months in the Shanghai calendar, card
 * counts at each month's end from today's counters and the later months' changes, and the rows of
 * each report from the roll-ups (report.entity.ts). No card is read: a row is a few items.
 */
import { addMonths } from '../shared/time/calendar.ts';

export type Counters = Record<string, number>;
export const STATES = [60, 61, 62, 63, 64, 65, 66, 67, 68] as const;
export const OPERATORS = ['CMCC', 'CUCC', 'CTCC'] as const;

/** A year of a report: four digits. */
export const validYear = (year: string): boolean => /^\d{4}$/.test(year);

/** The months of `year` that have begun by `currentMonth`, oldest first (none for a year to come). */
export function monthsOf(year: string, currentMonth: string): string[] {
  const out: string[] = [];
  for (let m = 1; m <= 12; m++) {
    const month = `${year}-${String(m).padStart(2, '0')}`;
    if (month > currentMonth) break;
    out.push(month);
  }
  return out;
}

/** The months after `month` up to and including `currentMonth`. */
export function monthsAfter(month: string, currentMonth: string): string[] {
  const out: string[] = [];
  for (let m = addMonths(month, 1); m <= currentMonth; m = addMonths(m, 1)) out.push(m);
  return out;
}

/** Sums counter records (roll-up items of several customers, or months). */
export function sumCounters(items: readonly Record<string, unknown>[]): Counters {
  const out: Counters = {};
  for (const i of items)
    for (const [k, v] of Object.entries(i)) if (typeof v === 'number' && k !== 'month') out[k] = (out[k] ?? 0) + v;
  return out;
}

const n = (c: Counters | undefined, k: string) => c?.[k] ?? 0;

/**
 * The card counters at the end of each month of `months`: today's counters less every later month's
 * net change (`deltas` by month, through `currentMonth`). Exact because each change is added to its
 * month in the same transaction as to the counters.
 */
export function countsAtMonthEnds(
  current: Counters,
  deltas: ReadonlyMap<string, Counters>,
  months: readonly string[],
  currentMonth: string,
): Map<string, Counters> {
  const out = new Map<string, Counters>();
  const keys = ['total', ...STATES.map((s) => `s${s}`), ...OPERATORS.map((o) => `op${o}`)];
  for (const month of months) {
    const at: Counters = {};
    for (const k of keys) at[k] = n(current, k);
    for (const later of monthsAfter(month, currentMonth)) for (const k of keys) at[k]! -= n(deltas.get(later), k);
    out.set(month, at);
  }
  return out;
}

/** A row of the card report: the cards at the month's end, in total, per state and per operator. */
export interface CardReportRow {
  month: string;
  total: number;
  states: Record<string, number>;
  operators: Record<string, number>;
}
export function cardReportRows(counts: ReadonlyMap<string, Counters>): CardReportRow[] {
  return [...counts].map(([month, c]) => ({
    month,
    total: n(c, 'total'),
    states: Object.fromEntries(STATES.map((s) => [String(s), n(c, `s${s}`)])),
    operators: Object.fromEntries(OPERATORS.map((o) => [o, n(c, `op${o}`)])),
  }));
}

/** A row of the card flows: what happened to cards in the month. */
export interface CardFlowRow {
  month: string;
  added: number;
  removed: number;
  activated: number;
  deactivated: number;
  cancelled: number;
  forcedShutdown: number;
  allocated: number;
  deallocated: number;
}
export function cardFlowRows(months: readonly string[], deltas: ReadonlyMap<string, Counters>): CardFlowRow[] {
  return months.map((month) => {
    const d = deltas.get(month);
    return {
      month,
      added: n(d, 'added'),
      removed: n(d, 'removed'),
      activated: n(d, 'in64'),
      deactivated: n(d, 'in65'),
      cancelled: n(d, 'in67'),
      forcedShutdown: n(d, 'in68'),
      allocated: n(d, 'alloc'),
      deallocated: n(d, 'dealloc'),
    };
  });
}

/** A row of the activation report: activations of the month and the active share at its end (per mille). */
export interface ActiveRow {
  month: string;
  activated: number;
  active: number;
  total: number;
  /** Active cards per thousand at the month's end (0 without cards). */
  activePerMille: number;
}
export function activeRows(counts: ReadonlyMap<string, Counters>, deltas: ReadonlyMap<string, Counters>): ActiveRow[] {
  return [...counts].map(([month, c]) => {
    const total = n(c, 'total');
    const active = n(c, 's64');
    return {
      month,
      activated: n(deltas.get(month), 'in64'),
      active,
      total,
      activePerMille: total > 0 ? Math.round((active * 1000) / total) : 0,
    };
  });
}

/** A row of the usage report: one plan's bytes in one billing-cycle month. */
export interface UsageRow {
  month: string;
  goodsReleaseId: string;
  planName: string | null;
  bytes: number;
}
export function usageRows(
  months: readonly string[],
  usage: ReadonlyMap<string, Counters>,
  planNames: ReadonlyMap<string, string>,
  plan?: string,
): UsageRow[] {
  return months.flatMap((month) =>
    Object.entries(usage.get(month) ?? {})
      .filter(([k, v]) => k.startsWith('p_') && v !== 0 && (!plan || k === `p_${plan}`))
      .map(([k, bytes]) => ({ month, goodsReleaseId: k.slice(2), planName: planNames.get(k.slice(2)) ?? null, bytes }))
      .sort((a, b) => b.bytes - a.bytes || a.goodsReleaseId.localeCompare(b.goodsReleaseId)),
  );
}

/** The plans with usage in the months (the plan filter's choices, whatever the filter): by name, then id. */
export function plansUsed(
  usage: ReadonlyMap<string, Counters>,
  planNames: ReadonlyMap<string, string>,
): { goodsReleaseId: string; planName: string | null }[] {
  const ids = new Set([...usage.values()].flatMap((u) => Object.keys(u).filter((k) => k.startsWith('p_') && u[k] !== 0)));
  return [...ids]
    .map((k) => ({ goodsReleaseId: k.slice(2), planName: planNames.get(k.slice(2)) ?? null }))
    .sort((a, b) => (a.planName ?? '').localeCompare(b.planName ?? '') || a.goodsReleaseId.localeCompare(b.goodsReleaseId));
}

/** The plans' communication services and zones, for the communication usage report. */
export interface PlanReach {
  commservIds: readonly string[];
  zones: readonly string[];
}
/** A row of the communication usage: the bytes of the month's cards whose plan carries a service or zone. */
export interface CommUsageRow {
  month: string;
  kind: 'commserv' | 'zone';
  id: string;
  name: string | null;
  bytes: number;
}
/**
 * Usage by communication service and zone: a plan's bytes count under each service and each zone it
 * carries (a card's usage is not split by zone in the operator's files, so a plan of two zones counts
 * in both); plans with neither count under `none`. With `plan`, only that plan's bytes.
 */
export function commUsageRows(
  months: readonly string[],
  usage: ReadonlyMap<string, Counters>,
  plans: ReadonlyMap<string, PlanReach>,
  names: ReadonlyMap<string, string>,
  plan?: string,
): CommUsageRow[] {
  return months.flatMap((month) => {
    const sums = new Map<string, CommUsageRow>();
    const add = (kind: CommUsageRow['kind'], id: string, bytes: number) => {
      const k = `${kind}|${id}`;
      const row = sums.get(k) ?? { month, kind, id, name: names.get(`${kind}|${id}`) ?? null, bytes: 0 };
      row.bytes += bytes;
      sums.set(k, row);
    };
    for (const [k, bytes] of Object.entries(usage.get(month) ?? {})) {
      if (!k.startsWith('p_') || bytes === 0 || (plan && k !== `p_${plan}`)) continue;
      const reach = plans.get(k.slice(2));
      const services = reach?.commservIds.length ? reach.commservIds : ['none'];
      const zones = reach?.zones.length ? reach.zones : ['none'];
      for (const id of services) add('commserv', id, bytes);
      for (const id of zones) add('zone', id, bytes);
    }
    return [...sums.values()].sort((a, b) => a.kind.localeCompare(b.kind) || b.bytes - a.bytes || a.id.localeCompare(b.id));
  });
}

/** A row of the business report: a month's cards at its end, active cards, usage and billed fen. */
export interface BusinessRow {
  month: string;
  cards: number;
  active: number;
  activated: number;
  usageBytes: number;
  /** Fen billed in the month (bills published); null for a secondary customer (bills are the enterprise's). */
  billedFen: number | null;
  bills: number | null;
}
export function businessRows(
  counts: ReadonlyMap<string, Counters>,
  deltas: ReadonlyMap<string, Counters>,
  usage: ReadonlyMap<string, Counters>,
  billed: ReadonlyMap<string, { fen: number; count: number }> | null,
): BusinessRow[] {
  return [...counts].map(([month, c]) => ({
    month,
    cards: n(c, 'total'),
    active: n(c, 's64'),
    activated: n(deltas.get(month), 'in64'),
    usageBytes: n(usage.get(month), 'total'),
    billedFen: billed ? (billed.get(month)?.fen ?? 0) : null,
    bills: billed ? (billed.get(month)?.count ?? 0) : null,
  }));
}

/** Sums the numeric fields of rows (a totals row of the flows and the business report). */
export function totalsOf<R extends object>(
  rows: readonly R[],
  fields: readonly (keyof R & string)[],
): Record<string, number | null> {
  return Object.fromEntries(
    fields.map((f) => [f, rows.some((r) => r[f] === null) ? null : rows.reduce((s, r) => s + Number(r[f] ?? 0), 0)]),
  );
}
