/**
 * The bill run's arithmetic, pure: a stored card (with its plan, retail plan, usage and state log) →
 * the rating input; a chunk of cards → its partial sums (per payer and plan, per pool, per retail
 * plan and secondary customer) and the cards' own lines for drill-down; the partial sums of every
 * chunk → the bills. Chunks can be summed in any order and a chunk re-run gives the same sums, so
 * a resumed or repeated run writes the same bills. Rules: docs/decisions.md "The bill run".
 */
import type { BasicPlan, RetailPlan } from '../plan/plan-model.ts';
import type { PlanLogEntry, PoolLogEntry, StateLogEntry } from '../shared/data/entities/card.entity.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import {
  type BillKind,
  type BillTotals,
  type Calendar,
  type CardLines,
  type ChunkSums,
  type CompactLine,
  ENTERPRISE,
  type Payer,
  type PoolShareSum,
  type ProfitLine,
  type SummaryLine,
  calendarOf,
  calendarOperator,
} from './bill-model.ts';
import { billingCycle } from './rating/cycle.ts';
import { roundHalfUp } from './rating/money.ts';
import { overageLine } from './rating/overage.ts';
import { rateCard } from './rating/rate-card.ts';
import {
  type BillLine,
  type DailyUsage,
  type PackOrder,
  type RateCardInput,
  type RatedPack,
  STATE,
  type Span,
  type StateChange,
  TARIFF,
} from './rating/rating-types.ts';
import { termStarts, termsInCycle } from './rating/terms.ts';

export type { PlanLogEntry, StateLogEntry };

/** The card fields the bill run reads. */
export interface BilledCard {
  iccid: string;
  operator: 'CMCC' | 'CUCC' | 'CTCC';
  state: number;
  custId: string | null;
  goodsReleaseId: string;
  poolId?: string;
  poolLog?: PoolLogEntry[];
  activatedAt: string | null;
  createdAt: string;
  stateLog?: StateLogEntry[];
  planLog?: PlanLogEntry[];
  /** Event packs ordered for the card (card-detail/card-model.ts `EventPackOrder`), ended ones kept a while. */
  eventPacks?: BilledPack[];
}

/** What the card keeps of a pack ordered for it: enough to rate it without reading the pack's plan. */
export interface BilledPack {
  goodsReleaseId: string;
  name: string;
  quotaBytes: number;
  orderedAt: string;
  orderId?: string;
  price?: number;
  taxRate?: number;
  tariffType?: number;
}

const dayOf = (iso: string) => shanghaiDay(new Date(iso));

/**
 * The card's state at the cycle's start and its changes inside the cycle, from its state log. A card
 * without a log (written before the log existed) is taken to have been in its present state all
 * cycle, except that an activation time inside or after the cycle means it was pending activation
 * (62) until then.
 */
export function cardTimeline(
  card: BilledCard,
  cycle: { start: string; end: string },
): { initialState: number; stateChanges: StateChange[] } {
  const log = [...(card.stateLog ?? [])].sort((a, b) => a.at.localeCompare(b.at));
  if (log.length) {
    const inside = log.filter((e) => dayOf(e.at) >= cycle.start && dayOf(e.at) <= cycle.end);
    const later = log.filter((e) => dayOf(e.at) > cycle.end);
    const first = inside[0] ?? later[0];
    const stateBefore = (e: StateLogEntry) => e.from ?? log[log.indexOf(e) - 1]?.to ?? card.state;
    return {
      initialState: first ? stateBefore(first) : card.state,
      stateChanges: inside.map((e) => ({ day: dayOf(e.at), state: e.to })),
    };
  }
  const activated = card.activatedAt ? dayOf(card.activatedAt) : undefined;
  if (card.state === STATE.activated && activated && activated >= cycle.start) {
    return {
      initialState: STATE.pendingActivation,
      stateChanges: activated <= cycle.end ? [{ day: activated, state: STATE.activated }] : [],
    };
  }
  return { initialState: card.state, stateChanges: [] };
}

const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/**
 * The pool the card is billed in for the cycle and its days in it, from its pool log: the pool it
 * was in last in the cycle, from the first day it was in that pool to the last (a join on a day
 * pools the card from that day; a leave ends its membership the day before). Days in an earlier
 * pool of the same cycle are rated as the card's own. Without a log, the card's pool all cycle.
 */
export function poolSpan(
  card: Pick<BilledCard, 'poolId' | 'poolLog'>,
  cycle: { start: string; end: string },
): { poolId: string; inPool: Span } | undefined {
  const log = [...(card.poolLog ?? [])].sort((a, b) => a.at.localeCompare(b.at));
  const inside = log.filter((e) => dayOf(e.at) >= cycle.start && dayOf(e.at) <= cycle.end);
  const first = inside[0] ?? log.find((e) => dayOf(e.at) > cycle.end);
  let current = first ? first.from : (card.poolId ?? null);
  let from = cycle.start;
  const stays: { poolId: string; from: string; to: string }[] = [];
  for (const e of inside) {
    const day = dayOf(e.at);
    if (current && day > from) stays.push({ poolId: current, from, to: dayBefore(day) });
    current = e.to;
    from = day;
  }
  if (current) stays.push({ poolId: current, from, to: cycle.end });
  const last = stays.at(-1);
  if (!last) return undefined;
  const firstDay = stays.find((s) => s.poolId === last.poolId)!.from;
  return {
    poolId: last.poolId,
    inPool: { ...(firstDay > cycle.start ? { from: firstDay } : {}), ...(last.to < cycle.end ? { to: last.to } : {}) },
  };
}

/**
 * The card's packs ordered in the cycle, as rating takes them. A pack recorded before packs kept
 * their order and price is left out (none exist outside a developer's own table).
 */
export function packsOf(card: Pick<BilledCard, 'eventPacks'>, cycle: { start: string; end: string }): PackOrder[] {
  return (card.eventPacks ?? []).flatMap((p) => {
    const orderedOn = dayOf(p.orderedAt);
    if (!p.orderId || p.price === undefined || orderedOn < cycle.start || orderedOn > cycle.end) return [];
    const plan: RatedPack = {
      goodsReleaseId: p.goodsReleaseId,
      tariffType: p.tariffType ?? TARIFF.eventPack,
      releasePrice: p.price,
      quotaBytes: p.quotaBytes,
      taxRate: p.taxRate ?? 0,
    };
    return [{ packId: p.orderId, plan, orderedOn, price: p.price }];
  });
}

/** What a chunk needs besides its cards: the plans and the enterprise's retail plans. */
export interface RatingContext {
  cycle: string;
  calendar: Calendar;
  plans: ReadonlyMap<string, BasicPlan>;
  retails: readonly RetailPlan[];
}

/** A card's retail plan: the enterprise's retail plan over the card's plan offered to its secondary customer. */
export const retailOf = (ctx: Pick<RatingContext, 'retails'>, card: Pick<BilledCard, 'custId' | 'goodsReleaseId'>) =>
  card.custId ? ctx.retails.find((r) => r.goodsReleaseId === card.goodsReleaseId && r.custIds.includes(card.custId!)) : undefined;

/**
 * The card's plans over the cycle, from its plan log: each plan with the days it held (a change made
 * on a day puts the card on the new plan from that day). One plan all cycle: one entry, no span.
 */
export function planSpans(
  card: Pick<BilledCard, 'goodsReleaseId' | 'planLog'>,
  cycle: { start: string; end: string },
): { goodsReleaseId: string; onPlan?: Span }[] {
  const log = [...(card.planLog ?? [])].sort((a, b) => a.at.localeCompare(b.at));
  const inside = log.filter((e) => dayOf(e.at) >= cycle.start && dayOf(e.at) <= cycle.end);
  const first = inside[0] ?? log.find((e) => dayOf(e.at) > cycle.end);
  let current = first ? first.from : card.goodsReleaseId;
  if (!inside.length) return [{ goodsReleaseId: current }];
  const spans: { goodsReleaseId: string; onPlan: Span }[] = [];
  let from = cycle.start;
  for (const e of inside) {
    const day = dayOf(e.at);
    if (day > from) spans.push({ goodsReleaseId: current, onPlan: { from, to: dayBefore(day) } });
    current = e.to;
    from = day;
  }
  spans.push({ goodsReleaseId: current, onPlan: { from, to: cycle.end } });
  return spans;
}

/** The rating input of one card for the run's cycle (on `plan` for the days of `onPlan`, else all cycle). */
export function ratingInput(
  card: BilledCard,
  plan: BasicPlan,
  usage: DailyUsage[],
  ctx: RatingContext,
  onPlan?: Span,
  packs: PackOrder[] = [],
): RateCardInput {
  const cycle = billingCycle(calendarOperator(ctx.calendar), ctx.cycle);
  const retail = retailOf(ctx, card);
  const pool = poolSpan(card, cycle);
  return {
    iccid: card.iccid,
    cycle: { ...cycle, operator: card.operator },
    plan,
    ...(retail ? { retail: { retailId: retail.retailId, retailPrice: retail.retailPrice, taxRate: retail.taxRate } } : {}),
    ...cardTimeline(card, cycle),
    usage,
    ...(pool ? { inPool: pool.inPool } : {}),
    ...(onPlan ? { onPlan } : {}),
    termStarts: termStarts(card, plan, cycle.end),
    ...(packs.length ? { packs } : {}),
  };
}

const lineKey = (
  l: Pick<
    SummaryLine,
    'kind' | 'goodsReleaseId' | 'retailId' | 'packId' | 'poolId' | 'orderId' | 'unitPrice' | 'reason' | 'adjusts'
  >,
) =>
  [
    l.kind,
    l.goodsReleaseId,
    l.orderId ?? '',
    l.retailId ?? '',
    l.packId ?? '',
    l.poolId ?? '',
    l.unitPrice,
    l.reason ?? '',
    l.adjusts?.cycle ?? '',
    l.adjusts?.kind ?? '',
  ].join('|');

/** Adds lines into a sorted list of summary lines (same plan, kind, price and reason: one line). */
export function addLines(
  into: SummaryLine[],
  lines: readonly (BillLine | SummaryLine | (BillLine & { itemName?: string }))[],
): SummaryLine[] {
  const byKey = new Map(into.map((l) => [lineKey(l), { ...l }]));
  for (const l of lines) {
    const key = lineKey(l);
    const sum = byKey.get(key);
    if (sum) {
      sum.cardCount += l.cardCount;
      sum.quantity += l.quantity;
      sum.amount += l.amount;
      sum.tax += l.tax;
      sum.bytes += l.bytes ?? 0;
      continue;
    }
    byKey.set(key, {
      kind: l.kind,
      goodsReleaseId: l.goodsReleaseId,
      ...(l.retailId ? { retailId: l.retailId } : {}),
      ...(l.packId ? { packId: l.packId } : {}),
      ...(l.poolId ? { poolId: l.poolId } : {}),
      ...('orderId' in l && l.orderId ? { orderId: l.orderId } : {}),
      ...('itemName' in l && l.itemName ? { itemName: l.itemName } : {}),
      tariffType: l.tariffType,
      unit: l.unit,
      unitPrice: l.unitPrice,
      ...(l.reason ? { reason: l.reason } : {}),
      ...('adjusts' in l && l.adjusts ? { adjusts: l.adjusts } : {}),
      cardCount: l.cardCount,
      quantity: l.quantity,
      amount: l.amount,
      tax: l.tax,
      bytes: l.bytes ?? 0,
    });
  }
  return [...byKey].sort(([a], [b]) => a.localeCompare(b)).map(([, l]) => l);
}

function addProfit(into: ProfitLine[], line: Omit<ProfitLine, 'share'>): void {
  const found = into.find((p) => p.retailId === line.retailId && p.custId === line.custId);
  if (!found) {
    into.push({ ...line, share: 0 });
    return;
  }
  found.cardCount += line.cardCount;
  found.retailAmount += line.retailAmount;
  found.basicAmount += line.basicAmount;
}

/** The share of a profit line: (retail − basic) × proportion, or retail × proportion (percent), half-up; never negative. */
export function profitShare(p: Pick<ProfitLine, 'dividend' | 'proportion' | 'retailAmount' | 'basicAmount'>): number {
  const base = p.dividend === 'profit' ? p.retailAmount - p.basicAmount : p.retailAmount;
  return Math.max(0, roundHalfUp(BigInt(base) * BigInt(Math.round(p.proportion * 100)), 10_000n));
}

/**
 * A card's line as the bill sums it: a pack's line sums with the same pack's lines of other cards
 * (one line per pack and price, not per order), named as the pack was when ordered.
 */
const billedLine =
  (card: Pick<BilledCard, 'eventPacks'>) =>
  (l: BillLine): BillLine & { itemName?: string } => {
    if (l.kind !== 'pack') return l;
    const { packId, ...rest } = l;
    const name = card.eventPacks?.find((p) => p.orderId === packId)?.name;
    return name ? { ...rest, itemName: name } : rest;
  };

const compact = (l: BillLine): CompactLine =>
  l.reason ? [l.kind, l.quantity, l.amount, l.tax, l.bytes ?? 0, l.reason] : [l.kind, l.quantity, l.amount, l.tax, l.bytes ?? 0];

/**
 * Rates a chunk of cards: the cards of the run's calendar with a known plan are rated; each card's
 * lines go to its payer (its secondary customer when it has a retail plan, else the enterprise), a
 * pooled card's pool share to its pool, and a retail card's fees at both prices to profit sharing.
 */
export function rateChunk(
  cards: readonly { card: BilledCard; usage: DailyUsage[] }[],
  ctx: RatingContext,
): { sums: ChunkSums; cardLines: Map<Payer, CardLines[]> } {
  const sums: ChunkSums = { cards: 0, payers: {}, pools: [], profit: [] };
  const cardLines = new Map<Payer, CardLines[]>();
  const cycle = billingCycle(calendarOperator(ctx.calendar), ctx.cycle);
  for (const { card: stored, usage } of cards) {
    if (calendarOf(stored.operator) !== ctx.calendar) continue;
    const spans = planSpans(stored, cycle).filter((s) => ctx.plans.has(s.goodsReleaseId));
    if (spans.length) sums.cards += 1;
    // The pool the card is billed in this cycle (it may have left it since, or joined another).
    const poolId = poolSpan(stored, cycle)?.poolId;
    // Each pack is rated with the plan the card was on the day it was ordered (else the last one).
    const packs = packsOf(stored, cycle);
    const spanOfPack = (p: PackOrder) =>
      spans.findIndex((s) => !s.onPlan || (p.orderedOn >= (s.onPlan.from ?? '') && p.orderedOn <= (s.onPlan.to ?? '9')));
    for (const [at, span] of spans.entries()) {
      const card = { ...stored, goodsReleaseId: span.goodsReleaseId };
      const plan = ctx.plans.get(span.goodsReleaseId)!;
      const spanPacks = packs.filter((p) => {
        const i = spanOfPack(p);
        return i === at || (i < 0 && at === spans.length - 1);
      });
      const input = ratingInput(card, plan, usage, ctx, span.onPlan, spanPacks);
      const full = rateCard(input);
      // Several plans in the cycle: each rating shows the other plans' days as not on the plan; their usage is theirs.
      const rated =
        spans.length > 1
          ? { ...full, lines: full.lines.filter((l) => !(l.kind === 'unbilledUsage' && l.reason === 'notOnPlan')) }
          : full;
      const payer: Payer = input.retail ? card.custId! : ENTERPRISE;
      sums.payers[payer] = addLines(sums.payers[payer] ?? [], rated.lines.map(billedLine(stored)));
      const own = cardLines.get(payer) ?? [];
      own.push({
        iccid: card.iccid,
        goodsReleaseId: plan.goodsReleaseId,
        ...(input.retail ? { retailId: input.retail.retailId } : {}),
        ...(poolId ? { poolId } : {}),
        lines: rated.lines.map(compact),
        ...termsInCycle(input),
      });
      cardLines.set(payer, own);
      if (poolId && rated.pool.pooledDays > 0) {
        const key = { poolId, goodsReleaseId: plan.goodsReleaseId };
        const pool = sums.pools.find((p) => p.poolId === key.poolId && p.goodsReleaseId === key.goodsReleaseId);
        const share = { quotaBytes: rated.pool.quotaBytes, usedBytes: rated.pool.usedBytes, packBytes: rated.pool.packBytes };
        if (pool) {
          pool.quotaBytes += share.quotaBytes;
          pool.usedBytes += share.usedBytes;
          pool.packBytes += share.packBytes;
          pool.members += 1;
        } else sums.pools.push({ ...key, ...share, members: 1 });
      }
      const retail = retailOf(ctx, card);
      if (retail && input.retail) {
        const fee = (lines: BillLine[]) =>
          lines.filter((l) => l.kind === 'planFee' || l.kind === 'testFee').reduce((s, l) => s + l.amount, 0);
        const atBasic = rateCard({ ...input, retail: undefined });
        addProfit(sums.profit, {
          retailId: retail.retailId,
          goodsReleaseId: retail.goodsReleaseId,
          custId: card.custId!,
          dividend: retail.dividend,
          proportion: retail.proportion,
          cardCount: 1,
          retailAmount: fee(rated.lines),
          basicAmount: fee(atBasic.lines),
        });
      }
    }
  }
  sums.pools.sort((a, b) => `${a.poolId}|${a.goodsReleaseId}`.localeCompare(`${b.poolId}|${b.goodsReleaseId}`));
  sums.profit.sort((a, b) => `${a.retailId}|${a.custId}`.localeCompare(`${b.retailId}|${b.custId}`));
  return { sums, cardLines };
}

/** The chunks' sums added up (in any order, the same result). */
export function addSums(all: readonly ChunkSums[]): ChunkSums {
  const out: ChunkSums = { cards: 0, payers: {}, pools: [], profit: [] };
  for (const s of all) {
    out.cards += s.cards;
    for (const [payer, lines] of Object.entries(s.payers)) out.payers[payer] = addLines(out.payers[payer] ?? [], lines);
    for (const p of s.pools) {
      const found = out.pools.find((q) => q.poolId === p.poolId && q.goodsReleaseId === p.goodsReleaseId);
      if (found) {
        found.quotaBytes += p.quotaBytes;
        found.usedBytes += p.usedBytes;
        found.packBytes += p.packBytes;
        found.members += p.members;
      } else out.pools.push({ ...p });
    }
    for (const p of s.profit) addProfit(out.profit, p);
  }
  out.pools.sort((a, b) => `${a.poolId}|${a.goodsReleaseId}`.localeCompare(`${b.poolId}|${b.goodsReleaseId}`));
  out.profit.sort((a, b) => `${a.retailId}|${a.custId}`.localeCompare(`${b.retailId}|${b.custId}`));
  return out;
}

/** A bill as the finishing step writes it. */
export interface AssembledBill {
  kind: BillKind;
  payer: Payer;
  lines: SummaryLine[];
  profitLines: ProfitLine[];
  totals: BillTotals;
}

const consumptionTotals = (lines: SummaryLine[]): BillTotals => {
  const amount = lines.reduce((s, l) => s + l.amount, 0);
  const tax = lines.reduce((s, l) => s + l.tax, 0);
  const cardCount = lines.filter((l) => l.kind === 'planFee' || l.kind === 'testFee').reduce((s, l) => s + l.cardCount, 0);
  return { amount, tax, total: amount + tax, cardCount };
};

/**
 * A pool's overage line for the cycle from its members' summed shares, priced by its plan: a fixed
 * shared plan's quota is the plan's, a flexible one's the members' quotas added; packs add to it.
 */
export function poolOverageLine(pool: PoolShareSum, plan: BasicPlan): BillLine | null {
  const fixed = plan.tariffType === TARIFF.monthlyFixedShared;
  const quota = (fixed ? plan.quotaBytes : pool.quotaBytes) + pool.packBytes;
  return overageLine(
    {
      kind: 'poolOverage',
      poolId: pool.poolId,
      goodsReleaseId: plan.goodsReleaseId,
      tariffType: plan.tariffType,
      cardCount: pool.members,
    },
    plan,
    pool.usedBytes - quota,
    plan.taxRate,
  );
}

/**
 * The run's bills from the summed chunks: a consumption bill per payer (the pools' overage, priced by
 * the basic plan, on the enterprise's), and a profit-sharing bill for the enterprise when it sold
 * retail plans. A pool's members of one plan form the pool that plan prices.
 */
export function assembleBills(sums: ChunkSums, plans: ReadonlyMap<string, BasicPlan>): AssembledBill[] {
  const payers = { ...sums.payers };
  for (const pool of sums.pools) {
    const plan = plans.get(pool.goodsReleaseId);
    const line = plan && poolOverageLine(pool, plan);
    if (line) payers[ENTERPRISE] = addLines(payers[ENTERPRISE] ?? [], [line]);
  }
  const bills: AssembledBill[] = Object.entries(payers)
    .sort(([a], [b]) => (a === ENTERPRISE ? -1 : b === ENTERPRISE ? 1 : a.localeCompare(b)))
    .map(([payer, lines]) => ({ kind: 'consumption' as const, payer, lines, profitLines: [], totals: consumptionTotals(lines) }));
  if (sums.profit.length) {
    const profitLines = sums.profit.map((p) => ({ ...p, share: profitShare(p) }));
    const amount = profitLines.reduce((s, p) => s + p.share, 0);
    const cardCount = profitLines.reduce((s, p) => s + p.cardCount, 0);
    bills.push({
      kind: 'profit',
      payer: ENTERPRISE,
      lines: [],
      profitLines,
      totals: { amount, tax: 0, total: amount, cardCount },
    });
  }
  return bills;
}
