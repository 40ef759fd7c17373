import type { BasicPlan } from '../plan/plan-model.ts';
/**
 * Adjustment lines for usage that arrived after its cycle was billed (late-usage.ts records it): each
 * recorded card is rated again for that cycle with its usage now and with the usage it was billed
 * with, and the difference of each line becomes an adjustment line on the payer's bill of the cycle
 * being run. Pure apart from the reads; the finishing step clears the records once the bills are written.
 */
import {
  type CardLines,
  type CompactLine,
  ENTERPRISE,
  type Payer,
  type SummaryLine,
  calendarOf,
  calendarOperator,
} from './bill-model.ts';
import { type RatingContext, addSums, poolOverageLine, poolSpan, ratingInput } from './bill-run-rating.ts';
import type { BillRepository, RunRef } from './bill.repository.ts';
import { dayOfBilledAttr } from './late-usage.ts';
import { billingCycle } from './rating/cycle.ts';
import { cycleMonths, usageOfCycle } from './rating/daily-usage.ts';
import { rateCard } from './rating/rate-card.ts';
import type { BillLine, DailyUsage } from './rating/rating-types.ts';

/** Late-usage records one run bills at most; the rest wait for the next run (they stay recorded). */
export const LATE_CARDS_PER_RUN = 5000;

type Deps = Pick<BillRepository, 'lateUsage' | 'cardsByIccid' | 'usage' | 'plans' | 'retails' | 'getRun' | 'chunks'>;

/** What a run records on an earlier run once its pool adjustments are billed (the finishing step writes it). */
export interface PoolAdjustmentUpdate {
  run: RunRef;
  poolAdjustments: Record<string, Record<string, number>>;
}

/**
 * The adjustment lines of pools whose members' late usage changed their pooled bytes: the pool as
 * billed (the cycle's run's summed shares, plus what earlier adjustments added) rated again with the
 * new bytes. Recorded per adjusting run's cycle, so a replayed finish computes the same lines.
 */
async function poolAdjustments(
  d: Pick<Deps, 'getRun' | 'chunks'>,
  ref: RunRef,
  cycleMonth: string,
  deltas: Map<string, number>,
  plans: ReadonlyMap<string, BasicPlan>,
): Promise<{ lines: SummaryLine[]; update?: PoolAdjustmentUpdate }> {
  const old: RunRef = { channelCustId: ref.channelCustId, cycle: cycleMonth, calendar: ref.calendar };
  const run = await d.getRun(old);
  if (run?.status !== 'succeeded' || !deltas.size) return { lines: [] };
  const billed = addSums((await d.chunks(old)).map((c) => c.sums)).pools;
  const recorded = run.poolAdjustments ?? {};
  const lines: SummaryLine[] = [];
  for (const [key, delta] of deltas) {
    const [poolId, goodsReleaseId] = key.split('|') as [string, string];
    const pool = billed.find((p) => p.poolId === poolId && p.goodsReleaseId === goodsReleaseId);
    const plan = plans.get(goodsReleaseId);
    if (!pool || !plan) continue;
    const before = Object.entries(recorded)
      .filter(([cycle]) => cycle !== ref.cycle)
      .reduce((s, [, added]) => s + (added[key] ?? 0), 0);
    const then = { ...pool, usedBytes: pool.usedBytes + before };
    const now = { ...then, usedBytes: then.usedBytes + delta };
    const lineOf = (p: typeof pool) => {
      const line = poolOverageLine(p, plan);
      return line ? [line] : [];
    };
    lines.push(...adjustmentLines(cycleMonth, lineOf(now), lineOf(then)).map((l) => ({ ...l, cardCount: 0 })));
  }
  return { lines, update: { run: old, poolAdjustments: { ...recorded, [ref.cycle]: Object.fromEntries(deltas) } } };
}
export type LateRecord = Awaited<ReturnType<Deps['lateUsage']>>[number];

/** The usage as billed: today's days, with the changed ones put back to what they were. */
export function usageAsBilled(
  now: DailyUsage[],
  record: Record<string, unknown>,
  cycle: { start: string; end: string },
): DailyUsage[] {
  const byDay = new Map(now.map((u) => [u.day, u.bytes]));
  for (const [attr, bytes] of Object.entries(record))
    if (/^b\d{8}$/.test(attr)) {
      const day = dayOfBilledAttr(attr);
      if (day >= cycle.start && day <= cycle.end) byDay.set(day, Number(bytes));
    }
  return [...byDay]
    .filter(([, bytes]) => bytes > 0)
    .map(([day, bytes]) => ({ day, bytes }))
    .sort((a, b) => a.day.localeCompare(b.day));
}

/** The difference of a card's lines now and as billed, one adjustment line per line kind that changed. */
export function adjustmentLines(cycle: string, now: BillLine[], then: BillLine[]): SummaryLine[] {
  const kinds = [...new Set([...now, ...then].map((l) => l.kind))];
  const out: SummaryLine[] = [];
  for (const kind of kinds) {
    const sum = (lines: BillLine[]) => {
      const of = lines.filter((l) => l.kind === kind);
      return {
        quantity: of.reduce((s, l) => s + l.quantity, 0),
        amount: of.reduce((s, l) => s + l.amount, 0),
        tax: of.reduce((s, l) => s + l.tax, 0),
        bytes: of.reduce((s, l) => s + (l.bytes ?? 0), 0),
      };
    };
    const [a, b] = [sum(now), sum(then)];
    if (a.amount === b.amount && a.tax === b.tax && (kind === 'unbilledUsage' || a.quantity === b.quantity)) continue;
    const model = [...now, ...then].find((l) => l.kind === kind)!;
    out.push({
      kind: 'adjustment',
      adjusts: { cycle, kind },
      goodsReleaseId: model.goodsReleaseId,
      ...(model.retailId ? { retailId: model.retailId } : {}),
      ...(model.poolId ? { poolId: model.poolId } : {}),
      tariffType: model.tariffType,
      unit: model.unit,
      unitPrice: model.unitPrice,
      cardCount: 1,
      quantity: a.quantity - b.quantity,
      amount: a.amount - b.amount,
      tax: a.tax - b.tax,
      bytes: a.bytes - b.bytes,
    });
  }
  return out;
}

/** The adjustment lines of a run from the late-usage records of earlier cycles of its calendar. */
export async function lateAdjustments(d: Deps, ref: RunRef) {
  const records = await d.lateUsage(ref.channelCustId, ref.calendar, ref.cycle, LATE_CARDS_PER_RUN);
  const payers: Record<Payer, SummaryLine[]> = {};
  const cardLines = new Map<Payer, CardLines[]>();
  const poolUpdates: PoolAdjustmentUpdate[] = [];
  if (!records.length) return { payers, cardLines, records, poolUpdates };
  const retails = await d.retails(ref.channelCustId);
  const byCycle = new Map<string, LateRecord[]>();
  for (const r of records) byCycle.set(r.cycle, [...(byCycle.get(r.cycle) ?? []), r]);
  for (const [cycleMonth, group] of byCycle) {
    const cycle = billingCycle(calendarOperator(ref.calendar), cycleMonth);
    const cards = (
      await d.cardsByIccid(
        ref.channelCustId,
        group.map((r) => r.iccid),
      )
    ).filter((c) => calendarOf(c.operator) === ref.calendar);
    const plans = await d.plans(cards.map((c) => c.goodsReleaseId));
    const months = cycleMonths(cycle);
    const usage = await d.usage(
      ref.channelCustId,
      cards.map((c) => c.iccid),
      months,
    );
    const ctx: RatingContext = { cycle: cycleMonth, calendar: ref.calendar, plans, retails };
    // Bytes each pool gained or lost through its members' late usage (`<poolId>|<goodsReleaseId>`).
    const poolDeltas = new Map<string, number>();
    for (const card of cards) {
      const plan = plans.get(card.goodsReleaseId);
      const record = group.find((r) => r.iccid === card.iccid);
      if (!plan || !record) continue;
      const items = usage.filter((u) => u.pk.endsWith(`#${card.iccid}`)).map((item) => ({ month: item.sk.slice(-7), item }));
      const now = usageOfCycle(cycle, items);
      const inputNow = ratingInput(card, plan, now, ctx);
      const [ratedNow, ratedThen] = [rateCard(inputNow), rateCard({ ...inputNow, usage: usageAsBilled(now, record, cycle) })];
      const pooled = poolSpan(card, cycle);
      const delta = ratedNow.pool.usedBytes - ratedThen.pool.usedBytes;
      if (pooled && delta) {
        const key = `${pooled.poolId}|${plan.goodsReleaseId}`;
        poolDeltas.set(key, (poolDeltas.get(key) ?? 0) + delta);
      }
      const lines = adjustmentLines(cycleMonth, ratedNow.lines, ratedThen.lines);
      if (!lines.length) continue;
      const payer: Payer = inputNow.retail ? card.custId! : ENTERPRISE;
      payers[payer] = [...(payers[payer] ?? []), ...lines];
      const compact = lines.map(
        (l): CompactLine => [l.kind, l.quantity, l.amount, l.tax, l.bytes, `${cycleMonth}:${l.adjusts!.kind}`],
      );
      cardLines.set(payer, [
        ...(cardLines.get(payer) ?? []),
        {
          iccid: card.iccid,
          goodsReleaseId: plan.goodsReleaseId,
          ...(inputNow.retail ? { retailId: inputNow.retail.retailId } : {}),
          lines: compact,
        },
      ]);
    }
    const pools = await poolAdjustments(d, ref, cycleMonth, poolDeltas, plans);
    if (pools.lines.length) payers[ENTERPRISE] = [...(payers[ENTERPRISE] ?? []), ...pools.lines];
    if (pools.update) poolUpdates.push(pools.update);
  }
  return { payers, cardLines, records, poolUpdates };
}
