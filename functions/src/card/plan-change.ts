/**
 * A pending plan change taking effect (spec §4 plan-change timing): the card fields and the plan log
 * entry that the card detail's activation, the scheduled sweep (card-detail/plan-change-sweep.ts) and
 * the batch activation (batch/batch.repository.ts `transition`) write, so the three cannot drift apart.
 */
const ACTIVE = 64;

/** One entry of a card's plan log (bill run: the days on each plan). */
export interface PlanLogEntry {
  at: string;
  from: string;
  to: string;
}

/** True when a move to `to` makes the pending change take effect: one recorded for activation, on an activation. */
export const takesEffectOnActivation = (pending: { when: string } | null | undefined, to: number): boolean =>
  to === ACTIVE && pending?.when === 'on-activation';

/** The card fields a plan change sets when it takes effect: the plan, its quota, no pending change any more. */
export const appliedPlanFields = (plan: { goodsReleaseId: string; quotaBytes: number }) => ({
  goodsReleaseId: plan.goodsReleaseId,
  quotaBytes: plan.quotaBytes,
  pendingPlanChange: null,
});

/** The plan log entry of a change from plan `from` to plan `to` at `at`. */
export const planLogEntry = (at: string, from: string, to: string): PlanLogEntry => ({ at, from, to });
