/**
 * The data comparison (spec §2 Shortcuts: data-comparison; §7 'data recovery and comparison'): a card
 * as the platform records it — the operator status it last confirmed (else the one its lifecycle
 * implies) and its usage of the current billing cycle from the ingested usage files — against the
 * operator's own record. No I/O.
 */
import { daysBetween } from '../card-detail/card-model.ts';
import type { LifecycleState } from '../card/lifecycle.ts';
import { type OperatorCardRecord, type OperatorStatusCode, isOperatorStatusCode, toOperatorStatus } from '../operator/index.ts';

export const comparisonFields = ['status', 'usage', 'unreachable'] as const;
export type ComparisonField = (typeof comparisonFields)[number];
export const comparisonShows = ['differences', 'all'] as const;

/** The card as the platform records it, for a cycle from `firstDay` to `today`. */
export function ourRecord(
  card: { state: LifecycleState; operatorStatus?: string },
  usage: ReadonlyMap<string, number>,
  firstDay: string,
  today: string,
): OperatorCardRecord {
  const status: OperatorStatusCode =
    card.operatorStatus && isOperatorStatusCode(card.operatorStatus) ? card.operatorStatus : toOperatorStatus(card.state);
  const cycleBytes = daysBetween(firstDay, today).reduce((t, d) => t + (usage.get(d) ?? 0), 0);
  return { status, cycleBytes };
}

/** What differs: the status, the cycle usage, or the operator could not be asked (null). */
export function differencesOf(ours: OperatorCardRecord, theirs: OperatorCardRecord | null): ComparisonField[] {
  if (!theirs) return ['unreachable'];
  const out: ComparisonField[] = [];
  if (ours.status !== theirs.status) out.push('status');
  if (ours.cycleBytes !== theirs.cycleBytes) out.push('usage');
  return out;
}
