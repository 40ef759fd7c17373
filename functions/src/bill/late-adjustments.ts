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
import { type RatingContext, ratingInput } from './bill-run-rating.ts';
import type { BillRepository, RunRef } from './bill.repository.ts';
import { dayOfBilledAttr } from './late-usage.ts';
import { billingCycle } from './rating/cycle.ts';
import { cycleMonths, usageOfCycle } from './rating/daily-usage.ts';
import { rateCard } from './rating/rate-card.ts';
import type { BillLine, DailyUsage } from './rating/rating-types.ts';

/** Late-usage records one run bills at most; the rest wait for the next run (they stay recorded). */
export const LATE_CARDS_PER_RUN = 5000;

type Deps = Pick<BillRepository, 'lateUsage' | 'cardsByIccid' | 'usage' | 'plans' | 'retails'>;
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
  if (!records.length) return { payers, cardLines, records };
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
    for (const card of cards) {
      const plan = plans.get(card.goodsReleaseId);
      const record = group.find((r) => r.iccid === card.iccid);
      if (!plan || !record) continue;
      const items = usage.filter((u) => u.pk.endsWith(`#${card.iccid}`)).map((item) => ({ month: item.sk.slice(-7), item }));
      const now = usageOfCycle(cycle, items);
      const inputNow = ratingInput(card, plan, now, ctx);
      const then = rateCard({ ...inputNow, usage: usageAsBilled(now, record, cycle) }).lines;
      const lines = adjustmentLines(cycleMonth, rateCard(inputNow).lines, then);
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
  }
  return { payers, cardLines, records };
}
