import { type LifecycleState, canTransition } from '../card/lifecycle.ts';
import { type Reason, reason } from './batch-reasons.ts';

export interface PlannedCard {
  iccid: string;
  state?: number;
  operator?: string;
  custId?: string | null;
}

/**
 * Spec §5: a batch state change needs one operator and one initial state for all its cards and a
 * permitted target, otherwise every card fails. Returns the shared initial state, or the reason.
 */
export function checkBatch(
  cards: PlannedCard[],
  requested: string[],
  targetState: number,
  custId: string | null,
): { ok: true; fromState: number } | { ok: false; reason: Reason } {
  const found = new Map(cards.map((c) => [c.iccid, c]));
  const missing = requested.find((i) => !found.has(i) || (custId !== null && found.get(i)!.custId !== custId));
  if (missing) return { ok: false, reason: reason('plan.missing', { iccid: missing }) };
  if (new Set(cards.map((c) => c.operator)).size > 1) return { ok: false, reason: reason('plan.operators') };
  const states = new Set(cards.map((c) => c.state));
  if (states.size > 1) return { ok: false, reason: reason('plan.states') };
  const fromState = cards[0]!.state as LifecycleState;
  if (fromState === 60) return { ok: false, reason: reason('plan.start') };
  if (!canTransition(fromState, targetState as LifecycleState)) {
    return { ok: false, reason: reason('plan.transition', { from: fromState, to: targetState }) };
  }
  return { ok: true, fromState };
}
