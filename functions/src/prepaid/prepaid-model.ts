/**
 * Prepaid-card funds and prepaid cost (issue #14, items 6 and 7; docs/decisions.md "Prepaid funds and
 * prepaid cost"), pure. A prepaid plan's term fee is charged whole on the bill of the cycle the term
 * begins in: money the customer prepaid for the term's months. Each month of the term recognises
 * 1/months of it as prepaid cost (fen; the rounding remainder in the last month, so the parts sum to
 * the fee exactly); what is not yet recognised is unconsumed.
 */
import { contractPaymentKinds } from '../shared/data/entities/contract.entity.ts';
import type { ContractType } from '../shared/data/entities/prepaid.entity.ts';
import { addMonths, daysInMonth } from '../shared/time/calendar.ts';

export type { ContractType };
/** Contract types a group is filed under: a contract payment kind, or `none` (no contract in force). */
export const contractTypes: readonly ContractType[] = [...contractPaymentKinds, 'none'];

/** The parts of `fee` recognised in each month of a term of `months` (at least 1): equal, the remainder last. */
export function recognitionSchedule(fee: number, months: number): number[] {
  const n = Math.max(1, Math.floor(months || 1));
  const part = Math.floor(fee / n);
  return Array.from({ length: n }, (_, i) => (i === n - 1 ? fee - part * (n - 1) : part));
}

/** The months (`YYYY-MM`, billing cycles) a term beginning in `cycle` covers. */
export const termMonths = (cycle: string, months: number): string[] =>
  recognitionSchedule(0, months).map((_, i) => addMonths(cycle, i));

/** The attribute of a group holding the part recognised in `month`: `rYYYYMM`. */
export const partAttr = (month: string): `r${string}` => `r${month.replace('-', '')}`;
const monthOfAttr = (name: string) => `${name.slice(1, 5)}-${name.slice(5, 7)}`;

/** The last day of a term of `months` from `start`: the day before the same date `months` later (clamped to month ends). */
export function termEnd(start: string, months: number): string {
  const month = addMonths(start.slice(0, 7), Math.max(1, months || 1));
  const day = Math.min(Number(start.slice(8, 10)), daysInMonth(month));
  const next = Date.parse(`${month}-${String(day).padStart(2, '0')}T00:00:00Z`);
  return new Date(next - 86_400_000).toISOString().slice(0, 10);
}

/** One card's term on a published bill, with what it is filed under. */
export interface PrepaidTerm {
  /** The payer: null for the enterprise's own bill, else its secondary customer. */
  custId: string | null;
  iccid: string;
  goodsReleaseId: string;
  elementId: string;
  /** The term's first day (Shanghai). */
  termStart: string;
  /** Fen, net of tax. */
  fee: number;
  months: number;
  contractType: ContractType;
}

export interface GroupKey {
  channelCustId: string;
  custId: string | null;
  cycle: string;
  goodsReleaseId: string;
  elementId: string;
  contractType: ContractType;
}

/** What one bill adds to a group: cards, fees and the part of each month. */
export interface GroupDelta extends GroupKey {
  months: number;
  cards: number;
  fee: number;
  parts: Record<`r${string}`, number>;
}

/** What one bill adds to a payer's month of prepaid cost. */
export interface CostDelta {
  custId: string | null;
  month: string;
  received: number;
  recognised: number;
  unconsumed: number;
}

export interface CardRow extends GroupKey {
  iccid: string;
  termStart: string;
  termEnd: string;
  fee: number;
  billId: string;
}

const groupId = (k: Omit<GroupKey, 'channelCustId'>) =>
  [k.custId ?? '', k.cycle, k.goodsReleaseId, k.elementId, k.contractType].join('|');

/**
 * What a published bill of `cycle` adds to the roll-ups: per group its cards, fees and monthly
 * parts (each group's fee split by `recognitionSchedule`), per payer and month the prepaid received,
 * recognised and left unconsumed at the month's end, and a row per card term. Terms of 0 fen add nothing.
 */
export function rollUp(
  bill: { channelCustId: string; cycle: string; billId: string },
  terms: readonly PrepaidTerm[],
): { groups: GroupDelta[]; costs: CostDelta[]; cards: CardRow[] } {
  const groups = new Map<string, GroupDelta & { iccids: Set<string> }>();
  const cards: CardRow[] = [];
  for (const t of terms) {
    if (t.fee <= 0) continue;
    const key: GroupKey = {
      channelCustId: bill.channelCustId,
      custId: t.custId,
      cycle: bill.cycle,
      goodsReleaseId: t.goodsReleaseId,
      elementId: t.elementId,
      contractType: t.contractType,
    };
    const id = groupId(key);
    const g = groups.get(id) ?? { ...key, months: Math.max(1, t.months || 1), cards: 0, fee: 0, parts: {}, iccids: new Set() };
    g.iccids.add(t.iccid);
    g.cards = g.iccids.size;
    g.fee += t.fee;
    groups.set(id, g);
    cards.push({
      ...key,
      iccid: t.iccid,
      termStart: t.termStart,
      termEnd: termEnd(t.termStart, g.months),
      fee: t.fee,
      billId: bill.billId,
    });
  }
  const costs = new Map<string, CostDelta>();
  const cost = (custId: string | null, month: string) => {
    const id = `${custId ?? ''}|${month}`;
    const c = costs.get(id) ?? { custId, month, received: 0, recognised: 0, unconsumed: 0 };
    costs.set(id, c);
    return c;
  };
  const out: GroupDelta[] = [];
  for (const { iccids: _i, ...g } of groups.values()) {
    cost(g.custId, g.cycle).received += g.fee;
    let recognised = 0;
    const schedule = recognitionSchedule(g.fee, g.months);
    for (const [i, month] of termMonths(g.cycle, g.months).entries()) {
      const part = schedule[i]!;
      recognised += part;
      g.parts[partAttr(month)] = part;
      const c = cost(g.custId, month);
      c.recognised += part;
      c.unconsumed += g.fee - recognised;
    }
    out.push(g);
  }
  return { groups: out, costs: [...costs.values()], cards };
}

/** A group as read back: its fee and the parts of its months. */
export interface StoredGroup extends GroupKey {
  months: number;
  cards: number;
  fee: number;
  [part: `r${string}`]: number;
}

/** The month-by-month recognition of a group: the part, what is recognised by the month's end, and what is left. */
export function scheduleOf(g: StoredGroup): { month: string; recognised: number; toDate: number; unconsumed: number }[] {
  const months = new Set(termMonths(g.cycle, g.months));
  for (const name of Object.keys(g)) if (/^r\d{6}$/.test(name)) months.add(monthOfAttr(name));
  let toDate = 0;
  return [...months].sort().map((month) => {
    const recognised = Number(g[partAttr(month)] ?? 0);
    toDate += recognised;
    return { month, recognised, toDate, unconsumed: g.fee - toDate };
  });
}

/** A group's figures in `month`: prepaid received then (the fee, in its first month), recognised then, unconsumed at its end. */
export function groupInMonth(g: StoredGroup, month: string) {
  const schedule = scheduleOf(g);
  const last = schedule.at(-1)?.month ?? g.cycle;
  if (month < g.cycle || month > last) return undefined;
  const through = schedule.filter((s) => s.month <= month).at(-1);
  return {
    received: month === g.cycle ? g.fee : 0,
    recognised: Number(g[partAttr(month)] ?? 0),
    recognisedToDate: through?.toDate ?? 0,
    unconsumed: g.fee - (through?.toDate ?? 0),
  };
}

/** A group's figures as of `month` (today's): prepaid, recognised so far, unconsumed. */
export function groupToDate(g: StoredGroup, month: string) {
  const toDate = scheduleOf(g)
    .filter((s) => s.month <= month)
    .reduce((sum, s) => sum + s.recognised, 0);
  return { prepaid: g.fee, recognisedToDate: toDate, unconsumed: g.fee - toDate };
}
