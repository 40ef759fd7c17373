/**
 * What the card detail adds to a stored card, and the pure computations of the detail view:
 * the current billing cycle (total/used/remaining) and the last 30 days of usage. No I/O.
 */
import type { Card } from '../card/card-record.ts';
import { billingPeriod, nextDay } from '../card/lifecycle-billing.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';

export interface PendingPlanChange {
  goodsReleaseId: string;
  when: 'next-cycle' | 'after-valid-period' | 'on-activation';
  effectiveAt: string;
  requestedAt: string;
}

export interface EventPackOrder {
  goodsReleaseId: string;
  name: string;
  quotaBytes: number;
  orderedAt: string;
  endsAt: string;
  /** The order (order/) that bills it, its price in fen and the pack's tax rate: the bill run rates the pack from them. */
  orderId?: string;
  price?: number;
  taxRate?: number;
  tariffType?: number;
}

/**
 * How long a card keeps an ended pack: long enough for the bill run of the pack's cycle (run on the
 * next cycle's first day, or later by hand) to see it.
 */
export const ENDED_PACK_KEPT_DAYS = 62;

/** A stored card with the fields single-card actions maintain. */
export interface DetailCard extends Card {
  remark?: string;
  stateChangedAt?: string;
  /** The operator status last confirmed by the operator; without it, the one the lifecycle implies. */
  operatorStatus?: string;
  operatorStatusAt?: string;
  network?: 'allowed' | 'blocked';
  /** A zone blocked by the platform (risk, region limit): allowing is refused while it is. */
  zoneStatus?: 'normal' | 'blocked';
  validPeriodEnd?: string;
  pendingPlanChange?: PendingPlanChange;
  lastPlanChangeMonth?: string;
  eventPacks?: EventPackOrder[];
}

/** A plan of the platform catalogue as stored (`keys.basicPlan` or `keys.eventPack`). */
export interface PlanItem {
  goodsReleaseId: string;
  name: string;
  goodsType: number;
  tariffType?: number;
  quotaBytes: number;
  modeType?: Card['modeType'];
  status?: string;
  /** APN information; a plan without any uses the operator's default APN. */
  apns?: string[];
  /** Months one renewal period adds; default 12 for prepaid plans, 1 otherwise. */
  durationMonths?: number;
  /** Percent of tax on the plan's price (the bill run's tax lines). */
  taxRate?: number;
  kind?: 'basic' | 'event';
  /** Publication (plan catalogue): to all enterprises (also when absent, as seeded) or to `publishTo`. */
  publishScope?: 'all' | 'selected';
  publishTo?: string[];
}

/** goodsType 1 is the prepaid (yearly) kind of spec §3; the others bill monthly. */
export const planKind = (plan: Pick<PlanItem, 'goodsType'> | undefined): 'monthly' | 'prepaid' =>
  plan?.goodsType === 1 ? 'prepaid' : 'monthly';

/** goodsType 3 is a supplementary plan: ordered as an event pack, never changed to. */
export const isSupplementary = (plan: { goodsType?: number }): boolean => plan.goodsType === 3;

/**
 * Whether a plan is on offer to a card of `channelCustId`: switched on (published; seeded plans carry
 * no status) and published to all enterprises or to this one (docs/decisions.md "Plans").
 */
export const offeredTo = (plan: Pick<PlanItem, 'status' | 'publishScope' | 'publishTo'>, channelCustId: string): boolean =>
  (plan.status === undefined || plan.status === 'published') &&
  (plan.publishScope === undefined || plan.publishScope === 'all' || (plan.publishTo ?? []).includes(channelCustId));

/** goodsType 10 is the test plan: no customer may change to it. */
export const isTestPlan = (plan: Pick<PlanItem, 'goodsType'>): boolean => plan.goodsType === 10;

export const periodMonths = (plan: PlanItem | undefined): number =>
  plan?.durationMonths ?? (planKind(plan) === 'prepaid' ? 12 : 1);

// The card's network and its zone id moved to card/network.ts (the batch state change sets it too).
export { ALL_ZONES, networkOf } from '../card/network.ts';

/** Usage month items (`d01`..`d31` bytes) as a day → bytes map. */
export function usageByDay(months: readonly Record<string, unknown>[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const item of months) {
    const month = String(item.sk ?? '').replace(/^USAGE#/, '');
    for (const [attr, value] of Object.entries(item)) {
      const m = /^d(\d{2})$/.exec(attr);
      if (m && typeof value === 'number') out.set(`${month}-${m[1]}`, value);
    }
  }
  return out;
}

/** The Shanghai days from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let d = from; d <= to && days.length < 400; d = nextDay(d)) days.push(d);
  return days;
}

export interface CycleView {
  startDay: string;
  endDay: string;
  totalBytes: number;
  usedBytes: number;
  remainingBytes: number;
}

/** The current billing cycle: the plan quota plus event packs that run in it, and the usage so far. */
export function currentCycle(card: DetailCard, usage: Map<string, number>, now: Date): CycleView {
  const period = billingPeriod(card.operator, now);
  const today = shanghaiDay(now);
  const packs = (card.eventPacks ?? []).filter((p) => p.endsAt > now.toISOString() && p.orderedAt < period.nextStartsAt);
  const totalBytes = card.quotaBytes + packs.reduce((t, p) => t + p.quotaBytes, 0);
  const last = today < period.lastDay ? today : period.lastDay;
  const usedBytes = daysBetween(period.firstDay, last).reduce((t, d) => t + (usage.get(d) ?? 0), 0);
  return {
    startDay: period.firstDay,
    endDay: period.lastDay,
    totalBytes,
    usedBytes,
    remainingBytes: Math.max(0, totalBytes - usedBytes),
  };
}

/** The 30 Shanghai days ending today, oldest first, with 0 for days without usage. */
export function last30Days(usage: Map<string, number>, now: Date): { day: string; bytes: number }[] {
  const today = shanghaiDay(now);
  const from = shanghaiDay(new Date(now.getTime() - 29 * 86_400_000));
  return daysBetween(from, today).map((day) => ({ day, bytes: usage.get(day) ?? 0 }));
}

/** The usage months the detail needs: those of the last 30 days and of the current cycle. */
export function usageMonthsNeeded(card: Pick<Card, 'operator'>, now: Date): { from: string; to: string } {
  const period = billingPeriod(card.operator, now);
  const thirtyAgo = shanghaiDay(new Date(now.getTime() - 29 * 86_400_000)).slice(0, 7);
  const from = period.firstDay.slice(0, 7) < thirtyAgo ? period.firstDay.slice(0, 7) : thirtyAgo;
  return { from, to: shanghaiDay(now).slice(0, 7) };
}

/** The end of a renewal of `periods` periods: from the current valid period's end, or from now. */
export function renewedUntil(validPeriodEnd: string | undefined, months: number, now: Date): string {
  const base = validPeriodEnd && validPeriodEnd > now.toISOString() ? new Date(validPeriodEnd) : now;
  const end = new Date(base);
  end.setUTCMonth(end.getUTCMonth() + months);
  return end.toISOString();
}
