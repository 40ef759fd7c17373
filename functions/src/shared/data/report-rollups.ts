/**
 * What a change adds to the report roll-ups (issue #17, item 1; report.entity.ts), pure: the card
 * months from the card-counter deltas a write already carries (one card's change, or a chunk of a
 * batch, an import or an allocation), the usage months from a usage file's per-card day deltas. The
 * writers add the steps to the transaction that moves the counters, so a roll-up is exactly once.
 */
import { reportCardMonthEntity, reportPlatformMonthEntity, reportUsageMonthEntity } from './entities/report.entity.ts';
import { entitySteps } from './entity-operations.ts';
import { scopeKeys } from './keys.ts';
import type { TransactStep } from './operations.ts';

export interface RollupOwner {
  channelCustId: string;
  custId: string | null;
}
export interface RollupDelta {
  /** With `shard`: a delta of that shard of the platform's month (`channelCustId` empty, `custId` null). */
  key: RollupOwner & { month: string; shard?: number };
  add: Record<string, number>;
}

/**
 * The platform's months are kept in this many shards (issue #19: a single platform item written by
 * every enterprise's changes would be a hot key). Three: each shard takes about a third of the writes,
 * and a platform report of a year reads 3 × 12 items (docs/decisions.md "Reports: the platform's shards").
 */
export const PLATFORM_SHARDS = 3;

/** The shard a write adds to: FNV-1a of its key (a card's ICCID, a chunk's key, an enterprise) modulo the shards. */
export function shardOf(key: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193) >>> 0;
  return h % PLATFORM_SHARDS;
}

/** Usage attributes in a platform shard carry this prefix (`u_total`, `u_p_<plan>`, `u_o_<operator>`); card ones none. */
export const PLATFORM_USAGE_PREFIX = 'u_';

/**
 * The platform's part of customer deltas: the enterprises' own (`custId` null; secondary customers
 * are inside their enterprise's figures) summed per month into one shard, chosen by `shardKey`, else
 * by the enterprise. `prefix` names usage attributes (`u_`).
 */
export function platformDeltas(deltas: readonly RollupDelta[], prefix: string, shardKey?: string): RollupDelta[] {
  const out = new Map<string, RollupDelta>();
  for (const d of deltas) {
    if (d.key.custId || d.key.shard !== undefined) continue;
    const shard = shardOf(shardKey ?? d.key.channelCustId);
    const k = `${d.key.month}|${shard}`;
    const r = out.get(k) ?? { key: { channelCustId: '', custId: null, month: d.key.month, shard }, add: {} };
    for (const [a, v] of Object.entries(d.add)) bump(r.add, `${prefix}${a}`, v);
    out.set(k, r);
  }
  return [...out.values()].filter((d) => Object.keys(d.add).length > 0);
}

/** The platform shard's update of a delta (`key.shard` set). */
const platformUpdate = (table: string, d: RollupDelta) =>
  entitySteps.update(
    table,
    reportPlatformMonthEntity,
    { month: d.key.month, shard: d.key.shard ?? 0 },
    { set: { month: d.key.month, shard: d.key.shard ?? 0 }, add: d.add as never },
  );

/** The card and usage figures of platform shard items, each summed over its attributes (card ones bare, usage ones `u_`). */
export function platformFigures(item: Record<string, unknown>): { cards: Record<string, number>; usage: Record<string, number> } {
  const cards: Record<string, number> = {};
  const usage: Record<string, number> = {};
  for (const [k, v] of Object.entries(item)) {
    if (typeof v !== 'number' || k === 'shard') continue;
    if (k.startsWith(PLATFORM_USAGE_PREFIX)) usage[k.slice(PLATFORM_USAGE_PREFIX.length)] = v;
    else cards[k] = v;
  }
  return { cards, usage };
}

/** The customer of a counter scope (`CUST#<c>`, `CUST#<c>#SUB#<s>`); null for the platform's. */
export function ownerOfScope(scope: string): RollupOwner | null {
  const m = /^CUST#([^#]+)(?:#SUB#([^#]+))?$/.exec(scope);
  return m ? { channelCustId: m[1]!, custId: m[2] ?? null } : null;
}

const bump = (rec: Record<string, number>, k: string, v: number) => {
  if (v !== 0) rec[k] = (rec[k] ?? 0) + v;
};

/**
 * The card-month deltas of one write's counter deltas (per scope, as chunk-results.ts and the
 * single-card change carry them): each customer's net counter change (`total`, `s*`, `op*`) and its
 * flows. A state change (no `total` moved) counts the cards entering each state (`in<state>`); a
 * secondary customer's `total` moving while its enterprise's does not is an allocation (`alloc`,
 * `dealloc` on both); any other `total` is cards added or removed. The writers' deltas come from
 * cards moved the same way (a batch chunk has one target state), so the net entry equals the entries.
 */
export function cardMonthDeltas(stats: ReadonlyMap<string, Record<string, number>>, month: string): RollupDelta[] {
  const out = new Map<string, RollupDelta>();
  const at = (o: RollupOwner) => {
    const k = `${o.channelCustId}|${o.custId ?? ''}`;
    const d = out.get(k) ?? { key: { ...o, month }, add: {} };
    out.set(k, d);
    return d.add;
  };
  for (const [scope, delta] of stats) {
    const owner = ownerOfScope(scope);
    if (!owner) continue;
    const add = at(owner);
    const total = delta.total ?? 0;
    for (const [k, v] of Object.entries(delta)) if (/^(total|s\d+|op\w+)$/.test(k)) bump(add, k, v);
    if (total === 0) {
      for (const [k, v] of Object.entries(delta)) if (/^s\d+$/.test(k) && v > 0) bump(add, `in${k.slice(1)}`, v);
      continue;
    }
    const enterpriseTotal = stats.get(scopeKeys.enterprise(owner.channelCustId))?.total ?? 0;
    if (owner.custId && enterpriseTotal === 0) {
      const flow = total > 0 ? 'alloc' : 'dealloc';
      bump(add, flow, Math.abs(total));
      bump(at({ channelCustId: owner.channelCustId, custId: null }), flow, Math.abs(total));
    } else bump(add, total > 0 ? 'added' : 'removed', Math.abs(total));
  }
  return [...out.values()].filter((d) => Object.keys(d.add).length > 0);
}

/** A secondary customer's attribute in its enterprise's card month: `<custId>#<attr>`. */
export const secondaryAttr = (custId: string, attr: string): string => `${custId}#${attr}`;

/**
 * The deltas as written: a secondary customer's go into its enterprise's card month under
 * `<custId>#<attr>`, so a write adds ONE report item whatever the number of secondary customers its
 * cards belong to (a chunk of 100 cards may touch dozens; a transaction holds at most 100 items).
 */
export function foldSecondaries(deltas: readonly RollupDelta[]): RollupDelta[] {
  const out = new Map<string, RollupDelta>();
  for (const d of deltas) {
    const key = { channelCustId: d.key.channelCustId, custId: null, month: d.key.month };
    const k = `${key.month}|${key.channelCustId}`;
    const r = out.get(k) ?? { key, add: {} };
    for (const [a, v] of Object.entries(d.add)) bump(r.add, d.key.custId ? secondaryAttr(d.key.custId, a) : a, v);
    out.set(k, r);
  }
  return [...out.values()];
}

/** One customer's counters out of an enterprise's card month: the enterprise's own (no `#`), or a secondary customer's. */
export function customerCounters(item: Record<string, unknown>, custId: string | null): Record<string, number> {
  const out: Record<string, number> = {};
  const prefix = custId ? secondaryAttr(custId, '') : null;
  for (const [k, v] of Object.entries(item)) {
    if (typeof v !== 'number' || k === 'month') continue;
    if (prefix ? k.startsWith(prefix) : !k.includes('#')) out[prefix ? k.slice(prefix.length) : k] = v;
  }
  return out;
}

/**
 * The transaction steps adding one write's card-month deltas (the Shanghai month of `month`): one per
 * enterprise, and one platform shard chosen by `shardKey` (the card's ICCID, the chunk's key; else the enterprise).
 */
export function cardMonthSteps(
  table: string,
  stats: ReadonlyMap<string, Record<string, number>>,
  month: string,
  shardKey?: string,
): TransactStep[] {
  const deltas = cardMonthDeltas(stats, month);
  return [
    ...foldSecondaries(deltas).map((d) =>
      entitySteps.update(table, reportCardMonthEntity, d.key, { set: d.key, add: d.add as never }),
    ),
    ...platformDeltas(deltas, '', shardKey).map((d) => platformUpdate(table, d)),
  ];
}

/** One card's usage change of a day, with what the usage report groups it by. */
export interface UsageDayDelta {
  owner: RollupOwner;
  /** The billing-cycle month the day falls in (Unicom: the cycle ending on the 25th). */
  cycleMonth: string;
  goodsReleaseId: string;
  operator: string;
  delta: number;
}

/**
 * Per customer (the enterprise, and its secondary customer when the card is allocated) and cycle month:
 * `total`, `p_<plan>`, `o_<operator>`; then the platform's shards of those months (`key.shard`, the
 * enterprises' figures as `u_<attr>`, each enterprise's into its shard). `usageMonthUpdate` writes either.
 */
export function usageMonthDeltas(deltas: readonly UsageDayDelta[]): RollupDelta[] {
  const customers = customerUsageDeltas(deltas);
  return [...customers, ...platformDeltas(customers, PLATFORM_USAGE_PREFIX)];
}

function customerUsageDeltas(deltas: readonly UsageDayDelta[]): RollupDelta[] {
  const out = new Map<string, RollupDelta>();
  for (const d of deltas) {
    if (d.delta === 0) continue;
    const owners: RollupOwner[] = [{ channelCustId: d.owner.channelCustId, custId: null }];
    if (d.owner.custId) owners.push({ channelCustId: d.owner.channelCustId, custId: d.owner.custId });
    for (const o of owners) {
      const k = `${d.cycleMonth}|${o.channelCustId}|${o.custId ?? ''}`;
      const r = out.get(k) ?? { key: { ...o, month: d.cycleMonth }, add: {} };
      bump(r.add, 'total', d.delta);
      bump(r.add, `p_${d.goodsReleaseId}`, d.delta);
      bump(r.add, `o_${d.operator}`, d.delta);
      out.set(k, r);
    }
  }
  return [...out.values()].filter((d) => Object.keys(d.add).length > 0);
}

/** The update of one usage-month delta (a customer's, or a platform shard's), as a transaction item. */
export const usageMonthUpdate = (table: string, d: RollupDelta) =>
  d.key.shard !== undefined
    ? platformUpdate(table, d).item
    : entitySteps.update(table, reportUsageMonthEntity, d.key, { set: d.key, add: d.add as never }).item;
