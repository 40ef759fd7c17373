import type { Card } from '@cmp/functions/card/card-record';
import { addMonths, shanghaiDay, shanghaiMonth } from '@cmp/functions/shared/time/calendar';
import { type CardDayDelta, type UsageRollups, usageRollups } from '@cmp/functions/usage/usage-rollup';
/**
 * A year of usage for the bulk loader's cards (issue #17's target: the reports with 1,000,000 cards
 * and a year of usage). Each card uses the demo's daily bytes (`dailyUsage`, the same formula as the
 * bill run's month of card usage items) on every day of the window — the 12 months before the current
 * one and this month to date, Shanghai calendar — from its activation on, while it is active (until
 * today, or until its dated deactivation, cancellation or shutdown: `stateChangedAt`). The
 * roll-ups are what usage ingestion adds for those card-days: the SAME function (`usageRollups`, which
 * the ingestion service calls per file) applied to the card-days summed per group of cards the roll-ups
 * cannot tell apart (enterprise, secondary customer, plan, operator: every roll-up is a sum over
 * card-days keyed by those and the day), so a million cards cost ~100 groups × ~400 days of deltas.
 * The property test (usage-months.test.ts) feeds the same card-days through the real ingestion
 * service and compares. Only bytes: usage files (CDR) and their roll-ups carry no SMS or voice.
 */
import { dailyUsage } from './demo-data.ts';

/** The days usage is synthesised for: the first day of the month 12 months back to today (Shanghai). */
export interface UsageWindow {
  days: readonly { day: string; dayOfMonth: number; weekday: number }[];
  index: ReadonlyMap<string, number>;
}

export function usageWindow(now: Date): UsageWindow {
  const first = `${addMonths(shanghaiMonth(now), -12)}-01`;
  const last = shanghaiDay(now);
  const days: UsageWindow['days'][number][] = [];
  for (let t = Date.parse(`${first}T00:00:00Z`); ; t += 86_400_000) {
    const d = new Date(t);
    const day = d.toISOString().slice(0, 10);
    if (day > last) break;
    days.push({ day, dayOfMonth: d.getUTCDate(), weekday: d.getUTCDay() });
  }
  return { days, index: new Map(days.map((d, i) => [d.day, i])) };
}

/** The index of the first window day on or after `day` (the window's length when none). */
const firstFrom = (w: UsageWindow, day: string): number => {
  const i = w.index.get(day);
  if (i !== undefined) return i;
  return day < w.days[0]!.day ? 0 : w.days.length;
};

/**
 * The Shanghai days a card used data: from its activation day while it is active — until today (state
 * 64), or until the day it left the active state (`stateChangedAt`, excluded) for a card deactivated,
 * cancelled or shut down since. Null: it never used data. `card` is the card as it was while active.
 */
export function usageDays(card: Card): { from: string; until: string | null; card: Card } | null {
  if (!card.activatedAt) return null;
  const from = shanghaiDay(new Date(card.activatedAt));
  if (card.state === 64) return { from, until: null, card };
  if (!card.stateChangedAt) return null;
  return { from, until: shanghaiDay(new Date(card.stateChangedAt)), card: { ...card, state: 64 } };
}

/** The window days a card used data (`usageDays`), as indexes [from, to). Null: none. */
export function usageSpan(card: Card, w: UsageWindow): { from: number; to: number; card: Card } | null {
  const days = usageDays(card);
  if (!days) return null;
  const from = firstFrom(w, days.from);
  const to = days.until === null ? w.days.length : firstFrom(w, days.until);
  return from < to ? { from, to, card: days.card } : null;
}

/** A card's bytes per day of the window (the CDR rows an operator would have sent), days without usage left out. */
export function cardUsageDays(card: Card, w: UsageWindow): { day: string; bytes: number }[] {
  const span = usageSpan(card, w);
  const out: { day: string; bytes: number }[] = [];
  if (!span) return out;
  for (let i = span.from; i < span.to; i++) {
    const d = w.days[i]!;
    const bytes = dailyUsage(span.card, d.dayOfMonth, d.weekday);
    if (bytes > 0) out.push({ day: d.day, bytes });
  }
  return out;
}

/** The roll-ups of the cards added one at a time (the bulk loader streams a million), summed per group and day. */
export function createUsageMonths(now: Date) {
  const w = usageWindow(now);
  const groups = new Map<
    string,
    { channelCustId: string; custId: string | null; operator: string; goodsReleaseId: string; bytes: Float64Array }
  >();
  let cardDays = 0;
  const memo = new Float64Array(64);
  const add = (card: Card) => {
    const span = usageSpan(card, w);
    if (!span) return;
    const k = `${card.channelCustId}|${card.custId ?? ''}|${card.goodsReleaseId ?? ''}|${card.operator}`;
    let g = groups.get(k);
    if (!g) {
      g = {
        channelCustId: card.channelCustId,
        custId: card.custId ?? null,
        operator: card.operator,
        goodsReleaseId: String(card.goodsReleaseId ?? ''),
        bytes: new Float64Array(w.days.length),
      };
      groups.set(k, g);
    }
    // `dailyUsage` depends on the day only through its day of month and whether it is a weekend: 62 values a card.
    memo.fill(-1);
    for (let i = span.from; i < span.to; i++) {
      const d = w.days[i]!;
      const m = d.dayOfMonth * 2 + (d.weekday === 0 || d.weekday === 6 ? 1 : 0);
      let bytes = memo[m] ?? -1;
      if (bytes < 0) {
        bytes = dailyUsage(span.card, d.dayOfMonth, d.weekday);
        memo[m] = bytes;
      }
      g.bytes[i] = (g.bytes[i] ?? 0) + bytes;
    }
    cardDays += span.to - span.from;
  };
  /** What ingestion would add for every card-day added: one delta per group and day, through `usageRollups`. */
  const rollups = (): UsageRollups => {
    const deltas: CardDayDelta[] = [];
    const fields = new Map<string, { operator: string; goodsReleaseId: string }>();
    for (const [k, g] of groups) {
      // The group stands for its cards: ingestion reads only the owner's customers (and pool: none) and the card's operator and plan.
      const owner = { iccid: k, msisdn: '', channelCustId: g.channelCustId, custId: g.custId, poolId: null };
      fields.set(k, { operator: g.operator, goodsReleaseId: g.goodsReleaseId });
      g.bytes.forEach((delta, i) => {
        if (delta !== 0) deltas.push({ owner, day: w.days[i]!.day, delta });
      });
    }
    return usageRollups(deltas, fields);
  };
  return { add, rollups, cardDays: () => cardDays, window: w };
}
