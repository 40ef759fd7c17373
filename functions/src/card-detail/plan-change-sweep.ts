/**
 * The scheduled application of pending plan changes (spec §4 plan-change timing): a change recorded
 * for the next cycle, for the end of a valid period or, on a deactivated card, for activation "at
 * the latest" is applied when its date comes. Every change is filed under its Shanghai day
 * (`dueItem`); the sweep reads the days up to today, applies what fell due and removes the filing.
 * Safe to run at any time and any number of times: a filing whose card no longer carries that
 * change (applied on activation, removed by data recovery, already applied) is just removed.
 */
import { randomUUID } from 'node:crypto';
import { appliedPlanFields } from '../card/plan-change.ts';
import { AppError } from '../shared/http/error-catalogue.ts';
import { shanghaiDay } from '../shared/time/calendar.ts';
import { mapLimit } from '../shared/util/map-limit.ts';
import type { CardDetailRepository, DueChange } from './card-detail.repository.ts';

/** How many days back the sweep looks for filings it has not removed yet (a missed run, a failed apply). */
export const SWEEP_LOOKBACK_DAYS = 31;

export interface SweepResult {
  applied: number;
  /** Filings whose card no longer carries the change. */
  stale: number;
  /** Plans gone from the catalogue: the change is dropped, the card keeps its plan, the log says why. */
  dropped: number;
  /** Cards changed while the sweep ran: left for the next run. */
  retried: number;
}

export interface SweepDeps {
  cards: Pick<CardDetailRepository, 'card' | 'plan' | 'apply' | 'dueChanges' | 'dropDue'>;
  clock: () => Date;
  concurrency?: number;
  newId?: () => string;
}

/** The Shanghai days from `lookback` days before `now` up to today, oldest first. */
export function sweepDays(now: Date, lookback = SWEEP_LOOKBACK_DAYS): string[] {
  return Array.from({ length: lookback + 1 }, (_, i) => shanghaiDay(new Date(now.getTime() - (lookback - i) * 86_400_000)));
}

export function createPlanChangeSweep(d: SweepDeps) {
  const newId = d.newId ?? randomUUID;

  async function applyOne(due: DueChange, now: Date): Promise<keyof SweepResult> {
    const card = await d.cards.card(due.channelCustId, due.iccid);
    const pending = card?.pendingPlanChange;
    if (!card || !pending || pending.requestedAt !== due.requestedAt || pending.effectiveAt !== due.effectiveAt) {
      await d.cards.dropDue(due);
      return 'stale';
    }
    const plan = await d.cards.plan(pending.goodsReleaseId);
    const at = now.toISOString();
    const log = (action: string, detail: Record<string, string | null>) => ({ id: newId(), at, action, detail, by: 'system' });
    try {
      if (!plan) {
        await d.cards.apply({
          card,
          set: { pendingPlanChange: null },
          log: log('planChangeDropped', { to: pending.goodsReleaseId, reason: 'planGone' }),
        });
        await d.cards.dropDue(due);
        return 'dropped';
      }
      await d.cards.apply({
        card,
        set: appliedPlanFields(plan),
        toQuotaBytes: plan.quotaBytes,
        log: log('planChangeApplied', { from: card.goodsReleaseId, to: plan.goodsReleaseId, when: pending.when }),
      });
    } catch (error) {
      // The card moved between the read and the write: the next run reads it again.
      if (error instanceof AppError && error.key === 'CARD_CHANGED') return 'retried';
      throw error;
    }
    await d.cards.dropDue(due);
    return 'applied';
  }

  return {
    /** Applies every pending plan change that fell due at `now` or earlier. */
    async sweep(now = d.clock()): Promise<SweepResult> {
      const result: SweepResult = { applied: 0, stale: 0, dropped: 0, retried: 0 };
      const upTo = now.toISOString();
      for (const day of sweepDays(now)) {
        const due = await d.cards.dueChanges(day, upTo);
        for (const outcome of await mapLimit(due, d.concurrency ?? 8, (x) => applyOne(x, now))) result[outcome] += 1;
      }
      return result;
    },
  };
}
